import { formatDisplayValue } from './display';

/**
 * The "Xem bảng số liệu" table of a chart: one column per period or date shown, one row per series,
 * each value written as the chart's tooltip writes it (the site's number format and the unit).
 * Built from the very series the chart plots, by the same builders (ChartDataTable draws it).
 */
export interface ChartTableRow {
  key: string;
  name: string;
  values: readonly string[];
}

export interface ChartTableData {
  /** Heading of the row-label column ("Chỉ tiêu", "Năm" ...). */
  rowHeading: string;
  columns: readonly string[];
  rows: readonly ChartTableRow[];
}

export const ROW_HEADING = 'Chỉ tiêu';

/** A series as the table reads it: [x, y in the display unit] pairs and how its values read. */
export interface TableSeries {
  id: string;
  name: string;
  unitLabel: string;
  decimals?: number;
  points: ReadonlyArray<readonly [number, number | null]>;
}

/** The x values shown, oldest first: every series' x from `xMin` on (all of them without it). */
export function visibleXs(series: readonly TableSeries[], xMin?: number): number[] {
  const xs = new Set<number>();
  for (const item of series) for (const [x] of item.points) if (xMin === undefined || x >= xMin) xs.add(x);
  return [...xs].sort((a, b) => a - b);
}

/** The table of time series: columns are the x values shown (formatted by `formatX`). */
export function seriesTable(
  series: readonly TableSeries[],
  formatX: (x: number) => string,
  xMin?: number,
): ChartTableData {
  const xs = visibleXs(series, xMin);
  return {
    rowHeading: ROW_HEADING,
    columns: xs.map(formatX),
    rows: series.map((item) => {
      const byX = new Map(item.points.map(([x, y]) => [x, y]));
      return {
        key: item.id,
        name: item.name,
        values: xs.map((x) => formatDisplayValue(byX.get(x), item.unitLabel, item.decimals)),
      };
    }),
  };
}
