import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MacroFrequency } from '@/common/constants/market';

/**
 * The macro menu tree served by /api/macro/menu-macro: groups (VN's ten, US, China, commodities) and
 * their indicators. `factTable` keeps the spec's table names (macro_vn_gdp_nominal ...) as keys.
 */
export const macroMenuItems = pgTable(
  'macro_menu_items',
  {
    id: serial('id').primaryKey(),
    /** Stable key: the spec's key codes (GDP_NONIMAL, CPI ...) or a group code (VN_GDP ...). */
    code: text('code').notNull(),
    /** Region or family: VN, US, CN, COMMODITY; decides the permission (MACRO_VN_*, ...). */
    groupCode: text('group_code').notNull(),
    parentId: integer('parent_id'),
    level: smallint('level').notNull(),
    position: integer('position').notNull(),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull().default(''),
    icon: text('icon'),
    haveChild: boolean('have_child').notNull().default(false),
    dimTable: text('dim_table'),
    factTable: text('fact_table'),
    frequency: text('frequency').$type<MacroFrequency>(),
    /** Value types the indicator offers: value, yoy, qoq, mom, yoy_avg. */
    valueTypes: jsonb('value_types').$type<string[]>().notNull().default([]),
    isAutoCalculated: boolean('is_auto_calculated').notNull().default(true),
    /** Free of charge (MACRO_*_FREE) or paid (MACRO_*_ALL). */
    isFree: boolean('is_free').notNull().default(false),
  },
  (table) => [
    uniqueIndex('macro_menu_items_code_uq').on(table.code),
    index('macro_menu_items_parent_idx').on(table.parentId, table.position),
  ],
);

/** One time series under a menu indicator (e.g. CPI: total, food, housing ...). */
export const macroSeries = pgTable(
  'macro_series',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => macroMenuItems.id, { onDelete: 'cascade' }),
    parentSeriesId: integer('parent_series_id'),
    position: integer('position').notNull().default(0),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull().default(''),
    /** As shown: "%", "điểm", "tỷ đồng", "triệu USD", "nghìn tấn", "lượt người" ... */
    unit: text('unit').notNull(),
    frequency: text('frequency').$type<MacroFrequency>().notNull(),
    source: text('source').notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
    /**
     * The listed company a line of industry data is about (HPG's steel sales, VJC's passengers), so
     * the industry screens can compare companies and link to their pages; null for market totals.
     */
    ticker: text('ticker'),
  },
  (table) => [
    uniqueIndex('macro_series_code_uq').on(table.code),
    index('macro_series_menu_idx').on(table.menuItemId, table.position),
  ],
);

/**
 * Observations. `period` is the last day of the month, quarter or year observed. `valueType` says
 * what the number is: the level (value), the year-to-date level (ytd), or a change the source
 * published in percent (yoy, mom, qoq, ytd_yoy, yoy_avg). Changes a source did not publish are
 * computed by the macro service.
 */
export const macroValues = pgTable(
  'macro_values',
  {
    seriesId: integer('series_id')
      .notNull()
      .references(() => macroSeries.id, { onDelete: 'cascade' }),
    period: date('period').notNull(),
    valueType: text('value_type').notNull().default('value'),
    value: doublePrecision('value').notNull(),
    releaseDate: date('release_date'),
    source: text('source').notNull(),
    /** When the value was written or last changed; its earlier versions are in macro_value_revisions. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.seriesId, table.valueType, table.period] })],
);
