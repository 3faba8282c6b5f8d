import type { Options, Point, SeriesTreemapOptions } from 'highcharts';
import type { ChartTableData } from '@/features/charts/options/tableData';

/**
 * Stands in for HighchartsView (Highcharts does not draw in jsdom): the series' point count, the
 * table's rows, and for a treemap one button per company cell that runs the chart's click handler.
 */
export function HighchartsView(props: {
  options: Options;
  dataTable?: ChartTableData;
  'data-testid'?: string;
}) {
  const series = (props.options.series ?? [])[0] as SeriesTreemapOptions | undefined;
  const points = (series?.data ?? []) as { id?: string; parent?: string; custom?: { ticker: string } }[];
  const click = series?.point?.events?.click;
  return (
    <div data-testid={props['data-testid'] ?? 'highcharts-view'} data-points={String(points.length)}>
      {series?.type === 'treemap' &&
        points
          .filter((point) => point.parent !== undefined)
          .map((point) => (
            <button
              key={point.id}
              type="button"
              onClick={() => {
                (click as ((this: Point) => void) | undefined)?.call({ options: point } as unknown as Point);
              }}
            >
              {`Ô ${point.id ?? ''}`}
            </button>
          ))}
      <span data-testid="chart-table-rows">{props.dataTable?.rows.map((row) => row.name).join(',')}</span>
    </div>
  );
}
