import { AxisSlot } from '@/common/constants/charts';
import type { OhlcTuple, OverviewResult } from '@/common/contracts/companyPages';
import { buildChartOptions } from '@/features/charts/options/buildChartOptions';
import { hasKeyFigures, keyFigures, keyFiguresBasis, week52Position } from '../keyFigures';
import { CLOSE_KEY, ohlcFrom, PRICE_CHART_METRICS, priceChartSeries, VOLUME_KEY } from '../priceChart';
import {
  NET_PROFIT_KEY,
  quarterEnd,
  resultsChartSeries,
  resultsTableRows,
  REVENUE_KEY,
} from '../recentResults';
import { overviewFixture } from './fixtures';

const D1 = Date.UTC(2024, 5, 3);
const D2 = Date.UTC(2024, 5, 4);
const BARS: OhlcTuple[] = [
  [D2, 25_100, 25_600, 25_000, 25_500, 2_000_000],
  [D1, 24_800, 25_200, 24_700, 25_000, 1_500_000],
];

describe('price chart mapping', () => {
  it('maps bars (any order) to a close line and a volume column series, oldest first', () => {
    const series = priceChartSeries(BARS);
    expect(series[CLOSE_KEY]).toMatchObject({
      valueKind: 'perShare',
      frequency: 'day',
      points: [
        [D1, 25_000],
        [D2, 25_500],
      ],
    });
    expect(series[VOLUME_KEY]).toMatchObject({
      valueKind: 'count',
      unit: 'cp',
      points: [
        [D1, 1_500_000],
        [D2, 2_000_000],
      ],
    });
    expect(priceChartSeries([])[CLOSE_KEY]?.points).toEqual([]);
  });

  it('draws the close on the left axis as a line and the volume on the right as columns', () => {
    expect(PRICE_CHART_METRICS.map((m) => [`${m.kind}:${m.id}`, m.seriesType, m.axis])).toEqual([
      [CLOSE_KEY, 'line', AxisSlot.LEFT_1],
      [VOLUME_KEY, 'column', AxisSlot.RIGHT_1],
    ]);
    const options = buildChartOptions({
      metrics: PRICE_CHART_METRICS,
      series: priceChartSeries(BARS),
      unit: 'billion',
      isAutoAxis: true,
      range: '1Y',
    });
    const drawn = (options.series ?? []).map((item) => {
      const drawnSeries = item as { type?: string; yAxis?: number };
      return { type: drawnSeries.type, yAxis: drawnSeries.yAxis };
    });
    expect(drawn).toEqual([
      { type: 'line', yAxis: AxisSlot.LEFT_1 },
      { type: 'column', yAxis: AxisSlot.RIGHT_1 },
    ]);
  });

  it('counts the range back from the last trading day, else from today; All has no start', () => {
    expect(ohlcFrom('1Y', '2024-06-04')).toBe('2023-06-04');
    expect(ohlcFrom('3Y', '2024-02-29')).toBe('2021-02-28');
    expect(ohlcFrom('5Y', null, new Date('2024-06-10T10:00:00Z'))).toBe('2019-06-10');
    expect(ohlcFrom('All', '2024-06-04')).toBeUndefined();
  });
});

describe('recent results', () => {
  const results: OverviewResult[] = overviewFixture().recentResults.slice(0, 2);

  it('places each quarter at its last day and skips malformed keys', () => {
    expect(quarterEnd('2024Q3')).toBe(Date.UTC(2024, 8, 30));
    expect(quarterEnd('2024Q4')).toBe(Date.UTC(2024, 11, 31));
    expect(quarterEnd('2024')).toBeNull();
    const series = resultsChartSeries([...results, { ...results[0]!, key: 'x' }], 'Doanh thu thuần');
    expect(series[REVENUE_KEY]?.points).toHaveLength(2);
    expect(series[REVENUE_KEY]).toMatchObject({ name: 'Doanh thu thuần', valueKind: 'money' });
    expect(series[NET_PROFIT_KEY]?.points[0]).toEqual([quarterEnd(results[0]!.key), results[0]!.netProfit]);
  });

  it('builds table rows named by the revenue label, each followed by its YoY row', () => {
    const rows = resultsTableRows(results, 'Tổng thu nhập hoạt động');
    expect(rows.map((row) => [row.name, row.kind])).toEqual([
      ['Tổng thu nhập hoạt động', 'money'],
      ['So với cùng kỳ', 'yoy'],
      ['Lợi nhuận sau thuế', 'money'],
      ['So với cùng kỳ', 'yoy'],
    ]);
    expect(rows[1]?.values).toEqual(results.map((r) => r.revenueYoy));
  });
});

