import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companies } from './market';
import { corporateEvents } from './ownership';

/**
 * The investor's own tools (issue 32): saved screener screens, watchlists, portfolios with their
 * transactions, alerts and the notifications they raise. Definitions and conditions are jsonb whose
 * shape the module's zod contract owns (src/common/contracts); the database keeps them as given.
 */

/** A saved screener screen: the criteria and the chosen columns; shared read-only by its token. */
export const screenerScreens = pgTable(
  'screener_screens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    shareToken: text('share_token').unique('screener_screens_share_token_uq'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('screener_screens_user_idx').on(table.userId, table.updatedAt)],
);

/**
 * Watchlists. `owner_key` is `user:<id>` for an account, else `devtoken:<hash of the device token
 * cookie>` (a guest's one list on the device), moved to the account at login as chart sections are;
 * the hourly purge removes a device's list once its token is idle or gone. `columns`: the ratio
 * keys chosen beside the price board's columns.
 */
export const watchlists = pgTable(
  'watchlists',
  {
    id: serial('id').primaryKey(),
    ownerKey: text('owner_key').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('watchlists_owner_idx').on(table.ownerKey, table.position)],
);

export const watchlistItems = pgTable(
  'watchlist_items',
  {
    watchlistId: integer('watchlist_id')
      .notNull()
      .references(() => watchlists.id, { onDelete: 'cascade' }),
    ticker: text('ticker')
      .notNull()
      .references(() => companies.ticker, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.watchlistId, table.ticker] }),
    index('watchlist_items_ticker_idx').on(table.ticker),
  ],
);

/**
 * Portfolios. Money is exact: numeric columns (read as strings, computed with decimals), never
 * floats. `fee_rate` and `sell_tax_rate` are the editable defaults a new trade starts from
 * (0.0015 = 0.15% broker fee; 0.001 = Vietnam's 0.1% tax on the value of a sale).
 */
export const portfolios = pgTable(
  'portfolios',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    feeRate: numeric('fee_rate', { precision: 9, scale: 6 }).notNull().default('0.0015'),
    sellTaxRate: numeric('sell_tax_rate', { precision: 9, scale: 6 }).notNull().default('0.001'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('portfolios_user_idx').on(table.userId, table.position)],
);

/**
 * One line of a portfolio's ledger. `kind`: buy, sell, cash_dividend, stock_dividend (bonus shares
 * included), deposit, withdrawal, fee, tax. `quantity` in shares; `price` VND per share; `amount`
 * VND of a cash line (deposit, withdrawal, cash dividend, a separate fee or tax); `fee` and `tax`
 * VND charged on a trade. `event_id` links a line suggested from the events calendar.
 */
export const portfolioTransactions = pgTable(
  'portfolio_transactions',
  {
    id: serial('id').primaryKey(),
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tradeDate: date('trade_date').notNull(),
    ticker: text('ticker'),
    quantity: bigint('quantity', { mode: 'number' }),
    price: numeric('price', { precision: 20, scale: 4 }),
    amount: numeric('amount', { precision: 24, scale: 4 }),
    fee: numeric('fee', { precision: 24, scale: 4 }).notNull().default('0'),
    tax: numeric('tax', { precision: 24, scale: 4 }).notNull().default('0'),
    note: text('note'),
    /** manual, csv, or event (suggested from corporate_events). */
    source: text('source').notNull().default('manual'),
    eventId: integer('event_id').references(() => corporateEvents.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('portfolio_transactions_portfolio_idx').on(table.portfolioId, table.tradeDate, table.id)],
);

/**
 * An alert: a condition on a ticker or on every ticker of a watchlist. `state` keeps, per ticker,
 * whether the condition held at the last evaluation and when it last fired, so each crossing fires
 * once and a cooldown holds repeats back.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ticker: text('ticker').references(() => companies.ticker, { onDelete: 'cascade' }),
    watchlistId: integer('watchlist_id').references(() => watchlists.id, { onDelete: 'cascade' }),
    condition: jsonb('condition').$type<Record<string, unknown>>().notNull(),
    notifyEmail: boolean('notify_email').notNull().default(true),
    cooldownMinutes: integer('cooldown_minutes').notNull().default(1440),
    active: boolean('active').notNull().default(true),
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    lastEvaluatedAt: timestamp('last_evaluated_at', { withTimezone: true }),
    lastFiredAt: timestamp('last_fired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('alerts_user_idx').on(table.userId),
    index('alerts_active_idx').on(table.active, table.ticker),
  ],
);

/**
 * What an account is told: an alert that fired (or any later kind). `dedupe_key` makes a firing
 * idempotent (a retried job writes it once). `emailed_at` is set when the e-mail left.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alertId: integer('alert_id').references(() => alerts.id, { onDelete: 'set null' }),
    ticker: text('ticker'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('notifications_dedupe_uq').on(table.userId, table.dedupeKey),
  ],
);

/** An account's notification settings; the token signs the unsubscribe link of its e-mails. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailAlerts: boolean('email_alerts').notNull().default(true),
  unsubscribeToken: text('unsubscribe_token').notNull().unique('notification_settings_token_uq'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
