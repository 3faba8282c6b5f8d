import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from './market';

/**
 * Market data from a live feed (SSI FastConnect Data first; docs/DATA.md "Market-data feed").
 * Money is VND, volumes are shares, prices VND per share, exactly as the feed sends them (its
 * strings parsed to numbers). `source` names the feed, `fetched_at` when the row last changed.
 */

/** One session of one stock (DailyStockPrice): raw and adjusted close, band, flows, room. */
export const stockSessions = pgTable(
  'stock_sessions',
  {
    ticker: text('ticker')
      .notNull()
      .references(() => companies.ticker, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    refPrice: doublePrecision('ref_price'),
    ceilingPrice: doublePrecision('ceiling_price'),
    floorPrice: doublePrecision('floor_price'),
    open: doublePrecision('open'),
    high: doublePrecision('high'),
    low: doublePrecision('low'),
    close: doublePrecision('close'),
    averagePrice: doublePrecision('average_price'),
    /** The feed's close adjusted for later corporate events (as of the day it was fetched). */
    closeAdjusted: doublePrecision('close_adjusted'),
    priceChange: doublePrecision('price_change'),
    /** Percent (2.3 = +2.3%). */
    pctChange: doublePrecision('pct_change'),
    matchVolume: bigint('match_volume', { mode: 'number' }),
    matchValue: doublePrecision('match_value'),
    dealVolume: bigint('deal_volume', { mode: 'number' }),
    dealValue: doublePrecision('deal_value'),
    totalVolume: bigint('total_volume', { mode: 'number' }),
    totalValue: doublePrecision('total_value'),
    foreignBuyVolume: bigint('foreign_buy_volume', { mode: 'number' }),
    foreignSellVolume: bigint('foreign_sell_volume', { mode: 'number' }),
    foreignBuyValue: doublePrecision('foreign_buy_value'),
    foreignSellValue: doublePrecision('foreign_sell_value'),
    /** Shares foreign investors may still buy. */
    foreignCurrentRoom: bigint('foreign_current_room', { mode: 'number' }),
    /** Proprietary (securities companies' own account) trading, VND, where a source publishes it. */
    propBuyValue: doublePrecision('prop_buy_value'),
    propSellValue: doublePrecision('prop_sell_value'),
    source: text('source').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.ticker, table.date] }),
    index('stock_sessions_date_idx').on(table.date),
  ],
);

/** One session of one index (DailyIndex): level and market breadth. */
export const indexSessions = pgTable(
  'index_sessions',
  {
    indexCode: text('index_code').notNull(),
    date: date('date').notNull(),
    value: doublePrecision('value').notNull(),
    change: doublePrecision('change'),
    /** Percent. */
    pctChange: doublePrecision('pct_change'),
    advances: integer('advances'),
    declines: integer('declines'),
    noChanges: integer('no_changes'),
    ceilings: integer('ceilings'),
    floors: integer('floors'),
    totalTrades: bigint('total_trades', { mode: 'number' }),
    matchVolume: bigint('match_volume', { mode: 'number' }),
    matchValue: doublePrecision('match_value'),
    dealVolume: bigint('deal_volume', { mode: 'number' }),
    dealValue: doublePrecision('deal_value'),
    totalVolume: bigint('total_volume', { mode: 'number' }),
    totalValue: doublePrecision('total_value'),
    source: text('source').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.indexCode, table.date] })],
);

/** Indices the feed lists (IndexList). */
export const marketIndices = pgTable('market_indices', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  exchange: text('exchange'),
  source: text('source').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Current members of each index (IndexComponents); replaced whole on each sync. */
export const indexComponents = pgTable(
  'index_components',
  {
    indexCode: text('index_code').notNull(),
    ticker: text('ticker').notNull(),
    source: text('source').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.indexCode, table.ticker] })],
);

