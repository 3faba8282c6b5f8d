import {
  date,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  CorporateEventKind,
  HolderKind,
  InsiderAction,
  InsiderRelation,
  InsiderStatus,
} from '@/common/market/events';
import { companies } from './market';

/**
 * The corporate events calendar (issue 31): dividends, bonus and rights issues, meetings, listings,
 * additional listings, suspensions. `event_date` is the date the calendar files it under (the
 * ex-date of an entitlement, the meeting day, the first day of a listing or suspension). Entitlements
 * that move the price are also corporate_actions (the valuation basis and the price adjustments).
 */
export const corporateEvents = pgTable(
  'corporate_events',
  {
    id: serial('id').primaryKey(),
    ticker: text('ticker')
      .notNull()
      .references(() => companies.ticker, { onDelete: 'cascade' }),
    kind: text('kind').$type<CorporateEventKind>().notNull(),
    eventDate: date('event_date').notNull(),
    /** Vietnamese title as published ("Trả cổ tức bằng tiền năm 2024, 1.500 đồng/cp"). */
    title: text('title').notNull(),
    announcedOn: date('announced_on'),
    /** Ex-right date (ngày giao dịch không hưởng quyền). */
    exDate: date('ex_date'),
    /** Record date (ngày đăng ký cuối cùng). */
    recordDate: date('record_date'),
    /** Payment or issue date (ngày thanh toán / ngày phát hành). */
    paymentDate: date('payment_date'),
    /** Last day of a suspension or of a subscription period. */
    endDate: date('end_date'),
    /** VND per share of a cash dividend. */
    cashPerShare: doublePrecision('cash_per_share'),
    /** New shares per old share after the event (1.2 = 100:20). */
    ratio: doublePrecision('ratio'),
    /** Subscription price of a rights issue, VND per share. */
    pricePerShare: doublePrecision('price_per_share'),
    /** Shares of an (additional) listing or issue. */
    shares: doublePrecision('shares'),
    /** The fiscal year a dividend is paid for. */
    fiscalYear: smallint('fiscal_year'),
    note: text('note'),
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('corporate_events_uq').on(table.ticker, table.kind, table.eventDate, table.source),
    index('corporate_events_date_idx').on(table.eventDate),
  ],
);

/** Shareholder structure by kind of holder on a date (state, foreign, insiders, others). */
export const ownershipStructure = pgTable(
  'ownership_structure',
  {
    ticker: text('ticker')
      .notNull()
      .references(() => companies.ticker, { onDelete: 'cascade' }),
    asOf: date('as_of').notNull(),
    holderKind: text('holder_kind').$type<HolderKind>().notNull(),
    shares: doublePrecision('shares'),
    /** Percent of shares outstanding, as published (0-100). */
    pct: doublePrecision('pct'),
    source: text('source').notNull(),
  },
  (table) => [primaryKey({ columns: [table.ticker, table.asOf, table.holderKind, table.source] })],
);

/** Major shareholders (5% or more, and insiders) and their stakes over time. */
export const majorShareholders = pgTable(
  'major_shareholders',
  {
    ticker: text('ticker')
      .notNull()
      .references(() => companies.ticker, { onDelete: 'cascade' }),
    holderName: text('holder_name').notNull(),
    holderKind: text('holder_kind').$type<HolderKind>().notNull(),
    asOf: date('as_of').notNull(),
    shares: doublePrecision('shares'),
    /** Percent of shares outstanding, as published (0-100). */
    pct: doublePrecision('pct'),
    source: text('source').notNull(),
  },
  (table) => [primaryKey({ columns: [table.ticker, table.holderName, table.asOf, table.source] })],
);

/**
 * Insider and related-party deals: what was registered (volume, window) and what was done, with
 * the holding before and after. Executed fields stay null until the result is reported.
 */
export const insiderTransactions = pgTable(
  'insider_transactions',
  {
    id: serial('id').primaryKey(),
    ticker: text('ticker')
      .notNull()
      .references(() => companies.ticker, { onDelete: 'cascade' }),
    personName: text('person_name').notNull(),
    /** Position or relation as published ("Thành viên HĐQT", "Vợ ông ... - Chủ tịch HĐQT"). */
    position: text('position'),
    relation: text('relation').$type<InsiderRelation>().notNull(),
    action: text('action').$type<InsiderAction>().notNull(),
    registeredShares: doublePrecision('registered_shares'),
    registeredFrom: date('registered_from').notNull(),
    registeredTo: date('registered_to'),
    executedShares: doublePrecision('executed_shares'),
    executedOn: date('executed_on'),
    sharesBefore: doublePrecision('shares_before'),
    sharesAfter: doublePrecision('shares_after'),
    status: text('status').$type<InsiderStatus>().notNull(),
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('insider_transactions_uq').on(
      table.ticker,
      table.personName,
      table.action,
      table.registeredFrom,
      table.source,
    ),
    index('insider_transactions_date_idx').on(table.registeredFrom),
  ],
);
