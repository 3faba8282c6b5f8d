import { assignColors } from '@/common/charts/colors';
import { AxisSlot, CHART_SIZES, MAX_METRICS_PER_CHART, type ChartSize } from '@/common/constants/charts';
import { SERIES_PALETTE } from '@/common/constants/palette';
import { AXIS_SLOTS, CHART_SERIES_TYPES, type ChartSeriesType } from '@/common/contracts/chartVocabulary';
import { parseExtendId } from '@/common/macro/extendId';
import { defaultAxisFor } from './macroMetrics';
import {
  DEFAULT_MACRO_RANGE,
  DEFAULT_MACRO_SIZE,
  newSelectedMetric,
  type MacroSelectedMetric,
  type MacroView,
} from './macroSelection';

/**
 * The whole macro view in the query string, its one home (useMacroView.ts), so a chart can be shared
 * and reloaded:
 *
 *   ?m=12-345-month-yoy.l.1.3,12-346-month-value.c.0.0&view=same&size=66&auto=0&range=5Y&sp=1
 *
 * - `m`: the selected metrics in order, comma-separated; each is `<extendID>.<type>.<axis>.<colour>`
 *   with type l (line), s (spline), c (column), sc (stacked columns), sp (100 % stacked columns),
 *   a (area); axis 0-3 (Trái 1, Phải 1, Trái 2, Phải 2); colour the position in the series palette
 *   (src/common/constants/palette.ts). Type, axis and colour may be left out (a line, the axis of the
 *   value type, the next unused colour). `m=` (empty) is an empty chart; no `m` at all lets the page
 *   select its indicator's first series.
 * - `view=same`: the same-period view (time series otherwise); `size`: 100, 66 or 33 (50 otherwise);
 *   `auto=0`: fixed axes; `range`: 3M, 6M, 1Y, 2Y, 3Y or 5Y (All otherwise); `sp`: which selected
 *   metric (0-based) the same-period view draws (the first otherwise).
 * - `f`: the formula series (issue 33), base64url JSON (macroFormulas.ts), checked by
 *   formulaSpecSchema when read; a bad one is dropped with a notice.
 * Defaults are left out. Anything invalid (a malformed extendID, an unknown type, an axis or colour
 * out of range, a duplicate, metrics beyond the chart's limit) is ignored.
 */

/** The longest `f` kept (eight full formulas fit well within it). */
export const MAX_FORMULA_TEXT = 8000;

/** The query keys this file owns (others, such as the route's own, are left alone). */
export const MACRO_URL_KEYS = ['m', 'view', 'size', 'auto', 'range', 'sp', 'f'] as const;

const TYPE_CODES: Record<ChartSeriesType, string> = {
  line: 'l',
  spline: 's',
  column: 'c',
  stack_column: 'sc',
  stack_column_100: 'sp',
  area: 'a',
};
const TYPE_BY_CODE = new Map(CHART_SERIES_TYPES.map((type) => [TYPE_CODES[type], type]));

export const MACRO_RANGE_KEYS = ['3M', '6M', '1Y', '2Y', '3Y', '5Y', 'All'] as const;

type QueryValue = string | string[] | undefined;
export type UrlQuery = Readonly<Record<string, QueryValue>>;

