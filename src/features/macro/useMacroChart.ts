import { useMemo } from 'react';
import { DEFAULT_UNIT_FORMAT } from '@/common/constants/finance';
import { activeRange, type RangeOption } from '@/common/constants/ranges';
import type { ChartSeriesData } from '@/common/contracts/financeChart';
import { metricKey } from '@/common/contracts/metricKeys';
import type { SamePeriodData } from '@/common/contracts/macro';
import type { ChartMetric } from '@/common/contracts/charts';
import { useFormulaFigures, type FormulaFigures } from '@/features/charts/formulaFigures';
import type { MetricChartInput } from '@/features/charts/types';
import { samePeriodYearsFor } from './charts/samePeriodOptions';
import {
  legendName,
  newestDate,
  rangeOptionsFor,
  seriesRefOf,
  toChartMetrics,
  toChartSeries,
  type SeriesIndex,
} from './macroMetrics';
import type { MacroSelectedMetric } from './macroSelection';
import { useMacroFormulas } from './useMacroFormulas';
import { useMacroSeries, type MacroSeriesState } from './useMacroSeries';
import { useMacroView } from './useMacroView';

export interface MacroChart {
  list: readonly MacroSelectedMetric[];
  timeSeries: boolean;
  /** The time-series chart's input (metrics in order, figures as they arrive). */
  input: MetricChartInput;
  /** The time-series figures (nothing is asked in the same-period view). */
  series: MacroSeriesState;
  /** Selected metrics the same-period view can draw (monthly or quarterly ones). */
  samePeriodCandidates: readonly MacroSelectedMetric[];
  samePeriodChosen: MacroSelectedMetric | undefined;
  samePeriodState: MacroSeriesState;
  samePeriodData: SamePeriodData | undefined;
  /** The other candidates whose same-period figures have arrived (drawn with the chosen one). */
  samePeriodOthers: readonly { metric: MacroSelectedMetric; data: SamePeriodData }[];
  /** How many of the newest years the same-period view draws (undefined: all). */
  maxYears: number | undefined;
  rangeOptions: RangeOption[];
  /** The name of a selected metric (as stored, in the menu, in its answer, else its id). */
  nameOf: (extendID: string) => string;
  sources: string[];
  releaseDate: string | null;
  /**
   * The formula series of the address (issue 33), their figures, and a notice when some were bad
   * (absent on charts that carry no formulas, e.g. the industry dashboards).
   */
  formulas?: readonly ChartMetric[];
  formulaFigures?: FormulaFigures;
  formulaNotice?: string | null;
}

/** Everything the chart area draws from: the selection, its figures and the view's settings. */
export function useMacroChart(index: SeriesIndex, title: string): MacroChart {
  const [state] = useMacroView();
  const { selectedMetricList: list, viewType, isAutoAxis, range, samePeriodMetric } = state;
  const timeSeries = viewType === 'TIME_SERIES';
  const { metrics: formulas, notice: formulaNotice } = useMacroFormulas(state.formulaText);
  const formulaFigures = useFormulaFigures(timeSeries ? formulas : [], undefined);
  const ids = useMemo(() => list.map((metric) => metric.extendID), [list]);
  const series = useMacroSeries(timeSeries ? ids : [], false);

  const samePeriodCandidates = useMemo(() => list.filter((metric) => metric.period !== 'year'), [list]);
  const samePeriodChosen =
    samePeriodCandidates.find((metric) => metric.extendID === samePeriodMetric) ?? samePeriodCandidates[0];
  // Every selected metric that has a same-period form is drawn (the chosen one first).
  const samePeriodIds = useMemo(
    () => (timeSeries ? [] : samePeriodCandidates.map((metric) => metric.extendID)),
    [timeSeries, samePeriodCandidates],
  );
  const samePeriodState = useMacroSeries(samePeriodIds, true);
  const samePeriodAnswer = samePeriodChosen ? samePeriodState.data[samePeriodChosen.extendID] : undefined;
  const samePeriodData = samePeriodAnswer?.view === 'same_period' ? samePeriodAnswer : undefined;
  const samePeriodOthers = useMemo(
    () =>
      samePeriodCandidates.flatMap((metric) => {
        const answer = samePeriodState.data[metric.extendID];
        if (metric === samePeriodChosen || answer?.view !== 'same_period') return [];
        return [{ metric, data: answer }];
      }),
    [samePeriodCandidates, samePeriodChosen, samePeriodState.data],
  );

  const nameOf = useMemo(() => {
    const stored = new Map(list.map((metric) => [metric.extendID, metric.metricName]));
    return (extendID: string): string =>
      stored.get(extendID) ||
      seriesRefOf(index, extendID)?.series.name ||
      series.data[extendID]?.name ||
      samePeriodState.data[extendID]?.name ||
      extendID;
  }, [list, index, series.data, samePeriodState.data]);

  const rangeOptions = useMemo(
    () =>
      rangeOptionsFor(
        list.map((metric) => metric.period),
        range,
      ),
    [list, range],
  );
  const rangeKey = activeRange(rangeOptions)?.key ?? 'All';

  const input = useMemo((): MetricChartInput => {
    const figures: Record<string, ChartSeriesData | undefined> = {};
    for (const id of ids) {
      const answer = series.data[id];
      figures[metricKey({ kind: 'macro', id })] =
        answer?.view === 'time_series' ? toChartSeries(id, answer) : undefined;
    }
    const legend = (id: string) => legendName(nameOf(id), id, seriesRefOf(index, id)?.series.frequency);
    return {
      metrics: [...toChartMetrics(list, legend), ...formulas],
      series: { ...figures, ...formulaFigures.series },
      unit: DEFAULT_UNIT_FORMAT,
      isAutoAxis,
      range: rangeKey,
      title,
    };
  }, [ids, list, series.data, nameOf, index, isAutoAxis, rangeKey, title, formulas, formulaFigures.series]);

  const shown = timeSeries ? list : samePeriodChosen ? [samePeriodChosen] : [];
  const answers = shown.map((metric) => ({
    answer: (timeSeries ? series : samePeriodState).data[metric.extendID],
    info: seriesRefOf(index, metric.extendID)?.series,
  }));
  const sources = [
    ...new Set(
      answers.flatMap(({ answer, info }) => {
        const source = answer?.source ?? info?.source;
        return source ? [source] : [];
      }),
    ),
  ];
  const releaseDate = newestDate(answers.map(({ answer, info }) => answer?.releaseDate ?? info?.releaseDate));

  return {
    list,
    timeSeries,
    input,
    series,
    samePeriodCandidates,
    samePeriodChosen,
    samePeriodState,
    samePeriodData,
    samePeriodOthers,
    maxYears: samePeriodYearsFor(rangeKey),
    rangeOptions,
    nameOf,
    sources,
    releaseDate,
    formulas,
    formulaFigures,
    formulaNotice,
  };
}
