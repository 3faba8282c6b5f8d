import { z } from 'zod';
import { DERIVED_BASE_STATEMENTS, FINANCE_TYPES, GROWTH_MODES, PERIOD_TYPES } from '../constants/finance';
import { COMPANY_TYPES, STATEMENT_TYPES } from '../constants/market';
import type { FinancePeriod } from '../finance/periods';
import { QUALITY_CHECK_KINDS } from '../finance/quality';
import { PLANS } from '../constants/plans';
import { asOfSchema } from './asOf';
import { tickerSchema, yearSchema } from './common';
import { tickerFromWire } from './wireNames';

/**
 * Set on a data answer the caller's plan clamps (docs/ACCESS.md): what was cut, in the user's words,
 * and the plan that shows everything. Absent on a full answer.
 */
export const accessNotice = z.object({
  level: z.enum(['full', 'limited']),
  requiredPlan: z.enum(PLANS).nullable(),
  message: z.string(),
  /** The most periods this caller may see for the period type asked. */
  maxPeriods: z.number().optional(),
});
export type AccessNotice = z.infer<typeof accessNotice>;

export { DERIVED_BASE_STATEMENTS };

/**
 * GET /api/enterprise/v2/finance-data: one statement (or derived view) of one ticker over a range.
 * `start`/`end` are years (inclusive); `limit` keeps only the newest N periods. For ANNUALIZE and
 * TRAILING, `statement` picks the base statement (default INCOME_STATEMENT). `growth` turns the
 * values into YoY or QoQ changes (ratios) of the chosen table or view. `asOf` (YYYY-MM-DD) answers
 * with the figures as published at the end of that day (everything computed follows them).
 */
export const financeDataQuery = z
  .object({
    ticket: tickerSchema,
    tableName: z.enum(FINANCE_TYPES),
    period: z.enum(PERIOD_TYPES).default('quarter'),
    start: yearSchema.optional(),
    end: yearSchema.optional(),
    limit: z.coerce.number().int().min(1).max(200).optional(),
    statement: z.enum(DERIVED_BASE_STATEMENTS).optional(),
    growth: z.enum(GROWTH_MODES).optional(),
    /** The figures as published at the end of that day, Vietnam time (docs/DATA.md "Revisions and asOf"). */
    asOf: asOfSchema.optional(),
  })
  .transform(tickerFromWire);
export type FinanceDataQuery = z.infer<typeof financeDataQuery>;

export const financeLabel = z.object({
  code: z.string(),
  nameVi: z.string(),
  nameEn: z.string(),
  level: z.number(),
  parentCode: z.string().nullable(),
  isTotal: z.boolean(),
  isFlow: z.boolean(),
});
export type FinanceLabel = z.infer<typeof financeLabel>;

/** The fields are described on FinancePeriod (src/common/finance/periods.ts, which builds them). */
export const financePeriod = z.object({
  key: z.string(),
  periodType: z.enum(PERIOD_TYPES),
  year: z.number(),
  quarter: z.number(),
  label: z.string(),
  endDate: z.string(),
}) satisfies z.ZodType<FinancePeriod>;
export type { FinancePeriod };

/**
 * A published figure that breaks one of its source's own identities (docs/DATA.md "Quality
 * marks"): the figure in `values` stays as published; the mark says what the identity gives.
 */
export const qualityMark = z.object({
  periodKey: z.string(),
  itemCode: z.string(),
  kind: z.enum(QUALITY_CHECK_KINDS),
  /** VND, what the identity gives. */
  expected: z.number(),
  /** VND, what the source published (the figure in `values`). */
  published: z.number(),
  /** published - expected, VND. */
  difference: z.number(),
  /** Vietnamese, for the cell's tooltip. */
  message: z.string(),
});
export type QualityMarkDto = z.infer<typeof qualityMark>;

