/** Without zod (see metricKeys.ts); charts.ts re-exports these. */

/** Where a metric's figures come from: a statement item, a ratio, a price series or a macro series. */
export const CHART_METRIC_KINDS = ['statement', 'ratio', 'price', 'macro'] as const;
export type ChartMetricKind = (typeof CHART_METRIC_KINDS)[number];
