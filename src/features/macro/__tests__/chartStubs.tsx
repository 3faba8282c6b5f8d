import type { Options, SeriesLineOptions } from 'highcharts';
import type { MetricChartInput } from '@/features/charts/types';

/** Stands in for MetricChart (Highcharts does not draw in jsdom): its props as attributes. */
export function MetricChart(props: MetricChartInput & { height?: number | string }) {
  return (
    <div data-testid="metric-chart" data-range={props.range} data-auto-axis={String(props.isAutoAxis)}>
      {props.metrics.map((metric) => {
        const key = `${metric.kind}:${metric.id}`;
        return (
          <span
            key={key}
            data-testid="chart-metric"
            data-id={metric.id}
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

/** Stands in for highcharts-react-official: the options it was given, as attributes. */
function HighchartsReact({ options }: { options: Options }) {
  const series = (options.series ?? []) as SeriesLineOptions[];
  const xAxis = options.xAxis as { categories?: string[] } | undefined;
  return (
    <div
      data-testid="highcharts-options"
      data-series={series.map((item) => item.name).join(',')}
      data-categories={(xAxis?.categories ?? []).join(',')}
    />
  );
}

export function loadHighcharts() {
  return Promise.resolve({ Highcharts: {}, HighchartsReact });
}
