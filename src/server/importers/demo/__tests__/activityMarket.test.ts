import { vietnamDate } from '../calendar';
import { demoForeignLimitPct } from '../companies';
import { buildMarketDemo, type MarketDemo } from '../market';
import { DEMO_SEED, createRandom } from '../random';
import { DEMO_UNIVERSE } from '../universe';

// In memory, without a database: every HOSE bank and a few others, so each index has members.
const now = new Date('2026-11-27T03:00:00Z');
const today = vietnamDate(now);
const universe = DEMO_UNIVERSE.filter(
  (spec) => spec.companyType === 'bank' || ['FPT', 'GAS', 'LAS', 'PVS', 'ACV', 'BSR'].includes(spec.ticker),
);
let demo: MarketDemo;

beforeAll(() => {
  demo = buildMarketDemo(createRandom(DEMO_SEED), { now, universe });
});

const round2 = (value: number): number => Math.round(value * 100) / 100;

describe('demo index sessions and intraday bars', () => {
  it('lists the four indices with their members, and sums each session over the members', () => {
    expect(demo.marketIndices.map((row) => row.code)).toEqual(['VNINDEX', 'VN30', 'HNXINDEX', 'UPCOMINDEX']);
    const members = (code: string) =>
      demo.indexComponents.filter((row) => row.indexCode === code).map((row) => row.ticker);
    expect(members('HNXINDEX').sort()).toEqual(['BAB', 'LAS', 'PVS']);
    expect(members('VN30')).toEqual(members('VNINDEX'));
    for (const code of ['VNINDEX', 'HNXINDEX', 'UPCOMINDEX']) {
      const sessions = demo.indexSessions.filter((row) => row.indexCode === code);
      expect(sessions).toHaveLength(500);
      const prices = demo.indexPrices.filter((row) => row.indexCode === code);
      for (const session of sessions.slice(-20)) {
        const index = prices.findIndex((row) => row.date === session.date);
        const close = prices[index]?.close ?? 0;
        const previous = prices[index - 1]?.close ?? 0;
        expect(session.value).toBe(close);
        expect(session.change).toBe(round2(close - previous));
        expect(session.pctChange).toBe(round2((round2(close - previous) / previous) * 100));
        const day = demo.stockSessions.filter(
          (row) => row.date === session.date && members(code).includes(row.ticker),
        );
        expect(session.matchVolume).toBe(day.reduce((sum, row) => sum + (row.matchVolume ?? 0), 0));
        expect(session.totalValue).toBe(day.reduce((sum, row) => sum + (row.totalValue ?? 0), 0));
        expect(session).toMatchObject({ advances: null, declines: null, ceilings: null, floors: null });
      }
    }
  });

  it("draws the last session's 1-minute bars inside its range, from its open to its close", () => {
    for (const code of ['VNINDEX', 'VN30', 'HNXINDEX', 'UPCOMINDEX']) {
      const bars = demo.intradayBars.filter((row) => row.symbol === code);
      const day = demo.indexPrices.filter((row) => row.indexCode === code).at(-1);
      const session = demo.indexSessions.filter((row) => row.indexCode === code).at(-1);
      if (!day || !session) throw new Error(`no last session of ${code}`);
      expect(bars).toHaveLength(226);
      expect(bars[0]?.at).toEqual(new Date(`${day.date}T09:15:00+07:00`));
      expect(bars.at(-1)?.at).toEqual(new Date(`${day.date}T14:45:00+07:00`));
      // 13:00 opens the afternoon; nothing from 11:30 to 13:00 or from 14:30 to 14:45 (UTC+7).
      const at = new Set(bars.map((bar) => bar.at.toISOString().slice(11, 16)));
      expect([at.has('06:00'), at.has('04:29'), at.has('04:30'), at.has('05:59'), at.has('07:30')]).toEqual([
        true,
        true,
        false,
        false,
        false,
      ]);
      expect(bars[0]?.open).toBe(day.open);
      expect(bars.at(-1)?.close).toBe(day.close);
      for (const bar of bars) {
        expect(bar.low).toBeGreaterThanOrEqual(day.low);
        expect(bar.high).toBeLessThanOrEqual(day.high);
        expect(Math.max(bar.open, bar.close)).toBeLessThanOrEqual(bar.high);
        expect(Math.min(bar.open, bar.close)).toBeGreaterThanOrEqual(bar.low);
      }
      expect(Math.max(...bars.map((bar) => bar.high))).toBe(day.high);
      expect(Math.min(...bars.map((bar) => bar.low))).toBe(day.low);
      expect(bars.reduce((sum, bar) => sum + (bar.volume ?? 0), 0)).toBe(session.matchVolume);
    }
  });
});

