import type { AccountUser, PlanType } from '@/common/contracts/account';
import type { ChartConfig, ChartSection } from '@/common/contracts/charts';
import { initialAccountState } from '@/features/account/accountSlice';
import { USER } from '@/features/account/__tests__/fixtures';

export function chart(chartId: string, overrides: Partial<ChartConfig> = {}): ChartConfig {
  return {
    chartId,
    chartName: `Biểu đồ ${chartId}`,
    metrics: [
      {
        kind: 'statement',
        id: 'INCOME_STATEMENT.NET_REVENUE',
        name: 'Doanh thu thuần',
        color: '#1677ff',
        seriesType: 'column',
        axis: 0,
      },
    ],
    size: 50,
    isAutoAxis: true,
    viewType: 'quarter',
    initTimeFilter: 'All',
    position: { x: 0, y: 0 },
    textBlockContent: null,
    ...overrides,
  };
}

export function section(
  sectionId: number,
  charts: ChartConfig[],
  overrides: Partial<ChartSection> = {},
): ChartSection {
  return {
    sectionId,
    sectionName: `Mục ${String(sectionId)}`,
    symbol: 'TCB',
    isAutoAxis: true,
    config: JSON.stringify(charts),
    charts,
    position: sectionId,
    version: 3,
    shareToken: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function user(planType: PlanType | null): AccountUser {
  return { ...USER, planType, isExpired: planType === null };
}

/** A settled page load: a guest, or a signed-in account of that plan (null: a free account). */
export function accountState(planType: PlanType | null | 'guest') {
  return {
    account: {
      ...initialAccountState,
      isCheckExpireDone: true,
      isLogin: planType !== 'guest',
      user: planType === 'guest' ? null : user(planType),
    },
  };
}

/** The finance-chart answer with no figures (the chart is mocked). */
export function emptyFigures(ticker = 'TCB') {
  return { data: { ticker, periodType: 'quarter', series: [] } };
}