/** Intraday bars (IntradayOhlc) of indices and stocks, kept for the current and recent sessions. */
export const intradayBars = pgTable(
  'intraday_bars',
  {
    symbol: text('symbol').notNull(),
    /** The bar's start, an instant (the feed's date and Vietnam time). */
    at: timestamp('at', { withTimezone: true }).notNull(),
    open: doublePrecision('open').notNull(),
    high: doublePrecision('high').notNull(),
    low: doublePrecision('low').notNull(),
    close: doublePrecision('close').notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull().default(0),
    value: doublePrecision('value'),
    source: text('source').notNull(),
  },
  (table) => [primaryKey({ columns: [table.symbol, table.at] })],
);

/**
 * The price board during a session: the latest snapshot per stock (DailyStockPrice of today),
 * refreshed every few minutes; the daily sync after the close writes the final session.
 */
export const priceBoard = pgTable('price_board', {
  ticker: text('ticker')
    .primaryKey()
    .references(() => companies.ticker, { onDelete: 'cascade' }),
  date: date('date').notNull(),
  refPrice: doublePrecision('ref_price'),
  ceilingPrice: doublePrecision('ceiling_price'),
  floorPrice: doublePrecision('floor_price'),
  open: doublePrecision('open'),
  high: doublePrecision('high'),
  low: doublePrecision('low'),
  close: doublePrecision('close'),
  pctChange: doublePrecision('pct_change'),
  totalVolume: bigint('total_volume', { mode: 'number' }),
  totalValue: doublePrecision('total_value'),
  foreignBuyVolume: bigint('foreign_buy_volume', { mode: 'number' }),
  foreignSellVolume: bigint('foreign_sell_volume', { mode: 'number' }),
  source: text('source').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A price adjustment found on an ex-date: the reference price differs from the previous close.
 * factor = reference / previous close; every earlier day's adj_ratio is multiplied by it
 * (docs/DATA.md "Price adjustments"), once: the row's key makes a re-run a no-op.
 */
export const priceAdjustments = pgTable(
  'price_adjustments',
  {
    ticker: text('ticker')
      .notNull()
      .references(() => companies.ticker, { onDelete: 'cascade' }),
    exDate: date('ex_date').notNull(),
    previousClose: doublePrecision('previous_close').notNull(),
    refPrice: doublePrecision('ref_price').notNull(),
    factor: doublePrecision('factor').notNull(),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.ticker, table.exDate] })],
);

/** Days the exchanges do not trade although they are weekdays (data, not code). */
export const marketHolidays = pgTable('market_holidays', {
  date: date('date').primaryKey(),
  nameVi: text('name_vi').notNull(),
  source: text('source').notNull(),
});

export type FeedRunKind = 'daily' | 'intraday' | 'backfill' | 'securities';
export type FeedRunStatus = 'running' | 'succeeded' | 'failed';

/** One run of a feed job: what it asked, wrote and refused, and why it failed. */
export const feedRuns = pgTable(
  'feed_runs',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    kind: text('kind').$type<FeedRunKind>().notNull(),
    fromDate: date('from_date'),
    toDate: date('to_date'),
    status: text('status').$type<FeedRunStatus>().notNull(),
    daysWritten: integer('days_written').notNull().default(0),
    rowsWritten: integer('rows_written').notNull().default(0),
    rowsRejected: integer('rows_rejected').notNull().default(0),
    rejections: jsonb('rejections').$type<{ key: string; reason: string }[]>().notNull().default([]),
    requests: integer('requests').notNull().default(0),
    error: text('error'),
    /** Who asked: 'schedule', 'admin:<user id>', 'cli'. */
    trigger: text('trigger').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('feed_runs_source_idx').on(table.source, table.startedAt)],
);

/** Trading days a feed has written whole (the daily sync's unit of work). */
export const feedDays = pgTable(
  'feed_days',
  {
    source: text('source').notNull(),
    date: date('date').notNull(),
    stocks: integer('stocks').notNull(),
    indices: integer('indices').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.source, table.date] })],
);
