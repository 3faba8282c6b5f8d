import type { Options, YAxisOptions } from 'highcharts';

/** Stands in for highcharts-react-official (Highcharts does not draw in jsdom): what it was given. */
function HighchartsReact({ options, constructorType }: { options: Options; constructorType?: string }) {
  const series = (options.series ?? []) as { id?: string; data?: unknown[] }[];
  const yAxis = (options.yAxis ?? []) as YAxisOptions[];
  return (
    <div
      data-testid="stock-options"
      data-constructor={constructorType}
      data-series={series.map((item) => item.id).join(',')}
      data-axes={yAxis.map((axis) => axis.id).join(',')}
      data-bars={String(series.find((item) => item.id === 'price')?.data?.length ?? 0)}
      data-min={String((options.xAxis as { min?: number | null }).min)}
    />
  );
}

export function loadHighstock() {
  return Promise.resolve({ Highcharts: {}, HighchartsReact });
}
