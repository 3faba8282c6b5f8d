import { z } from 'zod';
import { MACRO_FREQUENCIES } from '../constants/market';
import type { Plan } from '../constants/plans';
import { EXTEND_ID_PATTERN } from '../macro/extendId';
import { MACRO_VALUE_TYPES } from '../macroMenu';
import { asOfSchema } from './asOf';
import { rowIdSchema, tickerSchema } from './common';
import { tickerFromWire } from './wireNames';

/**
 * Macro-economic indicators (issue 8, spec sections 2, 3, 7): the menu tree, the series under each
 * indicator and their figures as time series or same-period comparisons. Value types (value, yoy,
 * qoq, mom, yoy_avg) are computed on the server in one place (src/common/macro/valueTypes.ts,
 * docs/DATA.md). Answers travel in the hashCode envelope like every data endpoint.
 */

export const macroPeriod = z.enum(MACRO_FREQUENCIES);
export const macroValueType = z.enum(MACRO_VALUE_TYPES);

/** How a series' figures combine into a longer period: flows add up, indices and prices average. */
export const MACRO_AGGREGATIONS = ['sum', 'avg'] as const;
export type MacroAggregation = (typeof MACRO_AGGREGATIONS)[number];

/** One series under an indicator, with what it can show. */
export const macroSeriesInfo = z.object({
  seriesId: z.number(),
  code: z.string(),
  name: z.string(),
  /** The level's unit ("điểm", "tỷ đồng", "triệu USD" ...); changes are always "%". */
  unit: z.string(),
  /** The series' own frequency. */
  frequency: macroPeriod,
  /** The periods it can be shown at: its own and the longer ones it aggregates to. */
  periods: z.array(macroPeriod),
  aggregation: z.enum(MACRO_AGGREGATIONS),
  /** The value types it offers at its own frequency (the menu item's list, as the source allows). */
  valueTypes: z.array(macroValueType),
  /** "MM/YYYY", "QQ/YYYY" or "YYYY" for the frequency. */
  dateFormat: z.string(),
  source: z.string(),
  /** The newest release date the source gave, YYYY-MM-DD; null when unknown. */
  releaseDate: z.string().nullable(),
  /** The series this one is a part of (a sector of GDP), or null. */
  parentSeriesId: z.number().nullable(),
  isDemo: z.boolean(),
});
export type MacroSeriesInfo = z.infer<typeof macroSeriesInfo>;

/** A node of the menu (spec section 3: macro menu item (server)). */
export interface MacroMenuNode {
  id: number;
  /** The code: a region group (VN_GDP ...) or an indicator key code (GDP_NONIMAL, CPI ...). */
  code: string;
  /** Region or family: VN, US, CN, COMMODITY. */
  groupId: string;
  name: string;
  levelId: number;
  haveChild: boolean;
  parentId: number | null;
  dimTable: string | null;
  factTable: string | null;
  /** The indicator's own frequency (null for a group). */
  period: string | null;
  /** The indicator's series (empty for a group). */
  metric: MacroSeriesInfo[];
  isAutoCalculated: boolean;
  type: 'group' | 'indicator';
  icon: string | null;
  /** True when the caller's plan does not include it (its figures answer 403 PLAN_REQUIRED). */
  locked: boolean;
  /**
   * When locked: the lowest plan that opens it, or null when a free account already does (the caller
   * is a guest: offer the free registration). Absent from answers cached before issue 28.
   */
  requiredPlan?: Plan | null;
  children: MacroMenuNode[];
}

/** GET /api/macro/menu-macro (the ten Vietnamese groups) and /menu-macro-custom (every group). */
export const macroMenuQuery = z.object({
  /** true: only indicators that can be compared period by period (monthly or quarterly). */
  isSamePeriod: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});
export interface MacroMenuResponse {
  groups: MacroMenuNode[];
}

const booleanFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1');

export const extendIdSchema = z
  .string()
  .trim()
  .regex(EXTEND_ID_PATTERN, 'Mã chỉ tiêu vĩ mô không hợp lệ (dạng chỉTiêu-chuỗi-kỳ-loạiGiáTrị)');

