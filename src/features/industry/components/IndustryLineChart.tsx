import { Empty } from 'antd';
import type { Chart } from 'highcharts';
import { useCallback, useMemo, useState } from 'react';
import { MAX_METRICS_PER_CHART } from '@/common/constants/charts';
import type { ChartMetric } from '@/common/contracts/charts';
import type { IndustryChartLine } from '@/common/contracts/industry';
import { FormulaSeriesPanel } from '@/features/charts/components/FormulaSeriesPanel';
import { useFormulaFigures } from '@/features/charts/formulaFigures';
import { TimeSeriesView } from '@/features/macro/components/ChartViews';
import { MetricSubscriptions, useMacroSeries } from '@/features/macro/useMacroSeries';
import { applyMarks, lineChartOf } from '../industryCharts';

export const NO_LINES_TEXT = 'Chưa có dữ liệu';

interface IndustryLineChartProps {
  lines: readonly IndustryChartLine[];
  /** The range key (3M ... All). */
  range: string;
  /** The exported image's title. */
  title: string;
  height?: number | string;
  /** Periods to mark on the x-axis (a slide's annotations). */
  marks?: readonly { period: string; label: string }[];
  /** Offers "Thêm công thức" under the chart (issue 33; kept while the page is open). */
  withFormulas?: boolean;
}

/**
 * Some industry lines over time, drawn exactly as the macro screens draw a selection: one
 * metric-data request per line, the macro TimeSeriesView (skeleton, error with "Thử lại", the
 * forbidden message) around the shared MetricChart; marks become x-axis plot lines once drawn.
 */
export function IndustryLineChart({
  lines,
  range,
  title,
  height = 300,
  marks,
  withFormulas = false,
}: IndustryLineChartProps) {
  const ids = useMemo(() => lines.map((line) => line.extendID), [lines]);
  const series = useMacroSeries(ids, false);
  const [formulas, setFormulas] = useState<ChartMetric[]>([]);
  const formulaFigures = useFormulaFigures(formulas, undefined);
  const chart = useMemo(() => {
    const base = lineChartOf({ lines, series, range, title });
    if (formulas.length === 0) return base;
    const input = {
      ...base.input,
      metrics: [...base.input.metrics, ...formulas],
      series: { ...base.input.series, ...formulaFigures.series },
    };
    return { ...base, input, formulas, formulaFigures };
  }, [lines, series, range, title, formulas, formulaFigures]);
  const onChartReady = useCallback(
    (drawn: Chart) => {
      if (marks && marks.length > 0) applyMarks(drawn, marks);
    },
    [marks],
  );
  if (lines.length === 0) return <Empty description={NO_LINES_TEXT} />;
  return (
    <>
      <MetricSubscriptions ids={ids} samePeriod={false} />
      <TimeSeriesView chart={chart} height={height} onChartReady={onChartReady} />
      {withFormulas && (
        <FormulaSeriesPanel
          formulas={formulas}
          chartMetrics={chart.input.metrics}
          full={chart.input.metrics.length >= MAX_METRICS_PER_CHART}
          notices={formulaFigures.errors}
          onChange={setFormulas}
        />
      )}
    </>
  );
}
