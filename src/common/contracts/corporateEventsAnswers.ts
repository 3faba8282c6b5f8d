import { z } from 'zod';
import { EXCHANGES } from '../constants/market';
import { PRICE_MOVING_KINDS } from '../market/dividends';
import { CORPORATE_EVENT_KINDS } from '../market/events';
import type {
  CompanyEventsResponse,
  CorporateEventItem,
  DividendHistoryResponse,
  MarketEventsResponse,
  PayoutYear,
  PriceAdjustmentInfo,
} from './corporateEvents';

/**
 * The answers of the events routes as zod schemas, for the browser's check of what it receives
 * (src/application/baseQuery.ts `validate`, loaded on first use). Each is tied to its interface in
 * corporateEvents.ts, so the two cannot drift apart.
 */

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const nullableNumber = z.number().nullable();

export const corporateEventItem = z.object({
  id: z.number(),
  ticker: z.string(),
  companyName: z.string(),
  exchange: z.enum(EXCHANGES).nullable(),
  kind: z.enum(CORPORATE_EVENT_KINDS),
  eventDate: date,
  title: z.string(),
  exDate: date.nullable(),
  recordDate: date.nullable(),
  paymentDate: date.nullable(),
  endDate: date.nullable(),
  cashPerShare: nullableNumber,
  ratio: nullableNumber,
  ratioText: z.string().nullable(),
  pricePerShare: nullableNumber,
  shares: nullableNumber,
  fiscalYear: nullableNumber,
  note: z.string().nullable(),
  source: z.string(),
}) satisfies z.ZodType<CorporateEventItem>;

export const marketEventsResponse = z.object({
  from: date,
  to: date,
  items: z.array(corporateEventItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
}) satisfies z.ZodType<MarketEventsResponse>;

export const companyEventsResponse = z.object({
  ticker: z.string(),
  today: date,
  upcoming: z.array(corporateEventItem),
  past: z.array(corporateEventItem),
}) satisfies z.ZodType<CompanyEventsResponse>;

const priceAdjustmentInfo = z.object({
  from: z.enum(['price_adjustments', 'computed']),
  previousClose: z.number(),
  previousDate: date.nullable(),
  refPrice: z.number(),
  factor: z.number(),
  formula: z.string(),
  working: z.string().nullable(),
  rounded: z.boolean(),
}) satisfies z.ZodType<PriceAdjustmentInfo>;

const payoutYear = z.object({
  fiscalYear: z.number(),
  cashPerShare: z.number(),
  dividendsPerShare: z.number(),
  eps: nullableNumber,
  netProfitParent: nullableNumber,
  payoutRatio: nullableNumber,
  reason: z.string().nullable(),
}) satisfies z.ZodType<PayoutYear>;

export const dividendHistoryResponse = z.object({
  ticker: z.string(),
  exchange: z.enum(EXCHANGES).nullable(),
  entitlements: z.array(
    z.object({
      ticker: z.string(),
      kind: z.enum(PRICE_MOVING_KINDS),
      exDate: date,
      title: z.string().nullable(),
      recordDate: date.nullable(),
      paymentDate: date.nullable(),
      fiscalYear: nullableNumber,
      cashPerShare: nullableNumber,
      ratio: nullableNumber,
      ratioText: z.string().nullable(),
      pricePerShare: nullableNumber,
      yieldAtExDate: nullableNumber,
      yieldReason: z.string().nullable(),
      payoutRatio: nullableNumber,
      payoutReason: z.string().nullable(),
      adjustment: priceAdjustmentInfo.nullable(),
      adjustmentReason: z.string().nullable(),
    }),
  ),
  years: z.array(payoutYear),
}) satisfies z.ZodType<DividendHistoryResponse>;
