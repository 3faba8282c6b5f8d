import type { Chart } from 'highcharts';
import { useMemo } from 'react';
import { buildChartOptions, buildChartTable } from '../options/buildChartOptions';
import type { MetricChartInput } from '../types';
import { HighchartsView } from './HighchartsView';

export type MetricChartProps = MetricChartInput & {
  /** Root height; defaults to 100% so the chart fills its grid cell or modal body. */
  height?: number | string;
  /** Called with the Highcharts chart once drawn (the export menu keeps it). */
  onChartReady?: (chart: Chart) => void;
  className?: string;
};

/** Draws one chart of metrics with Highcharts (loaded in the browser only), its data table under it. */
export function MetricChart({
  metrics,
  series,
  unit,
  isAutoAxis,
  range,
  title,
  periodType,
  height = '100%',
  onChartReady,
  className,
}: MetricChartProps) {
  const options = useMemo(
    () => buildChartOptions({ metrics, series, unit, isAutoAxis, range, title, periodType }),
    [metrics, series, unit, isAutoAxis, range, title, periodType],
  );
  const dataTable = useMemo(
    () => buildChartTable({ metrics, series, unit, isAutoAxis, range, title, periodType }),
    [metrics, series, unit, isAutoAxis, range, title, periodType],
  );
  return (
    <HighchartsView
      options={options}
      height={height}
      onChartReady={onChartReady}
      className={className}
      data-testid="metric-chart"
      dataTable={dataTable}
      title={title}
    />
  );
}
