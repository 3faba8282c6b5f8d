/**
 * Metric keys (`ratio:ROE`), without zod: screens in every page's bundle build and read them, and
 * financeChart.ts (which re-exports these) would bring zod and its schemas along.
 */
import {
  CHART_METRIC_KINDS,
  FORMULA_METRIC_KIND,
  type ChartMetricKind,
  type ChartSeriesKind,
} from './chartMetricKinds';

/** Keys of stored metrics (what the finance-chart routes read); formula metrics are not among them. */
export const METRIC_KEY_PATTERN = /^(statement|ratio|price|macro):[\w.-]{1,80}$/;

/** A formula metric's id: a short slug (letters, digits and dashes). */
export const FORMULA_METRIC_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,23}$/;

export function metricKey(metric: { kind: ChartSeriesKind; id: string }): string {
  return `${metric.kind}:${metric.id}`;
}

/** True for a metric computed by a formula (its figures come from the evaluate route). */
export function isFormulaMetric<T extends { kind: ChartSeriesKind }>(
  metric: T,
): metric is T & { kind: typeof FORMULA_METRIC_KIND } {
  return metric.kind === FORMULA_METRIC_KIND;
}

/** The metrics whose figures are stored (statement, ratio, price, macro), in order. */
export function storedMetrics<T extends { kind: ChartSeriesKind }>(
  metrics: readonly T[],
): (T & { kind: ChartMetricKind })[] {
  return metrics.filter((metric): metric is T & { kind: ChartMetricKind } => !isFormulaMetric(metric));
}

/**
 * A new formula metric's id: `f-` and six base-36 characters, not one of `taken` (the chart's other
 * ids). `random` is injectable for tests.
 */
export function formulaMetricId(taken: readonly string[] = [], random: () => number = Math.random): string {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const slug = `f-${Math.floor(random() * 36 ** 6)
      .toString(36)
      .padStart(6, '0')}`;
    if (!taken.includes(slug)) return slug;
  }
  let index = taken.length;
  while (taken.includes(`f-${String(index)}`)) index += 1;
  return `f-${String(index)}`;
}

/** `ratio:ROE` -> { kind: 'ratio', id: 'ROE' }; null when the key is not well formed. */
export function parseMetricKey(key: string): { kind: ChartMetricKind; id: string } | null {
  if (!METRIC_KEY_PATTERN.test(key)) return null;
  const colon = key.indexOf(':');
  const kind = key.slice(0, colon) as ChartMetricKind;
  return (CHART_METRIC_KINDS as readonly string[]).includes(kind) ? { kind, id: key.slice(colon + 1) } : null;
}
