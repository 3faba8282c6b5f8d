import { nextUnusedColor } from '@/common/charts/colors';
import { MAX_METRICS_PER_CHART } from '@/common/constants/charts';
import type { MacroFrequency } from '@/common/constants/market';
import { parseExtendId, replaceExtendId, rewriteExtendId } from '@/common/macro/extendId';
import type { MacroValueType } from '@/common/macroMenu';
import { defaultAxisFor } from './macroMetrics';
import type { MacroSelectedMetric, MacroState } from './macroSlice';

/** The selection rules of the macro slice (spec section 4), on its Immer draft. */

/** A new selected metric: the next unused colour, a line, the axis its value type calls for. */
export function newSelectedMetric(
  extendID: string,
  metricName: string,
  usedColors: readonly string[],
): MacroSelectedMetric | null {
  const parts = parseExtendId(extendID);
  if (!parts) return null;
  return {
    extendID,
    chartType: 'line',
    metricName,
    axisIdx: defaultAxisFor(parts.valueType),
    seriesColor: nextUnusedColor(usedColors),
    period: parts.period,
    typeValue: parts.valueType,
  };
}

export interface ToggleArgs {
  extendID: string;
  metricName?: string;
  /** The most metrics on one chart (MAX_METRICS_PER_CHART by default). */
  max?: number;
}

export function addOrRemove(state: MacroState, { extendID, metricName = '', max }: ToggleArgs): void {
  const list = state.selectedMetricList;
  const index = list.findIndex((metric) => metric.extendID === extendID);
  if (index >= 0) {
    list.splice(index, 1);
    if (state.samePeriodMetric === extendID) state.samePeriodMetric = null;
    return;
  }
  if (list.length >= (max ?? MAX_METRICS_PER_CHART)) return;
  const metric = newSelectedMetric(
    extendID,
    metricName,
    list.map((item) => item.seriesColor),
  );
  if (metric) list.push(metric);
}

/**
 * Rewrites one metric's extendID in place (replaceExtendId); when the rewrite is already selected,
 * this one is dropped and the one already there stays where it was.
 */
export function rewrite(
  state: MacroState,
  extendID: string,
  change: { period?: MacroFrequency; valueType?: MacroValueType },
): void {
  const next = rewriteExtendId(extendID, change);
  const parts = next ? parseExtendId(next) : null;
  const list = state.selectedMetricList;
  const metric = list.find((item) => item.extendID === extendID);
  if (!next || !parts || !metric || next === extendID) return;
  const byId = new Map(list.map((item) => [item.extendID, item]));
  if (!byId.has(next)) {
    byId.set(next, { ...metric, extendID: next, period: parts.period, typeValue: parts.valueType });
  }
  const ids = replaceExtendId(
    list.map((item) => item.extendID),
    extendID,
    next,
  );
  state.selectedMetricList = ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
  if (state.samePeriodMetric === extendID) state.samePeriodMetric = next;
}
