import { Empty } from 'antd';
import type { Chart } from 'highcharts';
import { useCallback, useMemo } from 'react';
import type { IndustryChartLine } from '@/common/contracts/industry';
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
}

/**
 * Some industry lines over time, drawn exactly as the macro screens draw a selection: one
 * metric-data request per line, the macro TimeSeriesView (skeleton, error with "Thử lại", the
 * forbidden message) around the shared MetricChart; marks become x-axis plot lines once drawn.
 */
export function IndustryLineChart({ lines, range, title, height = 300, marks }: IndustryLineChartProps) {
  const ids = useMemo(() => lines.map((line) => line.extendID), [lines]);
  const series = useMacroSeries(ids, false);
  const chart = useMemo(() => lineChartOf({ lines, series, range, title }), [lines, series, range, title]);
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
    </>
  );
}
