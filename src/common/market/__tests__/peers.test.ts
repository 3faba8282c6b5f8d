import { medianOf, rankValues } from '../peers';
import { rebasePercent } from '../rebase';

describe('rankValues (1 = best, ties share a rank, unknown unranked)', () => {
  it('ranks higher-is-better columns', () => {
    // ROE of five banks: 20, 15, 20, null, 10 -> 1, 3, 1, -, 4
    expect(rankValues([20, 15, 20, null, 10], 'higher')).toEqual([1, 3, 1, null, 4]);
  });
  it('ranks lower-is-better columns', () => {
    // P/E 8, 12, 5 -> 2, 3, 1
    expect(rankValues([8, 12, 5], 'lower')).toEqual([2, 3, 1]);
  });
  it('leaves a column without a direction unranked', () => {
    expect(rankValues([1, 2], null)).toEqual([null, null]);
  });
});

describe('medianOf', () => {
  it('takes the middle value of an odd count, nulls left out', () => {
    expect(medianOf([3, null, 1, 2])).toBe(2);
  });
  it('averages the two middle values of an even count', () => {
    expect(medianOf([10, 4, 8, 1])).toBe(6);
  });
  it('is null without a known value', () => {
    expect(medianOf([null, null])).toBeNull();
    expect(medianOf([])).toBeNull();
  });
});

describe('rebasePercent', () => {
  const day = (n: number) => n * 86_400_000;
  it('starts at 0 % on the first visible day', () => {
    // 100 -> 110 -> 90.5: 0 %, +10 %, -9.5 %
    const out = rebasePercent([
      [day(1), 100],
      [day(2), 110],
      [day(3), 90.5],
    ]);
    expect(out.map(([, y]) => y)).toEqual([0, expect.closeTo(10, 10), expect.closeTo(-9.5, 10)]);
  });
  it('rebases from the first known value at or after fromX and keeps gaps', () => {
    // Visible from day 2: day 2 unknown, base = day 3 (50); day 4 = 60 -> +20 %, day 5 unknown.
    const out = rebasePercent(
      [
        [day(1), 40],
        [day(2), null],
        [day(3), 50],
        [day(4), 60],
        [day(5), null],
      ],
      day(2),
    );
    expect(out).toEqual([
      [day(3), 0],
      [day(4), expect.closeTo(20, 10)],
      [day(5), null],
    ]);
  });
  it('is empty without a usable base', () => {
    expect(
      rebasePercent([
        [day(1), 0],
        [day(2), null],
      ]),
    ).toEqual([]);
  });
});
