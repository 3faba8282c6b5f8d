import type { Chart, XAxisPlotLinesOptions } from 'highcharts';
import { AxisSlot } from '@/common/constants/charts';
import { DEFAULT_UNIT_FORMAT } from '@/common/constants/finance';
import type { MacroFrequency } from '@/common/constants/market';
import { activeRange } from '@/common/constants/ranges';
import { type ChartSeriesData } from '@/common/contracts/financeChart';
import { metricKey } from '@/common/contracts/metricKeys';
import type { IndustryChartLine, IndustryIndicator } from '@/common/contracts/industry';
import { rewriteExtendId } from '@/common/macro/extendId';
import {
  legendName,
  newestDate,
  rangeOptionsFor,
  toChartMetrics,
  toChartSeries,
} from '@/features/macro/macroMetrics';
import type { MacroSelectedMetric } from '@/features/macro/macroSelection';
import type { MacroChart } from '@/features/macro/useMacroChart';
import type { MacroSeriesState } from '@/features/macro/useMacroSeries';

/**
 * Pure helpers that turn an industry indicator's lines (or a slide's) into the macro chart model,
 * so the industry charts are drawn by the macro screens' TimeSeriesView and MetricChart.
 */

/** What the value switch of an indicator card offers. */
export type IndustryValueType = 'value' | 'yoy';

/** Whether the card offers the change on a year earlier: every drawn line answers it. */
export function offersYoy(indicator: Pick<IndustryIndicator, 'valueTypes' | 'lines'>): boolean {
  return indicator.lines.length > 0 && indicator.valueTypes.includes('yoy');
}

/**
 * The range a card opens at: monthly columns over fifteen years are too thin to read, so column
 * charts of monthly figures open at the last 3 years; everything else at the whole history.
 */
export function initialRange(indicator: Pick<IndustryIndicator, 'frequency' | 'lines'>): string {
  const columns = indicator.lines.some((line) => line.chartType.includes('column'));
  return columns && indicator.frequency === 'month' ? '3Y' : 'All';
}

/** The switch's first position: yoy when the server draws the lines as yoy, else the level. */
export function initialValueType(lines: readonly IndustryChartLine[]): IndustryValueType {
  return lines[0]?.valueType === 'yoy' ? 'yoy' : 'value';
}

/** The lines at a value type: the extendIDs rewritten (`12-345-month-yoy`), changes read in %. */
export function linesAt(
  lines: readonly IndustryChartLine[],
  valueType: IndustryValueType,
): IndustryChartLine[] {
  return lines.map((line) => {
    if (line.valueType === valueType) return line;
    const extendID = rewriteExtendId(line.extendID, { valueType });
    return extendID ? { ...line, extendID, valueType } : line;
  });
}

function axisSlot(axis: number): AxisSlot {
  return axis === 1 || axis === 2 || axis === 3 ? axis : AxisSlot.LEFT_1;
}

/** A line as the macro chart's selected metric (colour, series type and axis as configured). */
export function toSelectedMetric(line: IndustryChartLine): MacroSelectedMetric {
  return {
    extendID: line.extendID,
    chartType: line.chartType,
    metricName: line.name,
    axisIdx: axisSlot(line.axis),
    seriesColor: line.color,
    period: line.period,
    typeValue: line.valueType,
  };
}

/** No figures asked (the same-period half of the model, unused by the industry charts). */
export const EMPTY_SERIES_STATE: MacroSeriesState = {
  data: {},
  errors: {},
  loading: false,
  fetching: false,
  retry: () => undefined,
  retryAll: () => undefined,
};

export interface LineChartInput {
  lines: readonly IndustryChartLine[];
  series: MacroSeriesState;
  /** The range key chosen (3M ... All). */
  range: string;
  /** The exported image's title. */
  title: string;
}

