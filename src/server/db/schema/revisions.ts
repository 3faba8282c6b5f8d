import {
  date,
  doublePrecision,
  index,
  integer,
  serial,
  smallint,
  text,
  timestamp,
  pgTable,
} from 'drizzle-orm/pg-core';
import type { StatementType } from '@/common/constants/market';

/**
 * Earlier versions of figures that a later import or feed changed (docs/DATA.md "Revisions").
 * Written by database triggers on update and delete of statement_values and macro_values, so no
 * writer can forget them: the old value was valid from its `updated_at` until the change.
 */
export const statementValueRevisions = pgTable(
  'statement_value_revisions',
  {
    id: serial('id').primaryKey(),
    ticker: text('ticker').notNull(),
    statement: text('statement').$type<StatementType>().notNull(),
    itemCode: text('item_code').notNull(),
    periodType: text('period_type').$type<'year' | 'quarter' | 'month'>().notNull(),
    year: smallint('year').notNull(),
    quarter: smallint('quarter').notNull(),
    source: text('source').notNull(),
    value: doublePrecision('value'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('statement_value_revisions_key_idx').on(
      table.ticker,
      table.statement,
      table.periodType,
      table.year,
      table.quarter,
    ),
    index('statement_value_revisions_valid_to_idx').on(table.validTo),
  ],
);

export const macroValueRevisions = pgTable(
  'macro_value_revisions',
  {
    id: serial('id').primaryKey(),
    seriesId: integer('series_id').notNull(),
    period: date('period').notNull(),
    valueType: text('value_type').notNull(),
    value: doublePrecision('value').notNull(),
    releaseDate: date('release_date'),
    source: text('source').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('macro_value_revisions_key_idx').on(table.seriesId, table.valueType, table.period),
    index('macro_value_revisions_valid_to_idx').on(table.validTo),
  ],
);
