import {
  compareTraded,
  dataCaption,
  isMarketOpen,
  marketPollingInterval,
  MARKET_POLL_MS,
} from '../marketSession';

describe('market session', () => {
  it('is open in the continuous sessions of a trading day only (Vietnam time = UTC + 7)', () => {
    // Friday 2026-11-27: 10:00 and 14:45 open; 12:00 lunch, 08:59 and 15:00 closed.
    expect(isMarketOpen(new Date('2026-11-27T03:00:00Z'))).toBe(true);
    expect(isMarketOpen(new Date('2026-11-27T07:45:00Z'))).toBe(true);
    expect(isMarketOpen(new Date('2026-11-27T05:00:00Z'))).toBe(false);
    expect(isMarketOpen(new Date('2026-11-27T01:59:00Z'))).toBe(false);
    expect(isMarketOpen(new Date('2026-11-27T08:00:00Z'))).toBe(false);
    // Saturday, and National Day (Wednesday 2026-09-02).
    expect(isMarketOpen(new Date('2026-11-28T03:00:00Z'))).toBe(false);
    expect(isMarketOpen(new Date('2026-09-02T03:00:00Z'))).toBe(false);
    expect(marketPollingInterval(new Date('2026-11-27T03:00:00Z'))).toBe(MARKET_POLL_MS);
    expect(marketPollingInterval(new Date('2026-11-28T03:00:00Z'))).toBe(0);
  });

  it('compares a session with the previous one and the mean of the 20 before it', () => {
    // Previous 100; 25 earlier sessions: 100, then 80 ×18, a null, then 1,000s beyond the 20th.
    // Window = the first 20 of history: 100 + 18 × 80 + null -> 19 known values, sum 1,540, mean 81.0526...
    const history = [100, ...Array<number>(18).fill(80), null, 1_000, 1_000, 1_000, 1_000, 1_000];
    const result = compareTraded(120, history);
    expect(result.previous).toBe(100);
    expect(result.vsPrevious).toBeCloseTo(0.2, 12); // 120 / 100 − 1
    expect(result.averageSessions).toBe(19);
    expect(result.average).toBeCloseTo(1_540 / 19, 10);
    expect(result.vsAverage).toBeCloseTo(120 / (1_540 / 19) - 1, 12); // +48.05 %
  });

  it('has no comparison without a base', () => {
    expect(compareTraded(120, [])).toMatchObject({
      previous: null,
      vsPrevious: null,
      average: null,
      averageSessions: 0,
      vsAverage: null,
    });
    expect(compareTraded(null, [100])).toMatchObject({ vsPrevious: null, vsAverage: null, average: 100 });
    expect(compareTraded(50, [0])).toMatchObject({ vsPrevious: null, vsAverage: null });
  });

  it('says the session, the update time (Vietnam) and the source', () => {
    expect(dataCaption({ date: '2026-11-27', asOf: '2026-11-27T03:15:00Z', sources: ['ssi'] })).toBe(
      'Dữ liệu phiên 2026-11-27, cập nhật 10:15, nguồn SSI FastConnect',
    );
    expect(dataCaption({ date: '2026-11-26', asOf: '2026-11-27T01:05:00Z', sources: ['demo'] })).toBe(
      'Dữ liệu phiên 2026-11-26, cập nhật 08:05 ngày 2026-11-27, nguồn dữ liệu minh họa',
    );
    expect(dataCaption({ date: null, asOf: null, sources: [] })).toBe('Chưa có dữ liệu phiên giao dịch');
  });
});
