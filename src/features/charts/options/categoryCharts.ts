import type { Options, Point, SeriesOptionsType } from 'highcharts';
import { chartAccessibility, chartNameLang } from './accessibility';
import { formatDisplayValue } from './display';
import { ROW_HEADING, type ChartTableData } from './tableData';

/**
 * Accessibility and the data table of charts over categories (the macro same-period chart: months
 * or quarters; the bank comparison: tickers), read from their ready options so they describe exactly
 * what is drawn. Each series names its unit in `custom.unitLabel` ("%", "tỷ đồng", "" for none).
 */

type CategorySeries = SeriesOptionsType & { data?: unknown[]; custom?: { unitLabel?: string } };

function categoriesOf(options: Options): string[] {
  const xAxis = Array.isArray(options.xAxis) ? options.xAxis[0] : options.xAxis;
  return [...(xAxis?.categories ?? [])];
}

function seriesOf(options: Options): CategorySeries[] {
  return (options.series ?? []) as CategorySeries[];
}

function unitOf(series: CategorySeries): string {
  return series.custom?.unitLabel ?? '';
}

function valueAt(series: CategorySeries, index: number): number | null {
  const value = series.data?.[index];
  return typeof value === 'number' ? value : null;
}

/** The options with accessibility on, described by `title`, the series and the first and last category. */
export function withCategoryAccessibility(options: Options, title?: string): Options {
  const categories = categoriesOf(options);
  const series = seriesOf(options);
  const units = new Map(series.map((item) => [item.name ?? '', unitOf(item)]));
  return {
    ...options,
    lang: { ...options.lang, ...chartNameLang(title) },
    accessibility: chartAccessibility({
      title,
      series: series.map((item) => ({ name: item.name ?? '', unitLabel: unitOf(item) })),
      from: categories[0],
      to: categories[categories.length - 1],
      describePoint: (point: Point) => {
        const category = typeof point.category === 'string' ? point.category : String(point.x);
        return `${category}, ${point.series.name}: ${formatDisplayValue(point.y, units.get(point.series.name) ?? '')}`;
      },
    }),
  };
}

/** The table of a category chart: one column per category, one row per series. */
export function categoryTable(options: Options, rowHeading = ROW_HEADING): ChartTableData {
  const categories = categoriesOf(options);
  return {
    rowHeading,
    columns: categories,
    rows: seriesOf(options).map((item, row) => ({
      key: item.id ?? String(row),
      name: item.name ?? '',
      values: categories.map((_, index) => formatDisplayValue(valueAt(item, index), unitOf(item))),
    })),
  };
}
