import { z } from 'zod';
import { COMPANY_TYPES, EXCHANGES } from '../constants/market';
import { MAX_SAVED_METRICS } from '../finance/ratios';
import { PRICE_BASES, type Valuation } from '../finance/valuation';
import { tickerSchema } from './common';
import { tickerFromWire } from './wireNames';
import { accessNotice, financePeriod } from './finance';

/** Ratios are computed over years or quarters (months have no balance sheet). */
export const RATIO_PERIOD_TYPES = ['year', 'quarter'] as const;
export type RatioPeriodType = (typeof RATIO_PERIOD_TYPES)[number];

export const METRIC_KINDS = ['numeral', 'same_industry'] as const;
export type MetricKind = (typeof METRIC_KINDS)[number];

const metricCode = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]{1,40}$/, 'Mã chỉ số không hợp lệ');

/** `metrics=PE,PB` or `metrics=PE&metrics=PB` in a query string. */
const metricList = z.preprocess((raw) => {
  const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((item) =>
    typeof item === 'string' ? item.split(',') : [],
  );
  const cleaned = parts.map((part) => part.trim()).filter((part) => part.length > 0);
  return raw === undefined || cleaned.length === 0 ? undefined : cleaned;
}, z.array(metricCode).max(MAX_SAVED_METRICS).optional());

/**
 * What the price-based figures of a period stand on (src/common/finance/valuation.ts): the close
 * used and its day, the close and shares on today's basis, market value, or why they are missing.
 */
export const valuationSchema = z.object({
  priceDate: z.string().nullable(),
  /** As stored: VND as traded (basis raw) or as the source adjusted it (basis adjusted). */
  close: z.number().nullable(),
  basis: z.enum(PRICE_BASES).nullable(),
  /** VND per share of today's basis: P/E = price / EPS. */
  price: z.number().nullable(),
  /** Shares at the period end on today's basis. */
  shares: z.number().nullable(),
  /** VND. */
  marketCap: z.number().nullable(),
  /** Vietnamese; null when nothing is missing. */
  reason: z.string().nullable(),
}) satisfies z.ZodType<Valuation>;
export type ValuationInfo = z.infer<typeof valuationSchema>;

/**
 * The multi-year averages of the yearly view (src/common/finance/multiYearAverage.ts): per span, the
 * fiscal years averaged and per ratio code the mean (the ratio's unit, as `values`) or null with the
 * Vietnamese reason (a missing year, or years the plan hides).
 */
export const ratioAveragesSchema = z.object({
  span: z.union([z.literal(3), z.literal(5)]),
  fromYear: z.number().int(),
  toYear: z.number().int(),
  values: z.record(z.string(), z.number().nullable()),
  reasons: z.record(z.string(), z.string()),
});
export type RatioAverages = z.infer<typeof ratioAveragesSchema>;

/** GET /api/enterprise/numeral-data: every ratio of the company's type over the newest `limit` periods. */
export const ratiosDataQuery = z
  .object({
    ticket: tickerSchema,
    period: z.enum(RATIO_PERIOD_TYPES).default('quarter'),
    limit: z.coerce.number().int().min(1).max(200).default(20),
  })
  .transform(tickerFromWire);
export type RatiosDataQuery = z.infer<typeof ratiosDataQuery>;

export const ratiosDataResponse = z.object({
  ticker: z.string(),
  companyType: z.enum(COMPANY_TYPES),
  periodType: z.enum(RATIO_PERIOD_TYPES),
  /** Oldest first. */
  periods: z.array(financePeriod),
  /** The codes computed (the catalogue's ratios for the company type), catalogue order. */
  metrics: z.array(z.string()),
  /** Aligned with `periods`; percent ratios as fractions (0.152 = 15.2 %), per-share values in VND. */
  values: z.record(z.string(), z.array(z.number().nullable())),
  /**
   * The close the price-based ratios used, on today's share basis (as EPS and BVPS), aligned with
   * `periods`; null when no close lies in the period's last 14 days.
   */
  prices: z.array(z.number().nullable()),
  /** Aligned with `periods`: the close's day, basis, shares, market value, or why missing. */
  valuations: z.array(valuationSchema).optional(),
  /**
   * Ratio code -> Vietnamese reason, for ratios the sources cannot give for some or all periods (a
   * bank's CASA, NPL ratio, loan-loss coverage: docs/DATA.md "Bank footnotes").
   */
  reasons: z.record(z.string(), z.string()).optional(),
  /** Yearly answers only: the 3- and 5-year averages at the newest period shown. */
  averages: z.array(ratioAveragesSchema).optional(),
  /** Vietnamese: why there is no period at all (set only when `periods` is empty). */
  emptyReason: z.string().optional(),
  /** Set when the caller's plan limits the periods (only the newest ones are answered). */
  access: accessNotice.optional(),
});
export type RatiosDataResponse = z.infer<typeof ratiosDataResponse>;

