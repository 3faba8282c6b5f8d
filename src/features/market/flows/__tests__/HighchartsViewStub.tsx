import type { HighchartsViewProps } from '@/features/charts/components/HighchartsView';

/** Stands in for HighchartsView (Highcharts does not draw in jsdom): the plotted values, as an attribute. */
export function HighchartsView({
  options,
  title,
  'data-testid': testId = 'highcharts-view',
}: HighchartsViewProps) {
  const series = (options.series ?? [])[0] as { data?: (number | null)[] } | undefined;
  const xAxis = options.xAxis as { categories?: string[] } | undefined;
  return (
    <div
      data-testid={testId}
      data-points={JSON.stringify(series?.data ?? [])}
      data-categories={JSON.stringify(xAxis?.categories ?? [])}
    >
      {title}
    </div>
  );
}
