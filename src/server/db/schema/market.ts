import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CompanyTypeSource } from '@/common/constants/companyTypeSource';
import type { CompanyType, Exchange, StatementType } from '@/common/constants/market';
import type { CorporateActionKind, PriceBasis } from '@/common/finance/valuation';

/** ICB industry classification, four levels (code of level 1 is the top). */
export const industries = pgTable(
  'industries',
  {
    icbCode: text('icb_code').primaryKey(),
    level: smallint('level').notNull(),
    parentCode: text('parent_code'),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (table) => [index('industries_parent_idx').on(table.parentCode)],
);

/** Listed companies. Values of money are VND; the profile is free text in Vietnamese. */
export const companies = pgTable(
  'companies',
  {
    ticker: text('ticker').primaryKey(),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull().default(''),
    shortName: text('short_name').notNull().default(''),
    /** Null for a company known only from imported statements. */
    exchange: text('exchange').$type<Exchange>(),
    companyType: text('company_type').$type<CompanyType>().notNull(),
    /** How company_type was decided; a weaker source never overwrites a stronger one. */
    companyTypeSource: text('company_type_source').$type<CompanyTypeSource>().notNull().default('guessed'),
    /** ICB codes of levels 1 to 4; level 4 is the company's own sub-sector. */
    icbCode1: text('icb_code1'),
    icbCode2: text('icb_code2'),
    icbCode3: text('icb_code3'),
    icbCode4: text('icb_code4'),
    /** Lower-case, accent-free ticker and names, for accent-insensitive search. */
    searchText: text('search_text').notNull().default(''),
    foundedDate: date('founded_date'),
    listingDate: date('listing_date'),
    charterCapital: doublePrecision('charter_capital'),
    sharesOutstanding: doublePrecision('shares_outstanding'),
    website: text('website'),
    address: text('address'),
    profile: text('profile'),
    isDemo: boolean('is_demo').notNull().default(false),
    /** Listed shares as the exchange or feed reports them. */
    listedShares: doublePrecision('listed_shares'),
    /** 'delisted' once a feed's securities list no longer has the ticker (from delisted_on). */
    listingStatus: text('listing_status').$type<'listed' | 'delisted'>().notNull().default('listed'),
    delistedOn: date('delisted_on'),
    /** The source that last described the listing (name, exchange): 'ssi', an import format, 'demo'. */
    listingSource: text('listing_source'),
    /** Foreign ownership limit, percent of shares (49 for most, 30 for banks); null when unknown. */
    foreignLimitPct: doublePrecision('foreign_limit_pct'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('companies_icb3_idx').on(table.icbCode3),
    index('companies_icb4_idx').on(table.icbCode4),
    index('companies_type_idx').on(table.companyType),
  ],
);

/**
 * Statement templates ("labels"): per company type and statement, an ordered tree of line items.
 * `code` is stable across imports; `position` orders the rows as the statement prints them.
 */
export const statementItems = pgTable(
  'statement_items',
  {
    id: serial('id').primaryKey(),
    companyType: text('company_type').$type<CompanyType>().notNull(),
    statement: text('statement').$type<StatementType>().notNull(),
    code: text('code').notNull(),
    position: integer('position').notNull(),
    parentCode: text('parent_code'),
    level: smallint('level').notNull(),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    isTotal: boolean('is_total').notNull().default(false),
    /** Flow items (income, cash flow) add up over periods; stock items (balance sheet) do not. */
    isFlow: boolean('is_flow').notNull(),
  },
  (table) => [
    uniqueIndex('statement_items_code_uq').on(table.companyType, table.statement, table.code),
    index('statement_items_order_idx').on(table.companyType, table.statement, table.position),
  ],
);

/**
 * One reported figure: (ticker, statement, period, source, item) -> value in VND (per-share lines
 * VND per share). Years have quarter 0; quarters 1-4; months (where a source has them) use period
 * type 'month' and quarter = month 1-12. Each source keeps its own figures (source is in the key);
 * statement_choices says which source a (ticker, statement, period) shows. Double precision is exact
 * for whole VND up to 9e15, above the largest balance sheet listed.
 */
export const statementValues = pgTable(
  'statement_values',
  {
    ticker: text('ticker')
      .notNull()
      .references(() => companies.ticker, { onDelete: 'cascade' }),
    statement: text('statement').$type<StatementType>().notNull(),
    itemCode: text('item_code').notNull(),
    periodType: text('period_type').$type<'year' | 'quarter' | 'month'>().notNull(),
    year: smallint('year').notNull(),
    quarter: smallint('quarter').notNull().default(0),
    value: doublePrecision('value'),
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      columns: [
        table.ticker,
        table.statement,
        table.periodType,
        table.year,
        table.quarter,
        table.source,
        table.itemCode,
      ],
    }),
    // Same-industry comparison and screening read one item across tickers for a period.
    index('statement_values_item_period_idx').on(
      table.statement,
      table.itemCode,
      table.periodType,
      table.year,
      table.quarter,
    ),
  ],
);