export const financeDataResponse = z.object({
  ticker: z.string(),
  companyType: z.enum(COMPANY_TYPES),
  tableName: z.enum(FINANCE_TYPES),
  /** The statement the values come from (for ANNUALIZE/TRAILING, the base statement). */
  statement: z.enum(STATEMENT_TYPES),
  periodType: z.enum(PERIOD_TYPES),
  labels: z.array(financeLabel),
  /** Oldest first. */
  periods: z.array(financePeriod),
  /** VND as stored (exact); aligned with `periods`; null where the figure is missing. */
  values: z.record(z.string(), z.array(z.number().nullable())),
  /** Periods of a derived view that cannot be computed, with the reason in Vietnamese. */
  unavailable: z.record(z.string(), z.string()),
  /** Set when `values` are growth ratios (0.125 = +12.5 %) rather than VND. */
  growth: z.enum(GROWTH_MODES).optional(),
  /** The period types the statement of this company has figures in (the period choice offers these). */
  periodTypes: z.array(z.enum(PERIOD_TYPES)).optional(),
  /** Set when the caller's plan limits the periods (only the newest ones are answered). */
  access: accessNotice.optional(),
  /** Published figures of the shown periods that break their source's identities (statements only). */
  quality: z.array(qualityMark).optional(),
  /**
   * The source each shown period's figures come from, by period key (docs/DATA.md "Sources of a
   * statement"): 'fiintrade', 'vnstock-vci', 'vnstock-kbs', 'demo', or 'derived-quarters' for a year
   * added up from its four quarters. Derived views: the source of the period itself.
   */
  sources: z.record(z.string(), z.string()).optional(),
  /** Vietnamese: why there is no period at all (set only when `periods` is empty). */
  emptyReason: z.string().optional(),
  /** The asOf day asked: the figures are those published by the end of it (no quality marks then). */
  asOf: z.string().optional(),
});
export type FinanceDataResponse = z.infer<typeof financeDataResponse>;

/** GET /api/enterprise/v2/finance-ticket-data: one period (by its end date) of one statement. */
export const financeTickerDataQuery = z
  .object({
    ticket: tickerSchema,
    tableName: z.enum(FINANCE_TYPES),
    period: z.enum(PERIOD_TYPES).default('quarter'),
    date: z.iso.date(),
    statement: z.enum(DERIVED_BASE_STATEMENTS).optional(),
  })
  .transform(tickerFromWire);
export type FinanceTickerDataQuery = z.infer<typeof financeTickerDataQuery>;

/** GET /api/enterprise/v2/finance-data-range: the periods a ticker has for a statement. */
export const financeDataRangeQuery = z
  .object({
    ticket: tickerSchema,
    tableName: z.enum(FINANCE_TYPES),
    period: z.enum(PERIOD_TYPES).default('quarter'),
    statement: z.enum(DERIVED_BASE_STATEMENTS).optional(),
  })
  .transform(tickerFromWire);
export type FinanceDataRangeQuery = z.infer<typeof financeDataRangeQuery>;
export const financeDataRangeResponse = z.object({
  first: financePeriod.nullable(),
  last: financePeriod.nullable(),
  count: z.number(),
  /** Set when the caller's plan limits the periods: first, last and count are of what it may see. */
  access: accessNotice.optional(),
});
export type FinanceDataRangeResponse = z.infer<typeof financeDataRangeResponse>;

/** GET /api/enterprise/finance-label: the template of a ticker's company type (or a company type). */
export const financeLabelQuery = z
  .object({
    tableName: z.enum(FINANCE_TYPES),
    ticket: tickerSchema.optional(),
    companyType: z.enum(COMPANY_TYPES).optional(),
    statement: z.enum(DERIVED_BASE_STATEMENTS).optional(),
  })
  .refine((query) => query.ticket !== undefined || query.companyType !== undefined, {
    message: 'Cần mã chứng khoán (ticket) hoặc loại hình doanh nghiệp (companyType)',
  })
  .transform(tickerFromWire);
export type FinanceLabelQuery = z.infer<typeof financeLabelQuery>;
/** The answer of finance-label: the template rows in print order. */
export const financeLabelResponse = z.array(financeLabel);
