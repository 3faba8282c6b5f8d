import { z } from 'zod';
import { EXCHANGES, type Exchange } from '../constants/market';
import { CORPORATE_EVENT_KINDS, type CorporateEventKind } from '../market/events';
import type { EntitlementKind } from '../market/dividends';
import { tickerSchema } from './common';
import { tickerFromWire } from './wireNames';

/**
 * The corporate events calendar, a company's events and its dividend history (issue 31). Public
 * data: no plan needed (docs/ACCESS.md). Answers travel in the hashCode envelope like every data
 * route. Dates are YYYY-MM-DD.
 */

/** The calendar answers at most this many days between `from` and `to`. */
export const MAX_CALENDAR_DAYS = 732;

const isoDate = z.iso.date('Ngày phải có dạng YYYY-MM-DD');
const page = z.coerce.number().int().min(1, 'Trang bắt đầu từ 1').max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100, 'Tối đa 100 dòng một trang').default(20);

/** "cash_dividend,agm" (or the key repeated) -> the list; an unknown kind is a 400. */
const kindList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .pipe(
    z.array(
      z.enum(CORPORATE_EVENT_KINDS, {
        error: `Loại sự kiện không hợp lệ (cần một trong: ${CORPORATE_EVENT_KINDS.join(', ')})`,
      }),
    ),
  );

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

// ---- GET /api/market/events?from=&to=&kinds=&exchange=&ticket=&page=&pageSize=

export const marketEventsQuery = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    kinds: kindList.optional(),
    exchange: z.enum(EXCHANGES, { error: 'Sàn không hợp lệ (cần HOSE, HNX hoặc UPCOM)' }).optional(),
    ticket: tickerSchema.optional(),
    page,
    pageSize,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'Ngày bắt đầu (from) phải trước hoặc bằng ngày kết thúc (to).',
    path: ['from'],
  })
  .refine((query) => !query.from || !query.to || daysBetween(query.from, query.to) <= MAX_CALENDAR_DAYS, {
    message: `Khoảng ngày dài nhất là ${String(MAX_CALENDAR_DAYS)} ngày.`,
    path: ['to'],
  })
  .transform(tickerFromWire);
export type MarketEventsQuery = z.infer<typeof marketEventsQuery>;

// ---- GET /api/enterprise/events?ticket=, GET /api/enterprise/dividends?ticket=

export const companyEventsQuery = z.object({ ticket: tickerSchema }).transform(tickerFromWire);
export type CompanyEventsQuery = z.infer<typeof companyEventsQuery>;

/** One event of the calendar. */
export interface CorporateEventItem {
  id: number;
  ticker: string;
  /** The company's short name (or its name). */
  companyName: string;
  exchange: Exchange | null;
  kind: CorporateEventKind;
  /** The day the calendar files it under (ex-date of an entitlement, meeting day, first day). */
  eventDate: string;
  title: string;
  exDate: string | null;
  recordDate: string | null;
  paymentDate: string | null;
  endDate: string | null;
  /** VND per share of a cash dividend. */
  cashPerShare: number | null;
  /** New shares per old share after the event (1.2); `ratioText` says it as "100:20". */
  ratio: number | null;
  ratioText: string | null;
  /** Rights issues: the subscription price, VND. */
  pricePerShare: number | null;
  /** Shares listed or issued. */
  shares: number | null;
  fiscalYear: number | null;
  note: string | null;
  source: string;
}

export interface MarketEventsResponse {
  from: string;
  to: string;
  items: CorporateEventItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface CompanyEventsResponse {
  ticker: string;
  /** The Vietnam date the split between upcoming and past was made at. */
  today: string;
  /** Events on or after today, soonest first. */
  upcoming: CorporateEventItem[];
  /** Events before today, newest first. */
  past: CorporateEventItem[];
}

/** How an ex-date adjusted the price series. */
export interface PriceAdjustmentInfo {
  /** price_adjustments: the row the feed or the demo stored; computed: from the formula here. */
  from: 'price_adjustments' | 'computed';
  /** P_prev (the previous session's close; UPCOM: its rounded average) and its day. */
  previousClose: number;
  previousDate: string | null;
  /** P_ref as published (stored) or computed (the exact formula rounded to the exchange's tick). */
  refPrice: number;
  /** P_ref / P_prev: earlier prices × factor form the adjusted series. */
  factor: number;
  /** "P_ref = P_prev − D" ... */
  formula: string;
  /** The formula with the day's figures ("P_ref = 30,000 − 1,500 = 28,500"); null when not computable. */
  working: string | null;
  /** Whether P_ref differs from the exact formula (rounded to the tick). */
  rounded: boolean;
}

/** One entitlement of the dividend history. */
export interface DividendEntitlement {
  ticker: string;
  kind: EntitlementKind;
  exDate: string;
  title: string | null;
  recordDate: string | null;
  paymentDate: string | null;
  fiscalYear: number | null;
  cashPerShare: number | null;
  ratio: number | null;
  ratioText: string | null;
  pricePerShare: number | null;
  /** Cash dividends: cash per share / P_prev (fraction). */
  yieldAtExDate: number | null;
  /** Why the yield is missing (a cash dividend without a previous close). */
  yieldReason: string | null;
  /** The payout ratio of `fiscalYear` (all its cash dividends), fraction. */
  payoutRatio: number | null;
  payoutReason: string | null;
  adjustment: PriceAdjustmentInfo | null;
  adjustmentReason: string | null;
}

/** A fiscal year's cash dividends against its profit. */
export interface PayoutYear {
  fiscalYear: number;
  /** Cash per share as paid (the sum of the year's dividends, VND). */
  cashPerShare: number;
  /** The same on today's share basis, and EPS on it. */
  dividendsPerShare: number;
  eps: number | null;
  /** Net profit after tax attributable to the parent, VND. */
  netProfitParent: number | null;
  payoutRatio: number | null;
  reason: string | null;
}

export interface DividendHistoryResponse {
  ticker: string;
  exchange: Exchange | null;
  /** Newest first. */
  entitlements: DividendEntitlement[];
  /** Newest first. */
  years: PayoutYear[];
}
