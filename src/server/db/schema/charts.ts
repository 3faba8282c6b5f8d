import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ChartConfig } from '@/common/contracts/charts';

/**
 * Chart sections of the analysis screens (issue 7). `owner_key` is `user:<id>` for a signed-in
 * caller, else `device:<deviceId cookie>`; a device's sections move to the user at login. `config`
 * holds the normalized chart list; `version` grows on every update (optimistic concurrency);
 * `share_token` is set while the section is shared read-only. `is_template` (issue 33): the section is
 * the owner's template for every ticker (listed on each ticker's page, figures of that ticker); its
 * `symbol` is then the ticker it was made on or last shared from (what its share link opens).
 */
export const chartSections = pgTable(
  'chart_sections',
  {
    id: serial('id').primaryKey(),
    ownerKey: text('owner_key').notNull(),
    symbol: text('symbol').notNull(),
    sectionName: text('section_name').notNull(),
    isAutoAxis: boolean('is_auto_axis').notNull().default(true),
    isTemplate: boolean('is_template').notNull().default(false),
    config: jsonb('config').$type<ChartConfig[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    version: integer('version').notNull().default(1),
    shareToken: text('share_token').unique('chart_sections_share_token_uq'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chart_sections_owner_symbol_idx').on(table.ownerKey, table.symbol, table.position)],
);
