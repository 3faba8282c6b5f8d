import type { MetricChartInput } from '@/features/charts/types';

/** Stands in for MetricChart (Highcharts does not draw in jsdom): what it was given, as attributes. */
export function MetricChart(props: MetricChartInput & { height?: number | string }) {
  return (
    <div data-testid="metric-chart" data-range={props.range} data-period-type={props.periodType ?? ''}>
      {props.metrics.map((metric) => {
        const key = `${metric.kind}:${metric.id}`;
        const data = props.series[key];
        return (
          <span
            key={key}
            data-testid="chart-metric"
            data-key={key}
            data-series-type={metric.seriesType}
            data-axis={String(metric.axis)}
            data-points={String(data?.points.length ?? 0)}
          >
            {metric.name}
          </span>
        );
      })}
    </div>
  );
}
