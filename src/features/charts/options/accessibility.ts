import type { AccessibilityOptions, Point } from 'highcharts';

/** A plotted series as the description names it. */
export interface DescribedSeries {
  name: string;
  /** "Tỷ đồng", "%", "" when the figures have no unit. */
  unitLabel?: string;
}

export interface ChartDescriptionInput {
  /** The chart's name (the heading the screen shows above it). */
  title?: string;
  series: readonly DescribedSeries[];
  /** The first and last period or date shown, already formatted. */
  from?: string;
  to?: string;
}

function seriesPhrase({ name, unitLabel }: DescribedSeries): string {
  return unitLabel ? `${name} (${unitLabel})` : name;
}

function joinVietnamese(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} và ${items[items.length - 1] ?? ''}`;
}

/**
 * What a chart shows, in one Vietnamese sentence for screen readers: "Biểu đồ Hiệu quả thể hiện
 * Doanh thu (Tỷ đồng) và ROE (%); từ Q1/2024 đến Q4/2024."
 */
export function describeChart({ title, series, from, to }: ChartDescriptionInput): string {
  const name = title ? `Biểu đồ ${title}` : 'Biểu đồ';
  if (series.length === 0) return `${name}: chưa có dữ liệu.`;
  const period = from && to ? (from === to ? `; kỳ ${from}` : `; từ ${from} đến ${to}`) : '';
  return `${name} thể hiện ${joinVietnamese(series.map(seriesPhrase))}${period}.`;
}

/**
 * The accessibility options every chart of the site carries (Highcharts' accessibility module is
 * loaded with Highcharts, loadHighcharts.ts): on, described by describeChart, points reachable by
 * keyboard, and each point read as the tooltip writes it when `describePoint` is given.
 */
export function chartAccessibility(
  input: ChartDescriptionInput & { describePoint?: (point: Point) => string },
): AccessibilityOptions {
  const { describePoint, ...description } = input;
  return {
    enabled: true,
    description: describeChart(description),
    keyboardNavigation: { enabled: true },
    ...(describePoint ? { point: { descriptionFormatter: describePoint } } : {}),
  };
}