/** The macro chart model of some lines and their figures (time series only). */
export function lineChartOf({ lines, series, range, title }: LineChartInput): MacroChart {
  const list = lines.map(toSelectedMetric);
  const names = new Map(lines.map((line) => [line.extendID, line.name]));
  const nameOf = (extendID: string): string => names.get(extendID) || series.data[extendID]?.name || extendID;
  const rangeOptions = rangeOptionsFor(
    lines.map((line) => line.period),
    range,
  );
  const figures: Record<string, ChartSeriesData | undefined> = {};
  for (const { extendID } of lines) {
    const answer = series.data[extendID];
    figures[metricKey({ kind: 'macro', id: extendID })] =
      answer?.view === 'time_series' ? toChartSeries(extendID, answer) : undefined;
  }
  const answers = lines.map((line) => series.data[line.extendID]);
  return {
    list,
    timeSeries: true,
    input: {
      metrics: toChartMetrics(list, (id) => legendName(nameOf(id), id)),
      series: figures,
      unit: DEFAULT_UNIT_FORMAT,
      isAutoAxis: true,
      range: activeRange(rangeOptions)?.key ?? 'All',
      title,
    },
    series,
    samePeriodCandidates: [],
    samePeriodChosen: undefined,
    samePeriodState: EMPTY_SERIES_STATE,
    samePeriodData: undefined,
    samePeriodOthers: [],
    maxYears: undefined,
    rangeOptions,
    nameOf,
    sources: [...new Set(answers.flatMap((answer) => (answer?.source ? [answer.source] : [])))],
    releaseDate: newestDate(answers.map((answer) => answer?.releaseDate)),
  };
}

// ---- marks of a slide

/** A mark's period (YYYY-MM-DD, YYYY-MM, YYYY-Qn or YYYY) as the UTC time of its last day. */
export function markTime(period: string): number | null {
  const text = period.trim();
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match) return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  match = /^(\d{4})-(\d{2})$/.exec(text);
  if (match) return Date.UTC(Number(match[1]), Number(match[2]), 0);
  match = /^(\d{4})-?Q([1-4])$/i.exec(text);
  if (match) return Date.UTC(Number(match[1]), Number(match[2]) * 3, 0);
  match = /^(\d{4})$/.exec(text);
  return match ? Date.UTC(Number(match[1]), 12, 0) : null;
}

/**
 * A mark's period as read: "03/2024", "Q2/2024", "2024". A last day (the server's form) reads at
 * the frequency of the slide's lines when given (2024-06-30 at quarters: "Q2/2024").
 */
export function markPeriodLabel(period: string, frequency?: MacroFrequency): string {
  const text = period.trim();
  const quarter = /^(\d{4})-?Q([1-4])$/i.exec(text);
  if (quarter) return `Q${quarter[2] ?? ''}/${quarter[1] ?? ''}`;
  const month = /^(\d{4})-(\d{2})/.exec(text);
  if (!month) return text;
  const [, year = '', monthText = ''] = month;
  if (frequency === 'year') return year;
  if (frequency === 'quarter') return `Q${String(Math.ceil(Number(monthText) / 3))}/${year}`;
  return `${monthText}/${year}`;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export const MARK_COLOR = '#d46b08';

/** The marks as x-axis plot lines (labels staggered so neighbours do not overlap). */
export function markPlotLines(marks: readonly { period: string; label: string }[]): XAxisPlotLinesOptions[] {
  return marks.flatMap((mark, index) => {
    const value = markTime(mark.period);
    if (value === null) return [];
    return [
      {
        id: `slide-mark-${String(index)}`,
        value,
        color: MARK_COLOR,
        width: 1.5,
        dashStyle: 'Dash',
        zIndex: 4,
        label: {
          text: escapeText(mark.label),
          rotation: 0,
          y: 14 + (index % 3) * 14,
          style: { color: MARK_COLOR, fontSize: '11px' },
        },
      },
    ];
  });
}

/**
 * Draws the marks on a drawn chart as its x-axis plot lines (replacing any earlier ones). The axis
 * keeps them in its user options, so later option updates of the figures leave them in place.
 */
export function applyMarks(chart: Chart, marks: readonly { period: string; label: string }[]): void {
  const axis = chart.xAxis[0];
  if (!axis) return;
  axis.update({ plotLines: markPlotLines(marks) }, true);
}