/** A range key (3M ... All) or a start date YYYY-MM-DD. */
const macroFilter = z
  .string()
  .trim()
  .regex(/^(3M|6M|1Y|2Y|3Y|5Y|10Y|All|\d{4}-\d{2}-\d{2})$/, 'Khoảng thời gian không hợp lệ')
  .optional();

/** The figures as published at the end of that day, Vietnam time (docs/DATA.md "Revisions and asOf"). */
const macroAsOf = asOfSchema.optional();

/**
 * GET /api/macro/metric-data and /metric-data-custom-chart. `extendID` names the metric; `period` and
 * `valueType` (when given) rewrite it; `filter` is a range key (3M ... All) or a start date
 * YYYY-MM-DD; `isSamePeriod` answers the same-period view. `macroItemId`, `nameId`, `ticket` and
 * `typeColumn` are accepted for the spec's callers: macroItemId/nameId must agree with the extendID.
 */
export const metricDataQuery = z
  .object({
    extendID: extendIdSchema,
    macroItemId: rowIdSchema.optional(),
    nameId: rowIdSchema.optional(),
    period: macroPeriod.optional(),
    valueType: macroValueType.optional(),
    filter: macroFilter,
    ticket: tickerSchema.optional(),
    isSamePeriod: booleanFlag,
    typeColumn: z.enum(['line', 'spline', 'column', 'stack_column', 'stack_column_100', 'area']).optional(),
    asOf: macroAsOf,
  })
  .transform(tickerFromWire);
export type MetricDataQuery = z.infer<typeof metricDataQuery>;

/** What every metric answer says about its series. */
const metricHeader = z.object({
  /** The extendID actually answered (after any rewrite by period/valueType). */
  extendID: z.string(),
  menuItemId: z.number(),
  seriesId: z.number(),
  name: z.string(),
  /** The indicator's name (e.g. "Chỉ số giá tiêu dùng CPI"). */
  indicatorName: z.string(),
  /** The unit of the figures answered: the level's for `value`, "%" for changes. */
  unit: z.string(),
  period: macroPeriod,
  valueType: macroValueType,
  dateFormat: z.string(),
  source: z.string(),
  releaseDate: z.string().nullable(),
});

export const timeSeriesData = metricHeader.extend({
  view: z.literal('time_series'),
  /** [x, y]: x the UTC milliseconds of the period's last day; oldest first. */
  points: z.array(z.tuple([z.number(), z.number().nullable()])),
});
export type TimeSeriesData = z.infer<typeof timeSeriesData>;

export const samePeriodData = metricHeader.extend({
  view: z.literal('same_period'),
  /** "T1".."T12" (months) or "Q1".."Q4" (quarters); one value per category and year. */
  categories: z.array(z.string()),
  years: z.array(z.object({ year: z.number(), values: z.array(z.number().nullable()) })),
});
export type SamePeriodData = z.infer<typeof samePeriodData>;

export const metricDataResponse = z.discriminatedUnion('view', [timeSeriesData, samePeriodData]);
export type MetricDataResponse = z.infer<typeof metricDataResponse>;

/** GET /api/macro/get-data: every series of an indicator as a table (time series). */
export const macroDataQuery = z.object({
  macroItemId: rowIdSchema,
  period: macroPeriod.optional(),
  valueType: macroValueType.default('value'),
  filter: macroFilter,
  asOf: macroAsOf,
});
export type MacroDataQuery = z.infer<typeof macroDataQuery>;
export interface MacroDataResponse {
  menuItemId: number;
  indicatorName: string;
  period: string;
  valueType: string;
  /** Oldest first: the period's last day and its label ("T7/2024", "Q3/2024", "2024"). */
  periods: { x: number; label: string }[];
  rows: {
    seriesId: number;
    name: string;
    unit: string;
    parentSeriesId: number | null;
    values: (number | null)[];
  }[];
  source: string;
  releaseDate: string | null;
}