describe('key figures', () => {
  it('formats market cap in tỷ đồng, ratios, percentages and per-share figures', () => {
    const byKey = Object.fromEntries(keyFigures(overviewFixture()).map((f) => [f.key, f.value]));
    expect(byKey).toMatchObject({
      marketCap: '89,250.00 tỷ đồng',
      pe: '7.45 lần',
      pb: '1.12 lần',
      roe: '15.80%',
      dividendYield: '4.00%',
      eps: '3,356 đồng',
      bvps: '22,321 đồng',
    });
    const empty = keyFigures({ ...overviewFixture(), pe: null, roe: null });
    expect(empty.find((f) => f.key === 'pe')?.value).toBe('-');
    expect(empty.find((f) => f.key === 'roe')?.value).toBe('-');
  });

  it('says why a key figure is missing, and which close and statements the figures stand on', () => {
    const reason =
      'Giá gần nhất (ngày 2021-07-15) cũ hơn 14 ngày so với ngày cuối kỳ 2023-06-30: không định giá bằng giá cũ.';
    const stale = overviewFixture({
      pe: null,
      marketCap: null,
      sharesOutstanding: null,
      valuation: {
        priceDate: null,
        close: null,
        basis: null,
        price: null,
        shares: 3.5e9,
        marketCap: null,
        reason,
        periodLabel: 'Q2/2023',
      },
      figureNotes: { pe: reason, marketCap: reason, sharesOutstanding: 'Thiếu vốn điều lệ.' },
    });
    const byKey = Object.fromEntries(keyFigures(stale).map((f) => [f.key, f]));
    expect(byKey.pe).toMatchObject({ value: '-', note: reason });
    expect(byKey.marketCap?.note).toBe(reason);
    expect(byKey.shares?.note).toBe('Thiếu vốn điều lệ.');
    expect(byKey.pb?.note).toBeUndefined();
    expect(keyFiguresBasis(stale)).toBe(
      'EPS, BVPS, ROE theo 4 quý đến Q2/2023; số cổ phiếu cuối Q2/2023 quy về số cổ phiếu hiện nay.',
    );
    const valued = overviewFixture({
      valuation: {
        priceDate: '2024-06-04',
        close: 25_500,
        basis: 'raw',
        price: 25_500,
        shares: 3.5e9,
        marketCap: 89_250e9,
        reason: null,
        periodLabel: 'Q1/2024',
      },
    });
    expect(keyFiguresBasis(valued)).toBe(
      'P/E, P/B, vốn hóa, tỷ suất cổ tức theo giá đóng cửa ngày 2024-06-04 (giá giao dịch); EPS, BVPS, ROE theo 4 quý đến Q1/2024; số cổ phiếu cuối Q1/2024 quy về số cổ phiếu hiện nay.',
    );
  });

  it('knows when there is nothing to show', () => {
    const none = {
      ...overviewFixture(),
      price: null,
      marketCap: null,
      pe: null,
      pb: null,
      roe: null,
      dividendYield: null,
      eps: null,
      bvps: null,
      week52High: null,
      week52Low: null,
    };
    expect(hasKeyFigures(none)).toBe(false);
    expect(hasKeyFigures(overviewFixture())).toBe(true);
  });

  it('places the price in the 52-week range, clamped', () => {
    expect(week52Position(25_000, 20_000, 30_000)).toBe(0.5);
    expect(week52Position(35_000, 20_000, 30_000)).toBe(1);
    expect(week52Position(10_000, 20_000, 30_000)).toBe(0);
    expect(week52Position(20_000, 20_000, 20_000)).toBe(0.5);
    expect(week52Position(null, 20_000, 30_000)).toBeNull();
    expect(week52Position(25_000, 30_000, 20_000)).toBeNull();
  });
});