/** GET /api/enterprise/{numeral,same-industry}-metric: by the ticker's company type, or the type itself. */
export const metricSetQuery = z
  .object({
    ticket: tickerSchema.optional(),
    companyType: z.enum(COMPANY_TYPES).optional(),
  })
  .refine((query) => query.ticket !== undefined || query.companyType !== undefined, {
    message: 'Cần mã chứng khoán (ticket) hoặc loại hình doanh nghiệp (companyType)',
  })
  .transform(tickerFromWire);
export type MetricSetQuery = z.infer<typeof metricSetQuery>;

/** POST /api/enterprise/{numeral,same-industry}-metric */
export const metricSetBody = z
  .object({
    ticket: tickerSchema.optional(),
    companyType: z.enum(COMPANY_TYPES).optional(),
    metrics: z
      .array(metricCode)
      .min(1, 'Chọn ít nhất một chỉ số')
      .max(MAX_SAVED_METRICS, `Chọn tối đa ${MAX_SAVED_METRICS} chỉ số`),
  })
  .refine((body) => body.ticket !== undefined || body.companyType !== undefined, {
    message: 'Cần mã chứng khoán (ticket) hoặc loại hình doanh nghiệp (companyType)',
  })
  .transform(tickerFromWire);
export type MetricSetBody = z.infer<typeof metricSetBody>;

export const metricSetResponse = z.object({
  kind: z.enum(METRIC_KINDS),
  companyType: z.enum(COMPANY_TYPES),
  metrics: z.array(z.string()),
  /** True when nothing is saved and this is the company type's default set. */
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type MetricSetResponse = z.infer<typeof metricSetResponse>;

/**
 * GET /api/enterprise/same-industry-data: the company and its peers (same ICB level 4, else level
 * 3, same company type) for one period: the latest period ending on or before `date` (default: the
 * company's latest). Without `metrics`, the saved (or default) same-industry set.
 */
export const sameIndustryQuery = z
  .object({
    ticket: tickerSchema,
    metrics: metricList,
    period: z.enum(RATIO_PERIOD_TYPES).default('quarter'),
    date: z.iso.date().optional(),
  })
  .transform(tickerFromWire);
export type SameIndustryQuery = z.infer<typeof sameIndustryQuery>;

const metricNumbers = z.record(z.string(), z.number().nullable());

export const sameIndustryRow = z.object({
  ticker: z.string(),
  nameVi: z.string(),
  shortName: z.string(),
  exchange: z.enum(EXCHANGES).nullable(),
  isCurrent: z.boolean(),
  values: metricNumbers,
  /** 1 = best (direction per ratio); equal values share a rank; null without a value. */
  ranks: metricNumbers,
  /** The close the company's price-based ratios used (or why none), at the compared period. */
  valuation: valuationSchema.optional(),
});
export type SameIndustryRow = z.infer<typeof sameIndustryRow>;

export const sameIndustryResponse = z.object({
  ticker: z.string(),
  companyType: z.enum(COMPANY_TYPES),
  /**
   * The peer group's ICB industry. `widenedFrom`: the company's own industry (and how many companies
   * of its type it holds) when that had too few and the group was widened to this level.
   */
  industry: z
    .object({
      icbCode: z.string(),
      level: z.number(),
      nameVi: z.string(),
      widenedFrom: z
        .object({ icbCode: z.string(), level: z.number(), nameVi: z.string(), count: z.number() })
        .optional(),
    })
    .nullable(),
  /** Null when the company has no statements of this period type. */
  period: financePeriod.nullable(),
  metrics: z.array(z.string()),
  /** Ordered by the rank of the first metric (rows without a value last). */
  rows: z.array(sameIndustryRow),
  median: metricNumbers,
  average: metricNumbers,
  /** How many companies have a value, per metric. */
  counts: z.record(z.string(), z.number()),
});
export type SameIndustryResponse = z.infer<typeof sameIndustryResponse>;
