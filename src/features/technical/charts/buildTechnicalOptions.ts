import type {
  AxisLabelsFormatterCallbackFunction,
  AxisLabelsFormatterContextObject,
  Options,
  YAxisOptions,
} from 'highcharts';
import { rangeMonths } from '@/common/constants/ranges';
import { THRESHOLDS, type Bar } from '@/common/technical';
import { subtractMonthsUtc } from '@/features/charts/options/display';
import { orderedPanes, paneLayout, technicalChartHeight, type PaneBox } from './layout';
import {
  axisId,
  overlaySeries,
  panePlotLines,
  paneSeries,
  priceSeries,
  volumeSeries,
  type TechnicalSeriesOptions,
} from './technicalSeries';
import { chartAccessibility, chartNameLang } from '@/features/charts/options/accessibility';
import { shownBars, technicalPointDescriber } from './technicalTable';
import { formatBarDate, formatPrice, formatVolume, technicalTooltipFormatter } from './tooltip';
import type { TechnicalChartInput } from './technicalInput';

export type { TechnicalChartInput } from './technicalInput';

/** A series' name as the tooltip writes it (overlays carry theirs in custom.label). */
function seriesLabel(item: TechnicalSeriesOptions): string {
  const label: unknown = item.custom?.label;
  return typeof label === 'string' ? label : (item.name ?? '');
}

/** The chart's name for screen readers and its data table. */
export const TECHNICAL_CHART_TITLE = 'Phân tích kỹ thuật';

const AXIS_TITLES: Record<PaneBox['id'], string> = {
  price: 'Giá',
  volume: 'Khối lượng',
  rsi: 'RSI',
  macd: 'MACD',
  stochastic: 'Stochastic',
};

/** The first time shown for a range, null for everything (All, or a range longer than the data). */
export function rangeStart(bars: readonly Bar[], range: string): number | null {
  const months = rangeMonths(range);
  const first = bars[0];
  const last = bars[bars.length - 1];
  if (months === null || !first || !last) return null;
  const start = subtractMonthsUtc(last.time, months);
  return start > first.time ? start : null;
}

function priceLabel(this: AxisLabelsFormatterContextObject): string {
  return formatPrice(typeof this.value === 'number' ? this.value : Number(this.value));
}

function volumeLabel(this: AxisLabelsFormatterContextObject): string {
  return formatVolume(typeof this.value === 'number' ? this.value : Number(this.value));
}

const LABEL_FORMATTERS: Partial<Record<PaneBox['id'], AxisLabelsFormatterCallbackFunction>> = {
  price: priceLabel,
  volume: volumeLabel,
};

function oscillatorTicks(pane: 'rsi' | 'stochastic'): number[] {
  const limits = pane === 'rsi' ? THRESHOLDS.rsi : THRESHOLDS.stochasticK;
  return [0, limits.buyBelow, limits.sellAbove, 100];
}

function yAxis(box: PaneBox): YAxisOptions {
  return {
    id: axisId(box.id),
    top: `${String(box.top)}%`,
    height: `${String(box.height)}%`,
    offset: 0,
    lineWidth: 1,
    opposite: true,
    title: { text: AXIS_TITLES[box.id] },
    labels: { align: 'left', x: 4, formatter: LABEL_FORMATTERS[box.id] },
    resize: { enabled: false },
    ...(box.id === 'price' || box.id === 'volume' ? {} : { plotLines: panePlotLines(box.id) }),
    // The panes touch: the labels at their edges would run into the neighbour's.
    ...(box.id === 'price' ? {} : { showFirstLabel: false, showLastLabel: false }),
    // RSI and stochastic: fixed 0 to 100, ticks at the vote limits (30 / 70, 20 / 80).
    ...(box.id === 'rsi' || box.id === 'stochastic'
      ? { min: 0, max: 100, tickPositions: oscillatorTicks(box.id) }
      : {}),
  };
}

/**
 * Highcharts Stock options of the technical chart (pure: no Highcharts runtime needed): candles with
 * the chosen overlays, volume below, then one pane per oscillator. Navigator, range selector and
 * scrollbar are off (the screen's own buttons choose the range); one shared Vietnamese tooltip.
 */
export function buildTechnicalOptions(input: TechnicalChartInput): Options {
  const { bars } = input;
  const panes = orderedPanes(input.panes);
  const series: TechnicalSeriesOptions[] = [
    priceSeries(bars),
    ...overlaySeries(bars, input.overlays),
    volumeSeries(bars),
    ...panes.flatMap((pane) => paneSeries(bars, pane)),
  ];
  const start = rangeStart(bars, input.range);
  const shown = shownBars(bars, start);
  const resolution = input.resolution ?? 'day';
  const dateOf = (bar: Bar | undefined) => (bar ? formatBarDate(bar.time, resolution) : undefined);
  return {
    chart: { height: technicalChartHeight(panes.length), spacingTop: 8 },
    title: { text: undefined },
    credits: { enabled: false },
    exporting: { enabled: false, local: true, fallbackToExportServer: false },
    lang: chartNameLang(TECHNICAL_CHART_TITLE),
    accessibility: chartAccessibility({
      title: TECHNICAL_CHART_TITLE,
      series: series.map((item) => ({ name: seriesLabel(item) })),
      from: dateOf(shown[0]),
      to: dateOf(shown[shown.length - 1]),
      describePoint: technicalPointDescriber(resolution),
    }),
    navigator: { enabled: false },
    rangeSelector: { enabled: false },
    scrollbar: { enabled: false },
    legend: { enabled: true, align: 'left', verticalAlign: 'top', layout: 'horizontal' },
    // Explicit null: chart.update merges options, so an absent min would keep the previous range's.
    xAxis: {
      id: 'axis-time',
      type: 'datetime',
      min: start,
      max: null,
      dateTimeLabelFormats: { day: '%d/%m', week: '%d/%m', month: '%m/%Y', year: '%Y' },
    },
    yAxis: paneLayout(panes).map(yAxis),
    tooltip: {
      split: false,
      shared: true,
      formatter: technicalTooltipFormatter(resolution),
    },
    plotOptions: {
      series: {
        animation: false,
        // Bars are already days, weeks or months: never merge them, and keep every volume point.
        dataGrouping: { enabled: false },
        turboThreshold: 0,
        marker: { enabled: false },
        states: { hover: { lineWidthPlus: 0 } },
      },
    },
    series,
  };
}