function first(value: QueryValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function encodeMetric(metric: MacroSelectedMetric): string {
  const colour = SERIES_PALETTE.indexOf(metric.seriesColor.toLowerCase());
  const parts = [metric.extendID, TYPE_CODES[metric.chartType], String(metric.axisIdx)];
  return (colour >= 0 ? [...parts, String(colour)] : parts).join('.');
}

/** The view as query parameters, in a fixed order, defaults left out. */
export function toUrl(state: MacroView): Record<string, string> {
  const query: Record<string, string> = {};
  if (!(state.awaitingDefault && state.selectedMetricList.length === 0)) {
    query.m = state.selectedMetricList.map(encodeMetric).join(',');
  }
  if (state.viewType === 'SAME_PERIOD') query.view = 'same';
  if (state.selectedSize !== DEFAULT_MACRO_SIZE) query.size = String(state.selectedSize);
  if (!state.isAutoAxis) query.auto = '0';
  if (state.range !== DEFAULT_MACRO_RANGE) query.range = state.range;
  const sp = state.selectedMetricList.findIndex((metric) => metric.extendID === state.samePeriodMetric);
  if (sp > 0) query.sp = String(sp);
  if (state.formulaText) query.f = state.formulaText;
  return query;
}

/** `m=a,b&view=same`: like URLSearchParams, but commas stay readable. */
export function toQueryString(query: Readonly<Record<string, string>>): string {
  return Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value).replace(/%2C/gi, ',')}`)
    .join('&');
}

function parseMetric(text: string): Omit<MacroSelectedMetric, 'seriesColor'> & { seriesColor?: string } {
  const [extendID = '', typeCode, axisText, colourText] = text.trim().split('.');
  const parts = parseExtendId(extendID);
  if (!parts) throw new Error('bad extendID');
  const axis = Number(axisText);
  const colour = Number(colourText);
  const color = /^\d{1,3}$/.test(colourText ?? '') ? SERIES_PALETTE[colour] : undefined;
  return {
    extendID,
    chartType: (typeCode && TYPE_BY_CODE.get(typeCode)) || 'line',
    metricName: '',
    axisIdx:
      /^\d$/.test(axisText ?? '') && AXIS_SLOTS.includes(axis as AxisSlot)
        ? (axis as AxisSlot)
        : defaultAxisFor(parts.valueType),
    ...(color ? { seriesColor: color } : {}),
    period: parts.period,
    typeValue: parts.valueType,
  };
}

function parseMetrics(raw: QueryValue): MacroSelectedMetric[] {
  const texts = (Array.isArray(raw) ? raw : [raw ?? '']).flatMap((item) => item.split(','));
  const seen = new Set<string>();
  const metrics: (Omit<MacroSelectedMetric, 'seriesColor'> & { color?: string })[] = [];
  for (const text of texts) {
    if (metrics.length >= MAX_METRICS_PER_CHART) break;
    try {
      const { seriesColor, ...metric } = parseMetric(text);
      if (seen.has(metric.extendID)) continue;
      seen.add(metric.extendID);
      metrics.push(seriesColor ? { ...metric, color: seriesColor } : metric);
    } catch {
      // A malformed metric is skipped.
    }
  }
  return assignColors(metrics).map(({ color, ...metric }) => ({ ...metric, seriesColor: color }));
}

/** The formulas' text as it came (bounded); macroFormulas.ts decodes it and names what is wrong. */
function formulaTextOf(raw: string | undefined): string {
  return (raw?.trim() ?? '').slice(0, MAX_FORMULA_TEXT);
}

/** The view a query string names; invalid parts fall back to the defaults. */
export function fromUrl(query: UrlQuery): MacroView {
  const hasSelection = query.m !== undefined;
  const selectedMetricList = hasSelection ? parseMetrics(query.m) : [];
  // A selection whose every part was invalid is treated as none: the page picks its default.
  const rawMetrics = (Array.isArray(query.m) ? query.m.join(',') : (query.m ?? '')).trim();
  const awaitingDefault = !hasSelection || (rawMetrics !== '' && selectedMetricList.length === 0);
  const size = Number(first(query.size));
  const range = first(query.range);
  const sp = Number(first(query.sp));
  const spMetric = /^\d+$/.test(first(query.sp) ?? '') ? selectedMetricList[sp] : undefined;
  return {
    selectedMetricList,
    viewType: first(query.view) === 'same' ? 'SAME_PERIOD' : 'TIME_SERIES',
    selectedSize: CHART_SIZES.includes(size as ChartSize) ? (size as ChartSize) : DEFAULT_MACRO_SIZE,
    isAutoAxis: first(query.auto) !== '0',
    range: (MACRO_RANGE_KEYS as readonly string[]).includes(range ?? '')
      ? (range as string)
      : DEFAULT_MACRO_RANGE,
    samePeriodMetric: spMetric ? spMetric.extendID : null,
    awaitingDefault,
    formulaText: formulaTextOf(first(query.f)),
  };
}

/** Whether the query already says what `next` says (only this file's keys are compared). */
export function sameMacroQuery(query: UrlQuery, next: Readonly<Record<string, string>>): boolean {
  return MACRO_URL_KEYS.every((key) => first(query[key]) === next[key] && !Array.isArray(query[key]));
}

/**
 * The query of a link to another indicator: the current view and selection, with that indicator's
 * first series added (when known, not selected yet and the chart has room), so switching indicators
 * keeps the comparison going. A page still waiting for its default passes nothing on.
 */
export function queryWithMetric(
  state: MacroView,
  extendID: string | null,
  metricName = '',
): Record<string, string> {
  const list = state.selectedMetricList;
  if (state.awaitingDefault && list.length === 0) return toUrl(state);
  const added =
    extendID && list.length < MAX_METRICS_PER_CHART && !list.some((item) => item.extendID === extendID)
      ? newSelectedMetric(
          extendID,
          metricName,
          list.map((item) => item.seriesColor),
        )
      : null;
  return toUrl({ ...state, awaitingDefault: false, selectedMetricList: added ? [...list, added] : list });
}
