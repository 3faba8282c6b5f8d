import { nextUnusedColor } from '@/common/charts/colors';
import {
  MAX_METRICS_PER_CHART,
  type AxisSlot,
  type ChartSize,
  type MacroViewMode,
} from '@/common/constants/charts';
import type { MacroFrequency } from '@/common/constants/market';
import type { ChartSeriesType } from '@/common/contracts/charts';
import { parseExtendId, replaceExtendId, rewriteExtendId } from '@/common/macro/extendId';
import type { MacroValueType } from '@/common/macroMenu';
import { defaultAxisFor } from './macroMetrics';

/**
 * The macro view (spec section 3, macro state: the selected metrics and the chart's settings) and its
 * selection rules (spec section 4). The view lives in the page's address (macroUrl.ts reads and
 * writes it, useMacroView.ts applies changes to it); nothing mirrors it in the store.
 */

/** One metric on the chart (spec section 3, "Selected metric"). */
export interface MacroSelectedMetric {
  /** `<menuItemId>-<seriesId>-<period>-<valueType>` (src/common/macro/extendId.ts). */
  extendID: string;
  chartType: ChartSeriesType;
  /** The series' name when known ('' when it came from the address; the screen looks it up). */
  metricName: string;
  axisIdx: AxisSlot;
  seriesColor: string;
  period: MacroFrequency;
  typeValue: MacroValueType;
}

export interface MacroView {
  selectedMetricList: MacroSelectedMetric[];
  viewType: MacroViewMode;
  /** The chart card's width in % of the content area. */
  selectedSize: ChartSize;
  isAutoAxis: boolean;
  /** The active range key (MACRO_RANGE_OPTIONS / MACRO_LONG_RANGE_OPTIONS). */
  range: string;
  /** The selected metric the same-period view draws; null: the first one. */
  samePeriodMetric: string | null;
  /** True while the page waits to select its indicator's first series (the address names no selection). */
  awaitingDefault: boolean;
  /**
   * The formula series (issue 33) as the address carries them: base64url JSON, '' for none; read and
   * checked by macroFormulas.ts (a bad one is dropped with a notice).
   */
  formulaText: string;
}

/**
 * The chart fills its row by default (issue 28: at the spec's half width the other half stayed
 * empty); the size switch still offers 66, 50 and 33 %. docs/DECISIONS.md.
 */
export const DEFAULT_MACRO_SIZE: ChartSize = 100;
export const DEFAULT_MACRO_RANGE = 'All';

export const initialMacroView: MacroView = {
  selectedMetricList: [],
  viewType: 'TIME_SERIES',
  selectedSize: DEFAULT_MACRO_SIZE,
  isAutoAxis: true,
  range: DEFAULT_MACRO_RANGE,
  samePeriodMetric: null,
  awaitingDefault: true,
  formulaText: '',
};

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

/** Adds a metric, or removes it when already selected (on an Immer draft of the view). */
export function addOrRemove(view: MacroView, { extendID, metricName = '', max }: ToggleArgs): void {
  const list = view.selectedMetricList;
  const index = list.findIndex((metric) => metric.extendID === extendID);
  if (index >= 0) {
    list.splice(index, 1);
    if (view.samePeriodMetric === extendID) view.samePeriodMetric = null;
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
  view: MacroView,
  extendID: string,
  change: { period?: MacroFrequency; valueType?: MacroValueType },
): void {
  const next = rewriteExtendId(extendID, change);
  const parts = next ? parseExtendId(next) : null;
  const list = view.selectedMetricList;
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
  view.selectedMetricList = ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
  if (view.samePeriodMetric === extendID) view.samePeriodMetric = next;
}
