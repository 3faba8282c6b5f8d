import type { ChartMetric } from '@/common/contracts/charts';
import type { OverviewResult } from '@/common/contracts/companyPages';
import type { ChartSeriesData } from '@/common/contracts/financeChart';
import { AxisSlot } from '@/common/constants/charts';
import { SERIES_PALETTE } from '@/common/constants/palette';

/** The recent results card: revenue and net profit of the last 8 quarters as columns. */

export const REVENUE_KEY = 'statement:OVERVIEW.REVENUE';
export const NET_PROFIT_KEY = 'statement:OVERVIEW.NET_PROFIT';
export const NET_PROFIT_LABEL = 'Lợi nhuận sau thuế';

/** "2024Q3" -> UTC ms of the quarter's last day (30/09/2024); null for any other key. */
export function quarterEnd(key: string): number | null {
  const match = /^(\d{4})Q([1-4])$/.exec(key);
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) * 3, 0);
}

export function resultsChartMetrics(revenueLabel: string): ChartMetric[] {
  return [
    {
      kind: 'statement',
      id: 'OVERVIEW.REVENUE',
      name: revenueLabel,
      color: SERIES_PALETTE[0] ?? '#1f77b4',
      seriesType: 'column',
      axis: AxisSlot.LEFT_1,
    },
    {
      kind: 'statement',
      id: 'OVERVIEW.NET_PROFIT',
      name: NET_PROFIT_LABEL,
      color: SERIES_PALETTE[1] ?? '#ff7f0e',
      seriesType: 'column',
      axis: AxisSlot.LEFT_1,
    },
  ];
}

function moneySeries(key: string, name: string, points: Array<[number, number | null]>): ChartSeriesData {
  const colon = key.indexOf(':');
  return {
    key,
    kind: 'statement',
    id: key.slice(colon + 1),
    name,
    unit: 'đồng',
    valueKind: 'money',
    frequency: 'period',
    points,
    source: 'Báo cáo tài chính',
  };
}

/** The results (oldest first) as the two money series MetricChart reads; unknown period keys are skipped. */
export function resultsChartSeries(
  results: readonly OverviewResult[],
  revenueLabel: string,
): Record<string, ChartSeriesData> {
  const dated = results.flatMap((result) => {
    const x = quarterEnd(result.key);
    return x === null ? [] : [{ x, result }];
  });
  return {
    [REVENUE_KEY]: moneySeries(
      REVENUE_KEY,
      revenueLabel,
      dated.map(({ x, result }) => [x, result.revenue]),
    ),
    [NET_PROFIT_KEY]: moneySeries(
      NET_PROFIT_KEY,
      NET_PROFIT_LABEL,
      dated.map(({ x, result }) => [x, result.netProfit]),
    ),
  };
}

/** Whether any quarter has a figure to show. */
export function hasResults(results: readonly OverviewResult[]): boolean {
  return results.some((result) => result.revenue !== null || result.netProfit !== null);
}

/** One row of the results table: a line (revenue, net profit) or its change against a year earlier. */
export interface ResultsRow {
  key: string;
  name: string;
  kind: 'money' | 'yoy';
  values: (number | null)[];
}

export const YOY_LABEL = 'So với cùng kỳ';

/** Rows of the table (quarters as columns, oldest first): revenue, its YoY, net profit, its YoY. */
export function resultsTableRows(results: readonly OverviewResult[], revenueLabel: string): ResultsRow[] {
  return [
    { key: 'revenue', name: revenueLabel, kind: 'money', values: results.map((r) => r.revenue) },
    { key: 'revenueYoy', name: YOY_LABEL, kind: 'yoy', values: results.map((r) => r.revenueYoy) },
    { key: 'netProfit', name: NET_PROFIT_LABEL, kind: 'money', values: results.map((r) => r.netProfit) },
    { key: 'profitYoy', name: YOY_LABEL, kind: 'yoy', values: results.map((r) => r.profitYoy) },
  ];
}
