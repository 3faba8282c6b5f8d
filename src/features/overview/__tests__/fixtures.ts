import type {
  NewsItem,
  NewsListResponse,
  OhlcTuple,
  OverviewResponse,
  OverviewResult,
  StockOhlcResponse,
} from '@/common/contracts/companyPages';

const QUARTERS = ['2022Q4', '2023Q1', '2023Q2', '2023Q3', '2023Q4', '2024Q1', '2024Q2', '2024Q3'];

function result(key: string, index: number): OverviewResult {
  const [year, quarter] = key.split('Q');
  return {
    key,
    label: `Q${quarter ?? ''}/${year ?? ''}`,
    revenue: (10_000 + index * 500) * 1e9,
    netProfit: (2_000 + index * 100) * 1e9,
    revenueYoy: index >= 4 ? 0.125 : null,
    profitYoy: index >= 4 ? -0.034 : null,
  };
}

export function overviewFixture(extra: Partial<OverviewResponse> = {}): OverviewResponse {
  return {
    ticker: 'TCB',
    companyType: 'bank',
    asOf: '2024-06-04',
    price: 25_500,
    change: 500,
    changePercent: 0.02,
    marketCap: 89_250_000_000_000,
    sharesOutstanding: 3_500_000_000,
    pe: 7.452,
    pb: 1.1234,
    roe: 0.158,
    dividendYield: 0.04,
    eps: 3_356.2,
    bvps: 22_321.4,
    week52High: 30_000,
    week52Low: 20_000,
    revenueLabel: 'Tổng thu nhập hoạt động',
    recentResults: QUARTERS.map(result),
    ...extra,
  };
}

export function ohlcFixture(): StockOhlcResponse {
  const bars: OhlcTuple[] = [
    [Date.UTC(2024, 5, 3), 24_800, 25_200, 24_700, 25_000, 1_500_000],
    [Date.UTC(2024, 5, 4), 25_100, 25_600, 25_000, 25_500, 2_000_000],
  ];
  return { ticker: 'TCB', resolution: 'day', adjusted: true, bars };
}

export function newsItem(id: number, title: string, publishedAt: string): NewsItem {
  return {
    id,
    title,
    summary: '',
    source: 'Tin minh họa VnFin',
    url: null,
    publishedAt,
    ticker: 'TCB',
    icbCode: null,
  };
}

export function newsFixture(items: NewsItem[]): NewsListResponse {
  return { ticker: 'TCB', items, total: items.length, page: 1, pageSize: 5 };
}
