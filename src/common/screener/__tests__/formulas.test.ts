import {
  averageBeforeLast,
  changeAnchor,
  changeOver,
  meanOf,
  monthsBefore,
  newExtreme52w,
  percentAbove,
  ratioToAverage,
  sessionsSinceCross,
  strictMin,
  strictSum,
  toBillion,
  type DatedClose,
} from '../formulas';

describe('screener formulas (hand-computed)', () => {
  it('anchors each window on the calendar', () => {
    expect(changeAnchor('2025-03-14', '1W')).toBe('2025-03-07');
    expect(changeAnchor('2025-03-14', '1M')).toBe('2025-02-14');
    expect(changeAnchor('2025-05-31', '3M')).toBe('2025-02-28');
    expect(monthsBefore('2024-05-31', 3)).toBe('2024-02-29');
    expect(changeAnchor('2025-03-14', '1Y')).toBe('2024-03-14');
    expect(changeAnchor('2025-03-14', 'YTD')).toBe('2024-12-31');
  });

  it('changes over a window start from the last close on or before the anchor', () => {
    const closes: DatedClose[] = [
      { date: '2024-12-30', close: 20_000 },
      { date: '2025-03-06', close: 24_000 },
      { date: '2025-03-10', close: 25_000 },
      { date: '2025-03-14', close: 25_200 },
    ];
    // 1W anchor 2025-03-07 -> the 2025-03-06 close: 25,200 / 24,000 - 1 = 5 %.
    expect(changeOver(closes, '1W')).toBeCloseTo(5, 10);
    // YTD anchor 2024-12-31 -> 2024-12-30: 25,200 / 20,000 - 1 = 26 %.
    expect(changeOver(closes, 'YTD')).toBeCloseTo(26, 10);
    // 1M anchor 2025-02-14 -> the 2024-12-30 close is 46 days older: no change.
    expect(changeOver(closes, '1M')).toBeNull();
    expect(changeOver(closes, '1Y')).toBeNull();
    expect(changeOver([], '1W')).toBeNull();
  });

  it('compares the last session with the 20 before it', () => {
    const values = [...Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 10 : 30)), 60];
    // The 20 before: mean (10 + 30) / 2 = 20; 60 / 20 = 3.
    expect(averageBeforeLast(values)).toBe(20);
    expect(ratioToAverage(values)).toBe(3);
    expect(ratioToAverage(values.slice(1))).toBeNull();
    expect(ratioToAverage([...values.slice(0, 5), null, ...values.slice(6)])).toBeNull();
    expect(ratioToAverage([...Array.from({ length: 20 }, () => 0), 5])).toBeNull();
  });

  it('distance above a level, means and strict aggregates', () => {
    expect(percentAbove(11_000, 10_000)).toBeCloseTo(10, 10);
    expect(percentAbove(9_000, 10_000)).toBeCloseTo(-10, 10);
    expect(percentAbove(null, 10_000)).toBeNull();
    expect(meanOf([12, 15, 18])).toBe(15);
    expect(meanOf([12, null])).toBeNull();
    expect(strictSum([1e9, -3e9, 0.5e9])).toBe(-1.5e9);
    expect(strictSum([1e9, null])).toBeNull();
    expect(strictMin([12, 8, 15, 9])).toBe(8);
    expect(strictMin([12, null, 15])).toBeNull();
    expect(toBillion(2.5e9)).toBe(2.5);
  });

  it('counts sessions since a MACD cross', () => {
    const line = [1, 2, 3, 2, 4, 5];
    const signal = [2, 2, 2, 3, 3, 3];
    // Up: index 2 (2 <= 2, then 3 > 2) and again index 4 (2 <= 3, 4 > 3): the last is 1 session ago.
    expect(sessionsSinceCross(line, signal, 'up')).toBe(1);
    // Down: index 3 (3 >= 2, then 2 < 3): 2 sessions ago.
    expect(sessionsSinceCross(line, signal, 'down')).toBe(2);
    expect(sessionsSinceCross(line, signal, 'down', 2)).toBeNull();
    expect(sessionsSinceCross([null, 1, 2], [null, 2, 1], 'up')).toBe(0);
  });

  it('a new 52-week high or low needs 52 weeks of history', () => {
    const closes: DatedClose[] = [
      { date: '2024-03-01', close: 30_000 },
      { date: '2024-03-20', close: 28_000 },
      { date: '2024-09-02', close: 20_000 },
      { date: '2025-03-14', close: 29_000 },
    ];
    // Window from 2024-03-15: 28,000 and 20,000 -> 29,000 is a new high; the 2024-03-01 close is outside.
    expect(newExtreme52w(closes, 'high')).toBe(1);
    expect(newExtreme52w(closes, 'low')).toBe(0);
    expect(newExtreme52w(closes.slice(1), 'high')).toBeNull();
  });
});