describe('demo ownership', () => {
  it('sums the structure to 100 at each quarter end, foreign as the sessions hold it', () => {
    const groups = new Map<string, typeof demo.ownershipStructure>();
    for (const row of demo.ownershipStructure) {
      const key = `${row.ticker} ${row.asOf}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    expect(groups.size).toBe(universe.length * 12);
    let compared = 0;
    for (const [key, rows] of groups) {
      const [ticker = '', asOf = ''] = key.split(' ');
      expect(rows.map((row) => row.holderKind).sort()).toEqual(['foreign', 'insider', 'other', 'state']);
      expect(rows.reduce((sum, row) => sum + (row.pct ?? 0), 0)).toBeCloseTo(100, 6);
      for (const row of rows) expect(row.pct).toBeGreaterThanOrEqual(0);
      const foreign = rows.find((row) => row.holderKind === 'foreign');
      const spec = universe.find((item) => item.ticker === ticker);
      if (!spec || !foreign) throw new Error(key);
      expect(foreign.pct).toBeLessThanOrEqual(demoForeignLimitPct(spec));
      const session = demo.stockSessions.filter((row) => row.ticker === ticker && row.date <= asOf).at(-1);
      const firstSession = demo.stockSessions.find((row) => row.ticker === ticker);
      if (!session || !firstSession || firstSession.date > asOf) continue;
      // Shares on that day from the four rows, the holding from the room: limit x shares - room.
      const shares = rows.reduce((sum, row) => sum + (row.shares ?? 0), 0);
      const holding =
        Math.floor((demoForeignLimitPct(spec) / 100) * shares) - (session.foreignCurrentRoom ?? 0);
      expect(Math.abs((holding / shares) * 100 - (foreign.pct ?? 0))).toBeLessThan(0.01);
      compared += 1;
    }
    expect(compared).toBeGreaterThan(universe.length * 6);
    const state = demo.ownershipStructure.filter((row) => row.holderKind === 'state' && (row.pct ?? 0) > 0);
    expect(new Set(state.map((row) => row.ticker))).toEqual(
      new Set(['VCB', 'BID', 'CTG', 'GAS', 'PVS', 'ACV', 'BSR']),
    );
  });

  it('gives 2-5 major shareholders per company inside the structure, at three year ends', () => {
    for (const spec of universe) {
      const rows = demo.majorShareholders.filter((row) => row.ticker === spec.ticker);
      const holders = new Set(rows.map((row) => row.holderName));
      expect(holders.size).toBeGreaterThanOrEqual(2);
      expect(holders.size).toBeLessThanOrEqual(5);
      expect([...new Set(rows.map((row) => row.asOf))].sort()).toEqual([
        '2023-12-31',
        '2024-12-31',
        '2025-12-31',
      ]);
      for (const asOf of ['2023-12-31', '2024-12-31', '2025-12-31']) {
        const structure = demo.ownershipStructure.filter(
          (row) => row.ticker === spec.ticker && row.asOf === asOf,
        );
        const held = rows.filter((row) => row.asOf === asOf);
        expect(held.reduce((sum, row) => sum + (row.pct ?? 0), 0)).toBeLessThan(100);
        for (const kind of ['state', 'foreign', 'insider', 'other'] as const) {
          const ofKind = held
            .filter((row) => row.holderKind === kind)
            .reduce((sum, row) => sum + (row.pct ?? 0), 0);
          expect(ofKind).toBeLessThanOrEqual(
            (structure.find((row) => row.holderKind === kind)?.pct ?? 0) + 1e-9,
          );
        }
      }
    }
  });

  it('records insider deals with consistent holdings, and open registrations without results', () => {
    const rows = demo.insiderTransactions;
    expect(rows.length).toBeGreaterThanOrEqual(universe.length * 2);
    for (const row of rows) {
      expect(row.registeredFrom >= '2024-11-01').toBe(true);
      if (row.status === 'registered') {
        expect((row.registeredTo ?? '') >= today).toBe(true);
        expect(row).toMatchObject({ executedShares: null, executedOn: null, sharesAfter: null });
        continue;
      }
      const sign = row.action === 'buy' ? 1 : -1;
      expect(row.sharesAfter).toBe((row.sharesBefore ?? 0) + sign * (row.executedShares ?? 0));
      expect(row.executedShares).toBeLessThanOrEqual(row.registeredShares ?? 0);
      if (row.status === 'cancelled') expect(row.executedShares).toBe(0);
      else
        expect(row.executedOn && row.executedOn >= row.registeredFrom && row.executedOn < today).toBe(true);
      if (row.action === 'sell') expect(row.registeredShares).toBeLessThanOrEqual(row.sharesBefore ?? 0);
    }
    const statuses = new Set(rows.map((row) => row.status));
    expect(statuses).toEqual(new Set(['registered', 'done', 'cancelled']));
    expect(
      rows.some((row) => row.relation === 'related' && /^(Vợ|Con|Em|Anh) (ông|bà) /.test(row.position ?? '')),
    ).toBe(true);
  });
});
