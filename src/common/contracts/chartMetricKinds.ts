/** Without zod (see metricKeys.ts); charts.ts re-exports these. */

/** Where a metric's figures come from: a statement item, a ratio, a price series or a macro series. */
export const CHART_METRIC_KINDS = ['statement', 'ratio', 'price', 'macro'] as const;
export type ChartMetricKind = (typeof CHART_METRIC_KINDS)[number];

/**
 * A chart metric computed from other series (issue 33): it carries its formula (FormulaSpec,
 * src/common/seriesMath/types.ts) and its figures come from POST /api/series/evaluate, never from the
 * stored-metric routes. Its id is a short generated slug (formulaMetricId in metricKeys.ts).
 */
export const FORMULA_METRIC_KIND = 'formula';

/** Every kind a chart section's metric may have: the stored kinds and 'formula'. */
export const CHART_SERIES_KINDS = [...CHART_METRIC_KINDS, FORMULA_METRIC_KIND] as const;
export type ChartSeriesKind = (typeof CHART_SERIES_KINDS)[number];