/** GET /api/macro/get-data-same-period: one series of an indicator year by year (default the first). */
export const macroSamePeriodQuery = z.object({
  macroItemId: rowIdSchema,
  seriesId: rowIdSchema.optional(),
  period: macroPeriod.optional(),
  valueType: macroValueType.default('value'),
  asOf: macroAsOf,
});
export type MacroSamePeriodQuery = z.infer<typeof macroSamePeriodQuery>;

/** GET /api/macro/get-label?macroName=<indicator code>: its series. */
export const macroLabelQuery = z.object({
  macroName: z
    .string()
    .trim()
    .regex(/^[A-Z0-9_]{1,60}$/, 'Mã chỉ tiêu không hợp lệ'),
});
/** GET /api/macro/get-label-v2?dimTable=<table name>&corpTypeId=: the series of the indicator of a table. */
export const macroLabelV2Query = z.object({
  dimTable: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,80}$/, 'Tên bảng không hợp lệ'),
  corpTypeId: z.coerce.number().int().min(0).max(100).optional(),
});
export interface MacroLabelResponse {
  menuItemId: number;
  code: string;
  name: string;
  factTable: string | null;
  series: MacroSeriesInfo[];
}

/** GET /api/macro/ticket/commercial-bank: the listed commercial banks and their latest key ratios. */
export interface CommercialBankRow {
  ticker: string;
  name: string;
  exchange: string | null;
  /** The quarter of the figures, e.g. "Q3/2024"; null without statements. */
  period: string | null;
  /** Fractions (0.035 = 3.5 %); null where not computable. */
  nim: number | null;
  nplRatio: number | null;
  casaRatio: number | null;
  loanGrowth: number | null;
  depositGrowth: number | null;
}
export interface CommercialBankResponse {
  banks: CommercialBankRow[];
}

/** GET /api/macro/release-calendar (issue 33): no parameters (unknown ones are dropped). */
export const macroReleaseCalendarQuery = z.object({});

const releaseFigure = z.object({
  /** The period's last day, YYYY-MM-DD. */
  period: z.string(),
  /** "T10/2026", "Q3/2026". */
  label: z.string(),
  value: z.number(),
});
export type MacroReleaseFigure = z.infer<typeof releaseFigure>;

/**
 * One card of the release calendar on /macro: the usual publication (the table of
 * src/common/macro/releases.ts), the date last seen in the data, the latest figure with its period,
 * the previous period's and the change (src/common/macro/releaseCards.ts). Figures are null with a
 * reason when unknown, and absent (locked) when the reader's plan does not open the indicator.
 */
export const macroReleaseCard = z.object({
  key: z.string(),
  title: z.string(),
  keyCode: z.string(),
  /** The indicator's page, /macro/<group>/<child>. */
  path: z.string().nullable(),
  seriesName: z.string().nullable(),
  /** The unit of the figures shown ('%' for a change such as CPI yoy). */
  unit: z.string().nullable(),
  valueType: macroValueType,
  frequency: macroPeriod.nullable(),
  schedule: z.string(),
  publisher: z.string(),
  /** The stored line's source ("Dữ liệu minh họa (demo)" for demo lines). */
  source: z.string().nullable(),
  isDemo: z.boolean(),
  locked: z.boolean(),
  latest: releaseFigure.nullable(),
  previous: releaseFigure.nullable(),
  /** latest - previous, in the unit (percentage points for '%'). */
  change: z.number().nullable(),
  /** (latest / previous - 1) x 100, only for levels that are not percentages. */
  changePercent: z.number().nullable(),
  /** The newest release date stored for the line (YYYY-MM-DD), null when the source gives none. */
  lastRelease: z.string().nullable(),
  /** The next period and when it is usually published (null for decisions). */
  nextPeriod: z.string().nullable(),
  nextRelease: z.string().nullable(),
  /** Why a figure is missing (no data, the previous period missing, locked). */
  reason: z.string().nullable(),
});
export type MacroReleaseCard = z.infer<typeof macroReleaseCard>;

export const macroReleaseCalendarResponse = z.object({ cards: z.array(macroReleaseCard) });
export type MacroReleaseCalendarResponse = z.infer<typeof macroReleaseCalendarResponse>;
