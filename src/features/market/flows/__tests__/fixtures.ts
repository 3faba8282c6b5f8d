import type {
  IndustriesResponse,
  IndustryMultiple,
  MarketFlowsResponse,
  MoversResponse,
} from '@/common/contracts/marketFlows';

const B = 1e9;
const AS_OF = '2026-01-05T08:00:00.000Z';

export function moversFixture(kind: MoversResponse['kind'] = 'gainers'): MoversResponse {
  const stocks =
    kind === 'losers'
      ? [
          {
            ticker: 'CCC',
            name: 'Công ty CCC',
            pctChange: -5.263,
            price: 9_000,
            change: -500,
            value: 36 * B,
            volume: 4e6,
          },
        ]
      : [
          {
            ticker: 'BBB',
            name: 'Công ty BBB',
            pctChange: 9.0909,
            price: 24_000,
            change: 2_000,
            value: 96 * B,
            volume: 4e6,
          },
          {
            ticker: 'AAA',
            name: 'Công ty AAA',
            pctChange: 3.2258,
            price: 16_000,
            change: 500,
            value: 64 * B,
            volume: 4e6,
          },
        ];
  return {
    kind,
    exchange: null,
    industry: null,
    date: '2026-01-05',
    asOf: AS_OF,
    live: false,
    sources: ['demo'],
    stocks: stocks.map((stock) => ({
      ticker: stock.ticker,
      name: stock.name,
      exchange: 'HOSE',
      icbCode2: '9500',
      price: stock.price,
      change: stock.change,
      pctChange: stock.pctChange,
      totalValue: stock.value,
      totalVolume: stock.volume,
    })),
    industries: [
      { code: '9500', name: 'Công nghệ' },
      { code: '2300', name: 'Xây dựng và Vật liệu' },
    ],
  };
}

export function flowsFixture(
  investor: MarketFlowsResponse['investor'] = 'foreign',
  window: MarketFlowsResponse['window'] = '1D',
): MarketFlowsResponse {
  if (investor === 'proprietary') {
    return {
      investor,
      window,
      windowSessions: 1,
      windowFrom: '2026-01-05',
      windowTo: '2026-01-05',
      windowSessionsWithoutData: ['2026-01-05'],
      sessions: [],
      sessionsWithoutData: [],
      topBuy: [],
      topSell: [],
      hasData: false,
      date: '2026-01-05',
      asOf: AS_OF,
      sources: ['demo'],
    };
  }
  const session = (date: string, net: number | null, stocks: number) => ({
    date,
    buyValue: net === null ? null : 10 * B,
    sellValue: net === null ? null : 10 * B - net * B,
    netValue: net === null ? null : net * B,
    stocks,
  });
  const week = window === '1W';
  return {
    investor,
    window,
    windowSessions: week ? 5 : 1,
    windowFrom: week ? '2025-12-30' : '2026-01-05',
    windowTo: '2026-01-05',
    windowSessionsWithoutData: week ? ['2025-12-30'] : [],
    sessions: [
      session('2025-12-30', null, 0),
      session('2025-12-31', 7, 3),
      session('2026-01-02', 2, 2),
      session('2026-01-05', -6, 4),
    ],
    sessionsWithoutData: ['2025-12-30'],
    topBuy: [
      {
        ticker: 'AAA',
        name: 'Công ty AAA',
        exchange: 'HOSE',
        buyValue: 6 * B,
        sellValue: 1 * B,
        netValue: 5 * B,
        sessions: 1,
      },
    ],
    topSell: [
      {
        ticker: 'BBB',
        name: 'Công ty BBB',
        exchange: 'HNX',
        buyValue: 1 * B,
        sellValue: 9 * B,
        netValue: -8 * B,
        sessions: week ? 2 : 1,
      },
    ],
    hasData: true,
    date: '2026-01-05',
    asOf: AS_OF,
    sources: ['demo'],
  };
}

const multiple = (values: Partial<IndustryMultiple>): IndustryMultiple => ({
  today: null,
  members: 0,
  min: null,
  max: null,
  mean: null,
  percentile: null,
  points: 0,
  ...values,
});

export function industriesFixture(): IndustriesResponse {
  const none = { change: null, members: 0 };
  return {
    period: '1D',
    date: '2026-01-05',
    live: false,
    periodStarts: { '1D': '2026-01-02', '1W': null, '1M': null, YTD: '2025-12-31', '1Y': null },
    valuation: { from: '2025-12-31', to: '2026-01-05', points: 2, computedAt: AS_OF },
    asOf: AS_OF,
    sources: ['demo'],
    rows: [
      {
        icbCode: '9500',
        name: 'Công nghệ',
        companies: 3,
        changes: {
          '1D': { change: 0.04, members: 3 },
          '1W': none,
          '1M': none,
          YTD: { change: 3250 / 2950 - 1, members: 3 },
          '1Y': none,
        },
        pe: multiple({ today: 14, members: 2, min: 12.5, max: 14, mean: 13.25, percentile: 100, points: 2 }),
        pb: multiple({ today: 0.9, members: 3, min: 0.9, max: 1, mean: 0.95, percentile: 50, points: 2 }),
      },
      {
        icbCode: '2300',
        name: 'Xây dựng và Vật liệu',
        companies: 1,
        changes: { '1D': none, '1W': none, '1M': none, YTD: none, '1Y': none },
        pe: multiple({}),
        pb: multiple({}),
      },
    ],
  };
}
