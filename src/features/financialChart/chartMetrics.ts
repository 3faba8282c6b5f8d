import type { AccessLimit, AccessLevel } from '@/common/access/accessTable';
import { planLabel } from '@/common/access/accessTable';
import type { Plan } from '@/common/constants/plans';
import { MAX_METRICS_PER_CHART } from '@/common/contracts/chartVocabulary';
import type { ChartMetric } from '@/common/contracts/charts';
import type { AccessNotice } from '@/common/contracts/finance';
import { type ChartMetricInfo, type FinanceChip } from '@/common/contracts/financeChart';
import { parseMetricKey } from '@/common/contracts/metricKeys';
import type { FinanceChartMetric } from '@/features/charts/chartSlice';
import { defaultAxisFor, defaultSeriesFor } from '@/features/charts/editor/editorState';

/**
 * Pure helpers of the financial chart screen: where a selected metric's description comes from, the
 * metrics a ticker opens with, the plan's metric limit and the metrics handed to the chart.
 */

export const EMPTY_SELECTION_TEXT = 'Chọn chỉ tiêu để vẽ biểu đồ';

/** Every metric of the chips by key (the first chip listing a key wins). */
export function metricIndex(chips: readonly FinanceChip[]): Map<string, ChartMetricInfo> {
  const index = new Map<string, ChartMetricInfo>();
  for (const chip of chips) {
    for (const metric of chip.metrics) {
      if (!index.has(metric.key)) index.set(metric.key, metric);
    }
  }
  return index;
}

/**
 * What a ticker opens with: the first money figure of the first chip (as columns) and a ratio of the
 * same chip, a margin when there is one (as a line). Fewer when the chip has fewer metrics.
 */
export function defaultMetrics(chips: readonly FinanceChip[]): ChartMetricInfo[] {
  const metrics = chips[0]?.metrics ?? [];
  const money = metrics.find((metric) => metric.valueKind === 'money') ?? metrics[0];
  const rest = metrics.filter((metric) => metric !== money);
  const ratio =
    rest.find((metric) => metric.valueKind === 'percent' && /biên/i.test(metric.name)) ??
    rest.find((metric) => metric.valueKind === 'percent') ??
    rest.find((metric) => metric.valueKind !== 'money') ??
    rest[0];
  return [money, ratio].filter((metric): metric is ChartMetricInfo => metric !== undefined);
}

/** The payload of toggleFinanceMetric for a metric of the chips: its default series type and axis. */
export function toggleArgs(info: Pick<ChartMetricInfo, 'key' | 'valueKind'>, max: number) {
  return { id: info.key, seriesType: defaultSeriesFor(info), axis: defaultAxisFor(info), max };
}

/** How many metrics the visitor may draw at once: the plan's item limit, else the chart's limit. */
export function metricLimit(access: { level: AccessLevel; limit?: AccessLimit }): number {
  if (access.level === 'limited' && access.limit?.kind === 'items') {
    return Math.min(access.limit.max, MAX_METRICS_PER_CHART);
  }
  return MAX_METRICS_PER_CHART;
}

/** The notice above the chart of a limited plan (the server's own notice wins when it sent one). */
export function limitedChartNotice(max: number, requiredPlan: Plan | null): AccessNotice {
  const upgrade = requiredPlan
    ? ` Nâng cấp gói ${planLabel(requiredPlan)} để vẽ đến ${String(MAX_METRICS_PER_CHART)} chỉ tiêu.`
    : '';
  return {
    level: 'limited',
    requiredPlan,
    message: `Tài khoản của bạn vẽ được tối đa ${String(max)} chỉ tiêu cùng lúc.${upgrade}`,
  };
}

/**
 * The one notice above the chart: the plan's metric limit and the periods the server cut (both rules
 * hold at once for a free account), or whichever applies.
 */
export function chartNotice(
  server: AccessNotice | undefined,
  plan: AccessNotice | undefined,
): AccessNotice | undefined {
  if (!server || !plan) return server ?? plan;
  return { ...server, message: `${plan.message} ${server.message}` };
}

/** The metric's name: from the chips, else from its figures, else its key. */
export function metricName(
  key: string,
  index: ReadonlyMap<string, ChartMetricInfo>,
  series?: { name: string },
): string {
  return index.get(key)?.name ?? series?.name ?? key;
}

/** The selected metrics as the chart draws them (keys that are not well formed are left out). */
export function toChartMetrics(
  selected: readonly FinanceChartMetric[],
  index: ReadonlyMap<string, ChartMetricInfo>,
): ChartMetric[] {
  return selected.flatMap((metric) => {
    const parsed = parseMetricKey(metric.id);
    if (!parsed) return [];
    return [
      {
        kind: parsed.kind,
        id: parsed.id,
        name: metricName(metric.id, index),
        color: metric.color,
        seriesType: metric.seriesType,
        axis: metric.axis,
      },
    ];
  });
}
