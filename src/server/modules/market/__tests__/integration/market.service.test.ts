import type { DatabaseHandle } from '../../../../db/client';
import { createTestDatabase } from '../../../../db/testing';
import { getIndexContribution } from '../../contribution.service';
import { getHeatmap } from '../../heatmap.service';
import {
  getIndexBreadth,
  getIndexChart,
  getIndexIntraday,
  getMarketIndices,
  monthsBefore,
} from '../../indices.service';
import { SESSION, seedMarket } from './fixtures';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedMarket(handle.db);
});

afterAll(async () => {
  await handle.close();
});

describe('market overview services over the fixed market (fixtures.ts)', () => {
  it('gives each index its level, change, value against history and breadth', async () => {
    const { indices, provenance } = await getMarketIndices(handle.db);
    expect(indices.map((index) => index.code)).toEqual(['VNINDEX', 'VN30', 'HNXINDEX', 'UPCOMINDEX']);
    expect(provenance).toEqual({ date: SESSION, asOf: '2026-11-26T08:30:00.000Z', sources: ['demo'] });
    const [vnindex, vn30, hnx, upcom] = indices;
    expect(vnindex).toMatchObject({
      name: 'VN-Index',
      date: SESSION,
      live: false,
      level: 1_404,
      change: 4,
      previousLevel: 1_400,
    });
    expect(vnindex?.pctChange).toBeCloseTo(0.2857, 4); // 4 / 1,400 × 100
    // 120 bn against 100 bn: +20 %; against (100 + 19 × 80) / 20 = 81 bn: 120 / 81 − 1 = +48.15 %.
    expect(vnindex?.value.vsPrevious).toBeCloseTo(0.2, 12);
    expect(vnindex?.value.average).toBeCloseTo(81e9, 0);
    expect(vnindex?.value.averageSessions).toBe(20);
    expect(vnindex?.value.vsAverage).toBeCloseTo(120 / 81 - 1, 12);
    // Volume 1,200 against 1,000 and (1,000 + 19 × 800) / 20 = 810.
    expect(vnindex?.volume.vsAverage).toBeCloseTo(1_200 / 810 - 1, 12);
    // HOSE: A ceiling, B and G up, C and D (no trade) unchanged, E down.
    expect(vnindex?.breadth).toEqual({
      advancers: 3,
      decliners: 1,
      unchanged: 2,
      ceiling: 1,
      floor: 0,
      unclassified: 0,
      members: 6,
      basis: 'exchange',
    });
    expect(vnindex?.officialBreadth).toEqual({
      advances: 250,
      declines: null,
      noChanges: null,
      ceilings: null,
      floors: null,
    });
    expect(vn30?.breadth).toMatchObject({
      advancers: 2,
      decliners: 1,
      ceiling: 1,
      members: 3,
      basis: 'components',
    });
    // VN30's only session is the day before: its level is that day's, with no change known.
    expect(vn30).toMatchObject({ date: '2026-11-25', level: 1_400, change: null, previousLevel: null });
    expect(hnx?.breadth).toMatchObject({ decliners: 1, floor: 1, members: 1 });
    expect(hnx?.level).toBeNull();
    // UPCoM: bars of 2026-11-27 after its 2026-11-26 session: live at 101 against 100 (+1 %); the bars'
    // 3 bn so far (order matching) against the session's matched 1.5 bn (not its 2 bn total): +100 %.
    expect(upcom).toMatchObject({
      live: true,
      date: '2026-11-27',
      level: 101,
      change: 1,
      pctChange: 1,
      previousLevel: 100,
    });
    expect(upcom?.value.vsPrevious).toBeCloseTo(1, 12);
    expect(upcom?.breadth).toBeNull();
    expect(upcom?.breadthNote).toBe('Chưa có dữ liệu phiên giao dịch: chưa đồng bộ nguồn giá.');
    expect(upcom?.provenance.asOf).toBe('2026-11-27T02:01:00.000Z');
  });

  it('answers one index breadth', async () => {
    const answer = await getIndexBreadth(handle.db, 'VN30');
    expect(answer.breadth).toMatchObject({ advancers: 2, decliners: 1, unchanged: 0 });
  });

  it('computes contribution on market-value weights beside the official change', async () => {
    const vnindex = await getIndexContribution(handle.db, 'VNINDEX');
    // Σ R×S over A, B, C, D, E = 70 bn (G has no shares: excluded). A +14, B +10, E −20; sum +4 = official +4.
    expect(vnindex).toMatchObject({
      date: SESSION,
      previousLevel: 1_400,
      officialChange: 4,
      members: 6,
      excluded: 1,
    });
    expect(vnindex.computedChange).toBeCloseTo(4, 10);
    expect(vnindex.gainers.map((row) => [row.ticker, Number(row.points.toFixed(6))])).toEqual([
      ['A', 14],
      ['B', 10],
    ]);
    expect(vnindex.losers.map((row) => [row.ticker, Number(row.points.toFixed(6))])).toEqual([['E', -20]]);
    expect(vnindex.gainers[0]).toMatchObject({ name: 'Công ty A', price: 10_700 });
    expect(vnindex.gainers[0]?.pctChange).toBeCloseTo(7, 10);
    // VN30 (A, B, E): Σ R×S = 50 bn: A 1,400 × 0.7 / 50 = 19.6, B 14, E −28; sum 5.6. The index has no
    // session on 2026-11-26, so no official change.
    const vn30 = await getIndexContribution(handle.db, 'VN30');
    expect(vn30.computedChange).toBeCloseTo(5.6, 10);
    expect(vn30.gainers[0]?.points).toBeCloseTo(19.6, 10);
    expect(vn30.officialChange).toBeNull();
    const hnx = await getIndexContribution(handle.db, 'HNXINDEX');
    expect(hnx.note).toBe('Chưa có mức đóng cửa phiên trước của chỉ số: chưa đồng bộ nguồn giá.');
  });

  it('draws the daily chart of a range and the intraday bars of the newest day', async () => {
    expect(monthsBefore('2026-11-26', 1)).toBe('2026-10-26');
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2026-01-15', 60)).toBe('2021-01-15');
    const month = await getIndexChart(handle.db, { index: 'VNINDEX', range: '1M' });
    // From 2026-10-27: the 2026-10-26 row is outside; 22 sessions are inside.
    expect(month.points).toHaveLength(22);
    expect(month.points.at(-1)).toEqual([Date.parse('2026-11-26T00:00:00Z'), 1_404]);
    const half = await getIndexChart(handle.db, { index: 'VNINDEX', range: '6M' });
    expect(half.points).toHaveLength(24);
    const none = await getIndexChart(handle.db, { index: 'HNXINDEX', range: '1Y' });
    expect(none.points).toEqual([]);
    expect(await getIndexIntraday(handle.db, 'VN30')).toMatchObject({ date: null, bars: [] });
    const intraday = await getIndexIntraday(handle.db, 'VNINDEX');
    expect(intraday).toMatchObject({ date: SESSION, previousLevel: 1_400 });
    expect(intraday.bars).toEqual([
      [Date.parse('2026-11-26T02:15:00Z'), 1_401, 10],
      [Date.parse('2026-11-26T02:16:00Z'), 1_402, 10],
    ]);
  });

  it('groups the heatmap by ICB level 2, sized by market value or traded value', async () => {
    const byValue = await getHeatmap(handle.db, { size: 'marketValue' });
    // Market values: A 10.7 bn, B 10.5 bn (8300: 21.2 bn); C 10 bn, D 10 bn, E 29 bn (2300: 49 bn); H 0.9 m; G none.
    expect(
      byValue.industries.map((group) => [group.name, group.stocks.map((stock) => stock.ticker)]),
    ).toEqual([
      ['Xây dựng và Vật liệu', ['E', 'C', 'D']],
      ['Ngân hàng', ['A', 'B']],
      ['Chưa phân ngành', ['H']],
    ]);
    expect(byValue.omitted).toBe(1);
    expect(byValue.industries[1]?.stocks[0]).toMatchObject({
      ticker: 'A',
      state: 'ceiling',
      marketValue: 10_700_000_000,
    });
    expect(byValue.industries[2]?.stocks[0]?.state).toBe('floor');
    const traded = await getHeatmap(handle.db, { size: 'value', exchange: 'HOSE' });
    // C and D traded nothing: omitted; E 9 bn + G 0.1 bn before A 7 bn + B 2 bn.
    expect(traded.industries.map((group) => group.stocks.map((stock) => stock.ticker))).toEqual([
      ['E', 'G'],
      ['A', 'B'],
    ]);
    expect(traded).toMatchObject({ exchange: 'HOSE', omitted: 2 });
  });
});
