import type {
  HeatmapResponse,
  IndexContributionResponse,
  IndexIntradayResponse,
  IndexSummary,
  MarketIndicesResponse,
} from '@/common/contracts/market';
import { compareTraded, MARKET_INDEX_CODES, MARKET_INDEX_NAMES } from '@/common/market/marketSession';

const provenance = { date: '2026-11-26', asOf: '2026-11-26T08:30:00Z', sources: ['demo'] };

/** VN-Index as the server's fixed market gives it (src/server/modules/market/__tests__/integration/fixtures.ts). */
function summary(code: (typeof MARKET_INDEX_CODES)[number]): IndexSummary {
  const vnindex = code === 'VNINDEX';
  return {
    code,
    name: MARKET_INDEX_NAMES[code],
    date: vnindex ? '2026-11-26' : null,
    live: false,
    level: vnindex ? 1_404 : null,
    change: vnindex ? 4 : null,
    pctChange: vnindex ? (4 / 1_400) * 100 : null,
    previousLevel: vnindex ? 1_400 : null,
    value: compareTraded(vnindex ? 120e9 : null, vnindex ? [100e9, ...Array<number>(19).fill(80e9)] : []),
    volume: compareTraded(vnindex ? 1_200_000 : null, vnindex ? [1_000_000] : []),
    breadth: vnindex
      ? {
          advancers: 3,
          decliners: 1,
          unchanged: 2,
          ceiling: 1,
          floor: 0,
          unclassified: 0,
          members: 6,
          basis: 'exchange',
        }
      : null,
    breadthNote: vnindex ? null : 'Chưa có dữ liệu phiên giao dịch: chưa đồng bộ nguồn giá.',
    officialBreadth: vnindex
      ? { advances: 300, declines: 120, noChanges: 50, ceilings: 5, floors: null }
      : null,
    provenance: vnindex ? provenance : { date: null, asOf: null, sources: [] },
  };
}

export const indicesFixture = (): MarketIndicesResponse => ({
  indices: MARKET_INDEX_CODES.map(summary),
  provenance,
});

export const contributionFixture = (): IndexContributionResponse => ({
  index: 'VNINDEX',
  date: '2026-11-26',
  previousLevel: 1_400,
  officialChange: 4,
  computedChange: 4,
  gainers: [
    { ticker: 'A', name: 'Công ty A', price: 10_700, pctChange: 7, points: 14, weight: 1 / 7 },
    { ticker: 'B', name: 'Công ty B', price: 21_000, pctChange: 5, points: 10, weight: 1 / 7 },
  ],
  losers: [{ ticker: 'E', name: 'Công ty E', price: 29_000, pctChange: -3.3333, points: -20, weight: 3 / 7 }],
  members: 6,
  excluded: 1,
  basis: 'exchange',
  note: null,
  provenance,
});

export const intradayFixture = (): IndexIntradayResponse => ({
  index: 'VNINDEX',
  date: '2026-11-26',
  bars: [
    [Date.parse('2026-11-26T02:15:00Z'), 1_401, 10],
    [Date.parse('2026-11-26T02:16:00Z'), 1_402, 10],
  ],
  previousLevel: 1_400,
  provenance: { date: '2026-11-26', asOf: '2026-11-26T02:16:00Z', sources: ['demo'] },
});

export const heatmapFixture = (size: 'marketValue' | 'value' = 'marketValue'): HeatmapResponse => ({
  exchange: null,
  size,
  industries: [
    {
      code: '8300',
      name: 'Ngân hàng',
      stocks: [
        {
          ticker: 'A',
          name: 'Công ty A',
          exchange: 'HOSE',
          price: 10_700,
          change: 700,
          pctChange: 7,
          state: 'ceiling',
          marketValue: 10.7e9,
          totalValue: 7e9,
        },
        {
          ticker: 'E',
          name: 'Công ty E',
          exchange: 'HOSE',
          price: 29_000,
          change: -1_000,
          pctChange: -3.3333,
          state: 'down',
          marketValue: 29e9,
          totalValue: 9e9,
        },
      ],
    },
  ],
  omitted: 1,
  provenance,
});