/** Daily prices per ticker in VND as traded; adjusted = price * adjRatio (splits and dividends). */
export const dailyPrices = pgTable(
  'daily_prices',
  {
    ticker: text('ticker')
      .notNull()
      .references(() => companies.ticker, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    open: doublePrecision('open').notNull(),
    high: doublePrecision('high').notNull(),
    low: doublePrecision('low').notNull(),
    close: doublePrecision('close').notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
    adjRatio: doublePrecision('adj_ratio').notNull().default(1),
    /**
     * raw: OHLC as traded that day (adjusted = price x adj_ratio); adjusted: OHLC already
     * back-adjusted by the source to the share basis of `adjusted_to` (adj_ratio 1). Valuation
     * brings either to today's share basis (docs/DATA.md "Valuation basis").
     */
    priceBasis: text('price_basis').$type<PriceBasis>().notNull().default('raw'),
    /** Adjusted rows: the day whose share count the prices are expressed in (the series' last day). */
    adjustedTo: date('adjusted_to'),
    source: text('source').notNull(),
    /** When the row was written or last changed (provenance shown beside the figures). */
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.ticker, table.date] }),
    // The market's sessions (newest price date, the dates since a day: industry performance, data
    // sources) without reading every row: the primary key leads with the ticker.
    index('daily_prices_date_idx').on(table.date),
  ],
);

/** Market indices (VNINDEX, HNXINDEX, UPCOMINDEX, VN30), points. */
export const indexPrices = pgTable(
  'index_prices',
  {
    indexCode: text('index_code').notNull(),
    date: date('date').notNull(),
    open: doublePrecision('open').notNull(),
    high: doublePrecision('high').notNull(),
    low: doublePrecision('low').notNull(),
    close: doublePrecision('close').notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull().default(0),
    /** Traded value in VND where the source gives it. */
    value: doublePrecision('value'),
    source: text('source').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.indexCode, table.date] })],
);

/** Splits, stock and cash dividends, which explain jumps in the as-traded price. */
export const corporateActions = pgTable(
  'corporate_actions',
  {
    id: serial('id').primaryKey(),
    ticker: text('ticker')
      .notNull()
      .references(() => companies.ticker, { onDelete: 'cascade' }),
    exDate: date('ex_date').notNull(),
    /** docs/DATA.md "Valuation basis": splits, stock dividends, bonus, rights and share issues, cash dividends. */
    kind: text('kind').$type<CorporateActionKind>().notNull(),
    /** New shares per old share after the event (2 = 2-for-1 split, 1.2 = 20% stock dividend). */
    ratio: doublePrecision('ratio'),
    /** VND per share: the cash dividend, or the subscription price of a rights or share issue. */
    cashPerShare: doublePrecision('cash_per_share'),
    source: text('source').notNull(),
  },
  (table) => [uniqueIndex('corporate_actions_uq').on(table.ticker, table.exDate, table.kind)],
);

/** Upstream suppliers, downstream customers and peers of a company (VALUE_CHAIN_ALL). */
export const valueChainRelations = pgTable(
  'value_chain_relations',
  {
    id: serial('id').primaryKey(),
    ticker: text('ticker')
      .notNull()
      .references(() => companies.ticker, { onDelete: 'cascade' }),
    relation: text('relation').$type<'upstream' | 'downstream' | 'peer'>().notNull(),
    /** A listed counterpart; null when the counterpart is not listed (then only its name). */
    relatedTicker: text('related_ticker'),
    relatedName: text('related_name').notNull(),
    note: text('note'),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (table) => [
    index('value_chain_ticker_idx').on(table.ticker),
    uniqueIndex('value_chain_uq').on(table.ticker, table.relation, table.relatedName),
  ],
);
