import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One importer run over one file: what it read, wrote and rejected (with reasons). */
export const importRuns = pgTable('import_runs', {
  id: serial('id').primaryKey(),
  format: text('format').notNull(),
  file: text('file').notNull(),
  status: text('status').$type<'succeeded' | 'failed'>().notNull(),
  rowsRead: integer('rows_read').notNull().default(0),
  rowsWritten: integer('rows_written').notNull().default(0),
  rowsRejected: integer('rows_rejected').notNull().default(0),
  rejections: jsonb('rejections').$type<{ row: number; reason: string }[]>().notNull().default([]),
  /** Rows kept but worth a look (zero volume, a move outside the exchange band, an outlier figure). */
  notices: jsonb('notices').$type<{ row: number; reason: string }[]>().notNull().default([]),
  noticesCount: integer('notices_count').notNull().default(0),
  /** Placeholder companies the file created (counted apart from its data rows). */
  companiesCreated: integer('companies_created').notNull().default(0),
  error: text('error'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});
