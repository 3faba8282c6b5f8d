/**
 * The series arithmetic of issue 33 (formulas, units, frequency conversion, moving averages, rebasing
 * and group aggregates): the shapes shared by the one engine (src/common/seriesMath), the server that
 * evaluates saved charts (src/server/modules/seriesMath) and the browser's editor. No zod here: the
 * request schemas live in src/common/contracts/seriesMath.ts.
 *
 * Order of operations, as FRED applies them: for each input series 1. frequency conversion (with its
 * aggregation), 2. units; then 3. the formula over the aligned inputs; then 4. the moving average;
 * then 5. the rebase to 100.
 */

/** How often a series has a value. A statement series is 'quarter' or 'year'. */
export const SERIES_FREQUENCIES = ['day', 'month', 'quarter', 'year'] as const;
export type SeriesFrequency = (typeof SERIES_FREQUENCIES)[number];

/**
 * One point: x is the UTC milliseconds of the period's last day (a day's own date for daily series),
 * as every chart of the site draws (ChartSeriesData.points); y is null when unknown.
 */
export type SeriesPoint = [x: number, y: number | null];

/** A series as the engine reads it: oldest first, one point per period, at most one per period. */
export interface InputSeries {
  frequency: SeriesFrequency;
  points: readonly SeriesPoint[];
  /** Why a point is empty, aligned with `points` (optional; null where the point has a value). */
  notes?: readonly (string | null)[];
}

/**
 * FRED's units: lin level; chg change; ch1 change from a year ago; pch % change; pc1 % change from a
 * year ago; pca compounded annual rate of change; log natural log. Percentages are in percent
 * points (5 = 5 %), as FRED shows them.
 */
export const SERIES_UNITS = ['lin', 'chg', 'ch1', 'pch', 'pc1', 'pca', 'log'] as const;
export type SeriesUnits = (typeof SERIES_UNITS)[number];

/** Frequency conversion: average, sum or the end-of-period value of the higher-frequency points. */
export const FREQUENCY_AGGREGATIONS = ['avg', 'sum', 'eop'] as const;
export type FrequencyAggregation = (typeof FREQUENCY_AGGREGATIONS)[number];

/** What is done to one input before the formula (each optional; nothing = the series as it is). */
export interface SeriesTransform {
  /** Convert to this lower frequency (day -> month -> quarter -> year); a higher one is an error. */
  frequency?: SeriesFrequency;
  /** How the conversion aggregates; default 'avg'. */
  aggregation?: FrequencyAggregation;
  /** Default 'lin'. */
  units?: SeriesUnits;
}

/** Group aggregates of a statement line or ratio over several companies. */
export const GROUP_AGGREGATES = ['sum', 'mean', 'median'] as const;
export type GroupAggregate = (typeof GROUP_AGGREGATES)[number];

/** Which companies a group holds. */
export type SeriesGroup =
  | { kind: 'industry'; icbCode: string }
  | { kind: 'tickers'; tickers: string[] }
  | { kind: 'watchlist'; watchlistId: number };

/**
 * Where an input's figures come from. `key` is a chart metric key (`statement:INCOME_STATEMENT.NET_REVENUE`,
 * `ratio:ROE`, `price:close`, `price:volume`, `macro:<SERIES>.<valueType>`, see
 * src/common/contracts/metricKeys.ts), or `industry:<series id>` for an industry dashboard's series.
 * Company metrics name their `ticker` (any ticker, not only the page's) or a `group` with its
 * `aggregate`; statement and ratio metrics are read per `periodType` (default 'quarter').
 */
export interface SeriesSource {
  key: string;
  ticker?: string;
  periodType?: 'quarter' | 'year';
  group?: SeriesGroup;
  aggregate?: GroupAggregate;
}

/** One named input of a formula: `a`, `b`, `c` ... (lower-case letters, as the editor names them). */
export interface FormulaInput {
  name: string;
  source: SeriesSource;
  transform?: SeriesTransform;
}

/** A chart series computed from other series. `expression` alone with one input `a` is that input. */
export interface FormulaSpec {
  /** `a/b`, `(a+b)/c`, `a-b`, `a*100`, `log(a)` ... over the inputs' names. */
  expression: string;
  inputs: FormulaInput[];
  /** Trailing moving average over this many periods, after the formula (2..500). */
  movingAverage?: number;
  /** YYYY-MM-DD: the result divided by its value at the first period on or after that day, x 100. */
  rebaseDate?: string;
}

/** Why an evaluation cannot start; `message` is Vietnamese and names what to change. */
export type FormulaErrorCode =
  'syntax' | 'unknown_name' | 'unused_input' | 'frequency_mismatch' | 'bad_conversion' | 'too_long';

export interface FormulaError {
  code: FormulaErrorCode;
  message: string;
  /** Character offset in the expression, for syntax errors. */
  at?: number;
  /** For 'frequency_mismatch': the frequency every input can be converted to (the lowest of them). */
  offerFrequency?: SeriesFrequency;
}

/**
 * The evaluated series: aligned points and their notes (Vietnamese): why a point is null, or what a
 * point with a value stands on ("3/4 doanh nghiệp có số liệu (thiếu CTG)", a month still in progress).
 */
export interface EvaluatedSeries {
  frequency: SeriesFrequency;
  points: SeriesPoint[];
  notes: (string | null)[];
}

export type EvaluationResult = { ok: true; series: EvaluatedSeries } | { ok: false; error: FormulaError };
