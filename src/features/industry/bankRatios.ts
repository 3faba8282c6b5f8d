import type { AxisLabelsFormatterContextObject, Options, Point } from 'highcharts';
import { SERIES_PALETTE } from '@/common/constants/palette';
import type { CommercialBankRow } from '@/common/contracts/macro';
import { formatNumber } from '@/common/format';
import { formatAxisLabel } from '@/features/charts/options/axes';
import { NO_DATA_TEXT } from '@/features/charts/options/buildChartOptions';
import { withCategoryAccessibility } from '@/features/charts/options/categoryCharts';

/** The bank comparison of the BANK dashboard: one ratio across the listed banks (pure). */

export const BANK_RATIOS = [
  { key: 'nim', label: 'NIM' },
  { key: 'nplRatio', label: 'Tỷ lệ nợ xấu (NPL)' },
  { key: 'casaRatio', label: 'Tỷ lệ CASA' },
  { key: 'loanGrowth', label: 'Tăng trưởng tín dụng' },
  { key: 'depositGrowth', label: 'Tăng trưởng huy động' },
] as const;

export type BankRatioKey = (typeof BANK_RATIOS)[number]['key'];

export function bankRatioLabel(key: BankRatioKey): string {
  return BANK_RATIOS.find((ratio) => ratio.key === key)?.label ?? key;
}

export interface BankBar {
  ticker: string;
  name: string;
  /** In % (the answer's fractions times 100). */
  value: number;
}

/** The banks with the ratio, highest first (banks without it are left out). */
export function bankBars(rows: readonly CommercialBankRow[], key: BankRatioKey): BankBar[] {
  return rows
    .flatMap((row) => {
      const value = row[key];
      return value === null || !Number.isFinite(value)
        ? []
        : [{ ticker: row.ticker, name: row.name, value: Math.round(value * 10_000) / 100 }];
    })
    .sort((a, b) => b.value - a.value || a.ticker.localeCompare(b.ticker));
}

/** The quarter most banks report ("Q3/2024"), or null. */
export function commonPeriod(rows: readonly CommercialBankRow[]): string | null {
  const counts = new Map<string, number>();
  for (const row of rows) if (row.period) counts.set(row.period, (counts.get(row.period) ?? 0) + 1);
  let best: string | null = null;
  for (const [period, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = period;
  return best;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function bankRatioOptions(bars: readonly BankBar[], label: string): Options {
  const names = new Map(bars.map((bar) => [bar.ticker, bar.name]));
  return withCategoryAccessibility(
    {
      chart: { type: 'column' },
      title: { text: undefined },
      credits: { enabled: false },
      exporting: { enabled: false, local: true, fallbackToExportServer: false },
      lang: { noData: NO_DATA_TEXT },
      legend: { enabled: false },
      xAxis: { type: 'category', categories: bars.map((bar) => bar.ticker) },
      yAxis: {
        title: { text: '%' },
        labels: {
          formatter(this: AxisLabelsFormatterContextObject) {
            return formatAxisLabel(this.value);
          },
        },
      },
      tooltip: {
        formatter(this: Point) {
          const ticker = typeof this.category === 'string' ? this.category : String(this.x);
          const name = escapeHtml(names.get(ticker) ?? '');
          return `<b>${escapeHtml(ticker)}</b> ${name}<br/>${escapeHtml(label)}: <b>${formatNumber(this.y)}%</b>`;
        },
      },
      plotOptions: { series: { turboThreshold: 0 } },
      series: [
        {
          type: 'column',
          name: label,
          color: SERIES_PALETTE[0],
          data: bars.map((bar) => bar.value),
          dataLabels: { enabled: bars.length <= 20, format: '{y:.2f}' },
          custom: { unitLabel: '%' },
        },
      ],
    },
    `${label} của các ngân hàng niêm yết`,
  );
}
