import { z } from 'zod';
import { COMPANY_TYPES } from '../constants/market';
import { CHART_METRIC_KINDS, type ChartConfig } from './charts';
import { tickerSchema } from './common';
import { tickerFromWire } from './wireNames';
import { accessNotice } from './finance';

/**
 * The financial chart (issue 7): metric chips (GET /api/enterprise/v2/finance-chip) and the figures
 * of chart metrics (GET /api/enterprise/v2/finance-chart for one metric, GET
 * /api/enterprise/finance-chart for several at once: the dashboards ask for a whole chart in one call).
 *
 * A metric is addressed by its key `<kind>:<id>`:
 * - statement: `statement:<STATEMENT>.<ITEM_CODE>`, e.g. `statement:INCOME_STATEMENT.NET_REVENUE`;
 * - ratio: `ratio:<RATIO_CODE>`, e.g. `ratio:ROE`;
 * - price: `price:close` (adjusted close, VND) or `price:volume` (shares);
 * - macro: `macro:<SERIES_CODE>.<valueType>`, e.g. `macro:VN_CPI_TOTAL.yoy`.
 * The chart-section config keeps `kind` and `id` separately (src/common/contracts/charts.ts).
 */

/** Chart figures are per year or per quarter (ratios need a balance sheet, so there are no months). */
export const CHART_PERIOD_TYPES = ['year', 'quarter'] as const;
export type ChartPeriodType = (typeof CHART_PERIOD_TYPES)[number];

/**
 * How a metric's values read, which decides the unit switch and the axis label:
 * money: VND amounts (scaled by the unit switch: tỷ, triệu, nghìn); percent: fractions (0.15 = 15 %);
 * times: multiples (P/E); perShare: VND per share (never scaled); count: shares, people ...;
 * index: points or index levels; other: shown as is with `unit`.
 */
export const METRIC_VALUE_KINDS = [
  'money',
  'percent',
  'times',
  'perShare',
  'count',
  'index',
  'other',
] as const;
export type MetricValueKind = (typeof METRIC_VALUE_KINDS)[number];

/** How often a metric has a value: once per statement period, or at its own (daily, monthly) pace. */
export const METRIC_FREQUENCIES = ['period', 'day', 'month', 'quarter', 'year'] as const;
export type MetricFrequency = (typeof METRIC_FREQUENCIES)[number];

export const MAX_CHART_METRICS_PER_REQUEST = 12;

export { metricKey, parseMetricKey } from './metricKeys';
import { METRIC_KEY_PATTERN } from './metricKeys';

const metricKeySchema = z
  .string()
  .trim()
  .regex(METRIC_KEY_PATTERN, 'Mã chỉ tiêu không hợp lệ (dạng loại:mã, ví dụ ratio:ROE)');

export const chartMetricInfo = z.object({
  key: z.string(),
  kind: z.enum(CHART_METRIC_KINDS),
  id: z.string(),
  name: z.string(),
  /** As shown next to values when not money: "%", "lần", "đồng/cp", "cp", "điểm", "tỷ đồng" ... */
  unit: z.string(),
  valueKind: z.enum(METRIC_VALUE_KINDS),
  frequency: z.enum(METRIC_FREQUENCIES),
});
export type ChartMetricInfo = z.infer<typeof chartMetricInfo>;

export const financeChip = z.object({
  chipId: z.string(),
  name: z.string(),
  metrics: z.array(chartMetricInfo),
});
export type FinanceChip = z.infer<typeof financeChip>;

/** GET /api/enterprise/v2/finance-chip?ticket= */
export const financeChipQuery = z.object({ ticket: tickerSchema }).transform(tickerFromWire);
export const financeChipResponse = z.object({
  ticker: z.string(),
  companyType: z.enum(COMPANY_TYPES),
  chips: z.array(financeChip),
});
export type FinanceChipResponse = z.infer<typeof financeChipResponse>;

/** One metric's figures: [x, y] with x the UTC milliseconds of the period's last day, oldest first. */
export const chartSeriesData = chartMetricInfo.extend({
  points: z.array(z.tuple([z.number(), z.number().nullable()])),
  /** Where the figures come from (statements, our ratio formulas, the exchange, GSO ...). */
  source: z.string(),
  /** Why figures are missing or cut (a plan limit, a series the plan does not include). */
  notice: z.string().optional(),
  /**
   * Aligned with `points`, for ratios read at a close (P/E, P/B, P/S): the close used, its day and
   * basis, or why the point is empty (Vietnamese).
   */
  pointNotes: z.array(z.string().nullable()).optional(),
});
export type ChartSeriesData = z.infer<typeof chartSeriesData>;

/** GET /api/enterprise/v2/finance-chart?ticket=&accountId=<metric key>&period= */
export const financeChartOneQuery = z
  .object({
    ticket: tickerSchema,
    accountId: metricKeySchema,
    period: z.enum(CHART_PERIOD_TYPES).default('quarter'),
  })
  .transform(tickerFromWire);
export type FinanceChartOneQuery = z.infer<typeof financeChartOneQuery>;
export const financeChartOneResponse = z.object({
  ticker: z.string(),
  periodType: z.enum(CHART_PERIOD_TYPES),
  series: chartSeriesData,
  access: accessNotice.optional(),
});
export type FinanceChartOneResponse = z.infer<typeof financeChartOneResponse>;

/** `metrics=a,b` or `metrics=a&metrics=b`. */
const metricKeyList = z.preprocess(
  (raw) => {
    const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((item) =>
      typeof item === 'string' ? item.split(',') : [],
    );
    return parts.map((part) => part.trim()).filter((part) => part.length > 0);
  },
  z
    .array(metricKeySchema)
    .min(1, 'Chọn ít nhất một chỉ tiêu')
    .max(MAX_CHART_METRICS_PER_REQUEST, `Tối đa ${String(MAX_CHART_METRICS_PER_REQUEST)} chỉ tiêu mỗi lần`),
);

/** GET /api/enterprise/finance-chart?ticket=&metrics=k1,k2&period= */
export const financeChartQuery = z
  .object({
    ticket: tickerSchema,
    metrics: metricKeyList,
    period: z.enum(CHART_PERIOD_TYPES).default('quarter'),
  })
  .transform(tickerFromWire);
export type FinanceChartQuery = z.infer<typeof financeChartQuery>;
export const financeChartResponse = z.object({
  ticker: z.string(),
  periodType: z.enum(CHART_PERIOD_TYPES),
  /** In the order asked. */
  series: z.array(chartSeriesData),
  access: accessNotice.optional(),
});
export type FinanceChartResponse = z.infer<typeof financeChartResponse>;

/** GET /api/enterprise/chart-section/default?symbol=: the ready-made dashboard of the company's type. */
export const defaultSectionsQuery = z.object({ symbol: tickerSchema });

/** One ready-made section (never stored): `sectionKey` names it, the charts are as a stored section's. */
export interface DefaultChartSection {
  sectionKey: string;
  sectionName: string;
  symbol: string;
  isAutoAxis: boolean;
  charts: ChartConfig[];
}
export interface DefaultSectionsResponse {
  symbol: string;
  companyType: (typeof COMPANY_TYPES)[number];
  sections: DefaultChartSection[];
}
