import { pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { StatementPeriodType, StatementType } from '@/common/constants/market';
import { companies } from './market';

/**
 * The source each (ticker, statement, period) shows: the highest-priority source that has that
 * statement for that period (docs/DATA.md "Sources of a statement"). Kept by the importers and the
 * demo seed after every write, and rebuilt for a company when an admin changes its priority, so
 * readers join one small row per period instead of ranking sources on every read.
 */
export const statementChoices = pgTable(
  'statement_choices',
  {
    ticker: text('ticker')
      .notNull()
      .references(() => companies.ticker, { onDelete: 'cascade' }),
    statement: text('statement').$type<StatementType>().notNull(),
    periodType: text('period_type').$type<StatementPeriodType>().notNull(),
    year: smallint('year').notNull(),
    quarter: smallint('quarter').notNull(),
    source: text('source').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.ticker, table.statement, table.periodType, table.year, table.quarter],
    }),
  ],
);

/**
 * Source priority per period type, first = preferred. `scope` is a ticker, or '*' for the default
 * of every company without its own row. Without any row the built-in default applies
 * (src/common/finance/statementSources.ts).
 */
export const statementSourcePriorities = pgTable(
  'statement_source_priorities',
  {
    scope: text('scope').notNull(),
    periodType: text('period_type').$type<StatementPeriodType>().notNull(),
    sources: text('sources').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.periodType] })],
);
