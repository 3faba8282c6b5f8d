import type { ComparePeersResponse, CompareSeriesResponse } from '@/common/contracts/compare';

export const DAY = 86_400_000;
const D0 = Date.parse('2025-03-10T00:00:00Z');

/** VCB 100 -> 110 -> 121, BID 50 -> 45 -> 60; VN-Index 1,000 -> 1,010 -> 990. ZZZ unknown. */
export const SERIES: CompareSeriesResponse = {
  metric: {
    key: 'price:close',
    kind: 'price',
    id: 'close',
    name: 'Giá đóng cửa',
    unit: 'đồng',
    valueKind: 'perShare',
    frequency: 'day',
  },
  periodType: 'quarter',
  companies: [
    { ticker: 'VCB', name: 'Vietcombank', companyType: 'bank' },
    { ticker: 'BID', name: 'BIDV', companyType: 'bank' },
  ],
  unknown: ['ZZZ'],
  dropped: [],
  series: [
    {
      ticker: 'VCB',
      source: 'Giá giao dịch',
      points: [
        [D0, 100],
        [D0 + DAY, 110],
        [D0 + 2 * DAY, 121],
      ],
    },
    {
      ticker: 'BID',
      source: 'Giá giao dịch',
      points: [
        [D0, 50],
        [D0 + DAY, 45],
        [D0 + 2 * DAY, 60],
      ],
    },
  ],
  benchmark: {
    code: 'VNINDEX',
    name: 'VN-Index',
    source: 'Chỉ số VN-Index',
    points: [
      [D0, 1000],
      [D0 + DAY, 1010],
      [D0 + 2 * DAY, 990],
    ],
  },
};

const cell = (value: number | null, rank: number | null, reason?: string) => ({
  value,
  rank,
  ...(reason ? { reason } : {}),
});

export const PEERS: ComparePeersResponse = {
  asOf: { session: '2025-03-12', priceDate: '2025-03-12', sources: ['ssi'], builtAt: '2025-03-12T08:00:00Z' },
  columns: [
    {
      key: 'MARKET_CAP',
      label: 'Vốn hóa',
      unit: 'billionVnd',
      better: 'higher',
      help: 'Giá × số cổ phiếu niêm yết.',
    },
    { key: 'PE', label: 'P/E', unit: 'times', better: 'lower', help: 'Giá / EPS 4 quý.' },
  ],
  metricColumn: null,
  rows: [
    {
      ticker: 'VCB',
      name: 'Vietcombank',
      industryCode: '8300',
      industryName: 'Ngân hàng',
      inMedianIndustry: true,
      cells: { MARKET_CAP: cell(500_000, 1), PE: cell(15, 2) },
    },
    {
      ticker: 'BID',
      name: 'BIDV',
      industryCode: '8300',
      industryName: 'Ngân hàng',
      inMedianIndustry: true,
      cells: { MARKET_CAP: cell(250_000, 2), PE: cell(null, null, 'Không tính P/E khi EPS 4 quý ≤ 0.') },
    },
  ],
  median: {
    industryCode: '8300',
    industryName: 'Ngân hàng',
    level: 2,
    members: 27,
    cells: { MARKET_CAP: { value: 60_000, count: 27 }, PE: { value: 8.5, count: 25 } },
  },
  unknown: ['ZZZ'],
  dropped: [],
};
