import type { MetricChartInput } from '@/features/charts/types';

/** Stands in for MetricChart (Highcharts does not draw in jsdom): its props as text and attributes. */
export function MetricChart(props: MetricChartInput & { height?: number | string }) {
  return (
    <div
      data-testid="metric-chart"
      data-height={String(props.height)}
      data-unit={props.unit}
      data-range={props.range}
      data-auto-axis={String(props.isAutoAxis)}
    >
      {props.metrics.map((metric) => {
        const key = `${metric.kind}:${metric.id}`;
        return (
          <span
            key={key}
            data-testid="chart-metric"
            data-key={key}
            data-color={metric.color}
            data-series-type={metric.seriesType}
            data-axis={String(metric.axis)}
            data-has-data={String(Boolean(props.series[key]))}
          >
            {metric.name}
          </span>
        );
      })}
    </div>
  );
}
