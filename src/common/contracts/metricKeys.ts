/**
 * Metric keys (`ratio:ROE`), without zod: screens in every page's bundle build and read them, and
 * financeChart.ts (which re-exports these) would bring zod and its schemas along.
 */
import { CHART_METRIC_KINDS, type ChartMetricKind } from './chartMetricKinds';

export const METRIC_KEY_PATTERN = /^(statement|ratio|price|macro):[\w.-]{1,80}$/;

export function metricKey(metric: { kind: ChartMetricKind; id: string }): string {
  return `${metric.kind}:${metric.id}`;
}

/** `ratio:ROE` -> { kind: 'ratio', id: 'ROE' }; null when the key is not well formed. */
export function parseMetricKey(key: string): { kind: ChartMetricKind; id: string } | null {
  if (!METRIC_KEY_PATTERN.test(key)) return null;
  const colon = key.indexOf(':');
  const kind = key.slice(0, colon) as ChartMetricKind;
  return (CHART_METRIC_KINDS as readonly string[]).includes(kind) ? { kind, id: key.slice(colon + 1) } : null;
}
