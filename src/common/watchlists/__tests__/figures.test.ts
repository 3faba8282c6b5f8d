import { fiftyTwoWeekRange, fiftyTwoWeekStart, foreignNet } from '../figures';

const base = {
  price: 25_000,
  historyLow: 20_000,
  historyHigh: 30_000,
  todayLow: 24_800,
  todayHigh: 25_300,
  from: '2025-12-01',
  sessions: 245,
};

describe('fiftyTwoWeekRange', () => {
  it('places the price between the low and the high: (25,000 − 20,000) / (30,000 − 20,000) = 0.5', () => {
    expect(fiftyTwoWeekRange(base)).toEqual({
      low: 20_000,
      high: 30_000,
      position: 0.5,
      from: '2025-12-01',
      sessions: 245,
      missing: null,
    });
  });

  it('widens the range with a live board row above the stored high: high 31,500, position 0.974', () => {
    const range = fiftyTwoWeekRange({ ...base, price: 31_200, todayHigh: 31_500, todayLow: 30_100 });
    expect(range.high).toBe(31_500);
    // (31,200 − 20,000) / (31,500 − 20,000) = 11,200 / 11,500 = 0.973913...
    expect(range.position).toBeCloseTo(0.973913, 6);
  });

  it('counts a price below every stored low as the new low (position 0)', () => {
    const range = fiftyTwoWeekRange({ ...base, price: 19_000, todayLow: null, todayHigh: null });
    expect(range.low).toBe(19_000);
    expect(range.position).toBe(0);
  });

  it('is unknown, with a reason, without any session or price', () => {
    const empty = fiftyTwoWeekRange({
      price: null,
      historyLow: null,
      historyHigh: null,
      todayLow: null,
      todayHigh: null,
      from: null,
      sessions: 0,
    });
    expect(empty).toMatchObject({
      low: null,
      high: null,
      position: null,
      missing: 'Chưa có lịch sử giá 52 tuần',
    });
    const noPrice = fiftyTwoWeekRange({ ...base, price: null });
    expect(noPrice).toMatchObject({
      low: 20_000,
      high: 30_000,
      position: null,
      missing: 'Chưa có giá giao dịch',
    });
  });

  it('gives no position for a flat year instead of dividing by zero', () => {
    const flat = fiftyTwoWeekRange({
      ...base,
      price: 10_000,
      historyLow: 10_000,
      historyHigh: 10_000,
      todayLow: 10_000,
      todayHigh: 10_000,
    });
    expect(flat).toMatchObject({
      low: 10_000,
      high: 10_000,
      position: null,
      missing: 'Giá không đổi trong 52 tuần',
    });
  });

  it('ignores zero prices (a session without trades) rather than taking them as a low', () => {
    expect(fiftyTwoWeekRange({ ...base, historyLow: 0 }).low).toBe(24_800);
  });
});

describe('fiftyTwoWeekStart', () => {
  it('starts 364 days before the session, across a leap day', () => {
    expect(fiftyTwoWeekStart('2026-11-27')).toBe('2025-11-28');
    expect(fiftyTwoWeekStart('2024-03-01')).toBe('2023-03-03');
  });
});

describe('foreignNet', () => {
  it('is buy − sell, unknown when a side is', () => {
    expect(foreignNet(1_500_000_000, 2_000_000_000)).toBe(-500_000_000);
    expect(foreignNet(null, 2)).toBeNull();
  });
});
