import type {
  ChartMetricInfo,
  ChartPeriodType,
  FinanceChartOneResponse,
  FinanceChipResponse,
} from '@/common/contracts/financeChart';
import { accountState } from '../../../../tests/helpers/accountState';

function metric(key: string, name: string, valueKind: ChartMetricInfo['valueKind']): ChartMetricInfo {
  const colon = key.indexOf(':');
  return {
    key,
    kind: key.slice(0, colon) as ChartMetricInfo['kind'],
    id: key.slice(colon + 1),
    name,
    unit: valueKind === 'money' ? 'tỷ đồng' : valueKind === 'percent' ? '%' : 'lần',
    valueKind,
    frequency: 'period',
  };
}

export const REVENUE = metric('statement:INCOME_STATEMENT.NET_REVENUE', 'Doanh thu thuần', 'money');
export const GROSS_PROFIT = metric('statement:INCOME_STATEMENT.GROSS_PROFIT', 'Lợi nhuận gộp', 'money');
export const GROSS_MARGIN = metric('ratio:GROSS_MARGIN', 'Biên lợi nhuận gộp', 'percent');
export const NET_PROFIT = metric('statement:INCOME_STATEMENT.NET_PROFIT', 'Lợi nhuận sau thuế', 'money');
export const ROE = metric('ratio:ROE', 'ROE', 'percent');
export const ROA = metric('ratio:ROA', 'ROA', 'percent');
export const PE = metric('ratio:PE', 'P/E', 'times');
export const TOTAL_ASSETS = metric('statement:BALANCE_SHEET.TOTAL_ASSETS', 'Tổng tài sản', 'money');

export const ALL_METRICS = [REVENUE, GROSS_PROFIT, GROSS_MARGIN, NET_PROFIT, ROE, ROA, PE, TOTAL_ASSETS];

export function chipsResponse(): FinanceChipResponse {
  return {
    ticker: 'TCB',
    companyType: 'non_financial',
    chips: [
      {
        chipId: 'income',
        name: 'Kết quả kinh doanh',
        metrics: [REVENUE, GROSS_PROFIT, GROSS_MARGIN, NET_PROFIT, ROE, ROA, PE],
      },
      { chipId: 'balance', name: 'Cân đối kế toán', metrics: [TOTAL_ASSETS] },
    ],
  };
}

export function seriesResponse(key: string, period: ChartPeriodType): FinanceChartOneResponse {
  const info = ALL_METRICS.find((item) => item.key === key) ?? metric(key, key, 'other');
  return {
    ticker: 'TCB',
    periodType: period,
    series: {
      ...info,
      points: [
        [Date.UTC(2023, 11, 31), 100],
        [Date.UTC(2024, 11, 31), 120],
      ],
      source: 'Báo cáo tài chính',
    },
  };
}

/** The account state of a settled page load (tests/helpers/accountState.ts). */
export const account = accountState;
