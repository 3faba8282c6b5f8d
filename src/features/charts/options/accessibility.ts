import type { AccessibilityOptions, LangOptions, Point } from 'highcharts';

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
  const name = chartName(title);
  if (series.length === 0) return `${name}: chưa có dữ liệu.`;
  const period = from && to ? (from === to ? `; kỳ ${from}` : `; từ ${from} đến ${to}`) : '';
  return `${name} thể hiện ${joinVietnamese(series.map(seriesPhrase))}${period}.`;
}

/** "Biểu đồ Hiệu quả": the chart's name for screen readers (its heading, region and legend labels). */
export function chartName(title?: string): string {
  if (!title) return 'Biểu đồ';
  // "Biểu đồ tài chính FPT" is already a chart's name.
  return /^biểu đồ/iu.test(title) ? title : `Biểu đồ ${title}`;
}

/**
 * The chart's own lang entry naming it: charts carry no Highcharts title (screens show their own
 * heading), so the accessibility module would call every chart "Biểu đồ". Merge into the options' lang.
 */
export function chartNameLang(title?: string): Pick<LangOptions, 'accessibility'> {
  return { accessibility: { defaultChartTitle: chartName(title) } };
}

/**
 * What the screen-reader section before a chart says: its name, type, our description. Highcharts'
 * axis sentences are left out: our description already names each series with its unit and the
 * periods shown, and the hidden axes of empty slots would be counted.
 */
const BEFORE_CHART_FORMAT =
  '<{headingTagName}>{chartTitle}</{headingTagName}><div>{typeDescription}</div><div>{chartLongdesc}</div>';

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
    screenReaderSection: { beforeChartFormat: BEFORE_CHART_FORMAT },
    ...(describePoint ? { point: { descriptionFormatter: describePoint } } : {}),
  };
}
