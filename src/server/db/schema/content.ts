import {
  boolean,
  doublePrecision,
  index,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** News per ticker or per industry (ICB code). */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    ticker: text('ticker'),
    icbCode: text('icb_code'),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    source: text('source').notNull(),
    url: text('url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (table) => [
    index('news_ticker_idx').on(table.ticker, table.publishedAt),
    index('news_industry_idx').on(table.icbCode, table.publishedAt),
    index('news_published_idx').on(table.publishedAt),
  ],
);

/** Annual reports, financial statements, disclosures: files to open or download. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    ticker: text('ticker'),
    icbCode: text('icb_code'),
    kind: text('kind')
      .$type<'annual_report' | 'financial_statement' | 'disclosure' | 'shareholder_meeting' | 'other'>()
      .notNull(),
    title: text('title').notNull(),
    year: smallint('year'),
    fileUrl: text('file_url').notNull(),
    mimeType: text('mime_type').notNull().default('application/pdf'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (table) => [index('documents_ticker_idx').on(table.ticker, table.publishedAt)],
);

/** Analysis reports by brokers and research teams, per ticker or per industry. */
export const analysisReports = pgTable(
  'analysis_reports',
  {
    id: serial('id').primaryKey(),
    ticker: text('ticker'),
    icbCode: text('icb_code'),
    title: text('title').notNull(),
    source: text('source').notNull(),
    recommendation: text('recommendation').$type<'buy' | 'hold' | 'sell'>(),
    targetPrice: doublePrecision('target_price'),
    summary: text('summary').notNull().default(''),
    fileUrl: text('file_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (table) => [
    index('analysis_reports_ticker_idx').on(table.ticker, table.publishedAt),
    index('analysis_reports_industry_idx').on(table.icbCode, table.publishedAt),
  ],
);
