import { derivedValue, derivedWindow, deriveSeries, itemKind, type SeriesPoint } from '../derived';
import { periodKey, type PeriodRef } from '../periods';

const BN = 1_000_000_000;
const q = (year: number, sub: number): PeriodRef => ({ periodType: 'quarter', year, sub });

/** Quarterly points from [year, quarter, value in billion VND] (null = empty cell). */
function series(points: [number, number, number | null][]): SeriesPoint[] {
  return points.map(([year, sub, value]) => ({
    ref: q(year, sub),
    value: value === null ? null : value * BN,
  }));
}

const inBillion = (values: (number | null)[]): (number | null)[] =>
  values.map((value) => (value === null ? null : value / BN));

describe('item kinds: which codes are openings and closings', () => {
  it('treats CASH_BEGINNING* as openings, CASH_ENDING as a closing, non-flows as stocks', () => {
    expect(itemKind('NET_REVENUE', true)).toBe('flow');
    expect(itemKind('CASH_BEGINNING', true)).toBe('opening');
    expect(itemKind('CASH_BEGINNING_EQUIVALENTS', true)).toBe('opening'); // securities firms
    expect(itemKind('CASH_ENDING', true)).toBe('closing');
    expect(itemKind('TOTAL_ASSETS', false)).toBe('stock');
    expect(itemKind('BROKERAGE_MARKET_SHARE', false)).toBe('stock');
  });

  it('windows: four quarters back for TRAILING, the year so far for ANNUALIZE, the year itself for years', () => {
    expect(derivedWindow('TRAILING', q(2024, 2)).map(periodKey)).toEqual([
      '2023Q3',
      '2023Q4',
      '2024Q1',
      '2024Q2',
    ]);
    expect(derivedWindow('ANNUALIZE', q(2024, 3)).map(periodKey)).toEqual(['2024Q1', '2024Q2', '2024Q3']);
    expect(derivedWindow('ANNUALIZE', q(2024, 1)).map(periodKey)).toEqual(['2024Q1']);
    const year: PeriodRef = { periodType: 'year', year: 2024, sub: 0 };
    expect(derivedWindow('TRAILING', year)).toEqual([year]);
    expect(derivedWindow('ANNUALIZE', year)).toEqual([year]);
    const month: PeriodRef = { periodType: 'month', year: 2024, sub: 3 };
    expect(derivedWindow('TRAILING', month)).toHaveLength(12);
    expect(derivedWindow('ANNUALIZE', month).map(periodKey)).toEqual(['2024M01', '2024M02', '2024M03']);
  });
});

describe('a non-financial company: net revenue (billion VND, own-quarter figures)', () => {
  // 2023: 100, 120, 130, 150 (year 500); 2024: 110, 140, 160.
  const revenue = series([
    [2023, 1, 100],
    [2023, 2, 120],
    [2023, 3, 130],
    [2023, 4, 150],
    [2024, 1, 110],
    [2024, 2, 140],
    [2024, 3, 160],
  ]);

  it('TRAILING sums the last four quarters; the first three quarters cannot be computed', () => {
    expect(inBillion(deriveSeries('TRAILING', 'flow', revenue))).toEqual([
      null,
      null,
      null,
      500, // 100 + 120 + 130 + 150
      510, // 120 + 130 + 150 + 110
      530, // 130 + 150 + 110 + 140
      560, // 150 + 110 + 140 + 160
    ]);
  });

  it('ANNUALIZE scales the year to date to twelve months', () => {
    const annualized = inBillion(deriveSeries('ANNUALIZE', 'flow', revenue));
    expect(annualized.slice(0, 2)).toEqual([400, 440]); // 100 x 4; (100 + 120) x 2
    expect(annualized[2]).toBeCloseTo(466.6667, 4); // (100 + 120 + 130) x 4 / 3
    expect(annualized[3]).toBe(500); // the year itself
    expect(annualized.slice(4, 6)).toEqual([440, 500]); // 110 x 4; (110 + 140) x 2
    expect(annualized[6]).toBeCloseTo(546.6667, 4); // 410 x 4 / 3
  });

  it('Q4 annualized equals the trailing four quarters and the year', () => {
    const at = q(2023, 4);
    const valueAt = (ref: PeriodRef): number | null =>
      revenue.find((point) => periodKey(point.ref) === periodKey(ref))?.value ?? null;
    expect(derivedValue('ANNUALIZE', 'flow', at, valueAt)).toBe(500 * BN);
    expect(derivedValue('TRAILING', 'flow', at, valueAt)).toBe(500 * BN);
  });

  it('a missing quarter blanks every window that covers it, and only those', () => {
    const gap = revenue.filter((point) => periodKey(point.ref) !== '2023Q3');
    // Without 2023Q3: trailing at 2023Q4 and 2024Q1, 2024Q2 need it; 2024Q3 does not.
    expect(inBillion(deriveSeries('TRAILING', 'flow', gap))).toEqual([null, null, null, null, null, 560]);
    // Annualize of 2023Q4 needs Q3; 2024 starts a new year and is unaffected.
    const annualized = inBillion(deriveSeries('ANNUALIZE', 'flow', gap));
    expect(annualized.slice(2, 5)).toEqual([null, 440, 500]);
    expect(annualized[5]).toBeCloseTo(546.6667, 4);
  });

  it('an empty cell makes the item null without guessing a zero', () => {
    const empty = series([
      [2023, 1, 100],
      [2023, 2, null],
      [2023, 3, 130],
      [2023, 4, 150],
    ]);
    expect(deriveSeries('TRAILING', 'flow', empty)).toEqual([null, null, null, null]);
    expect(inBillion(deriveSeries('ANNUALIZE', 'flow', empty))).toEqual([400, null, null, null]);
  });

  it('stock items (a balance) take the latest value in both views', () => {
    const inventories = series([
      [2023, 1, 900],
      [2023, 2, 950],
      [2023, 3, 990],
      [2023, 4, 1_020],
    ]);
    expect(inBillion(deriveSeries('TRAILING', 'stock', inventories))).toEqual([null, null, null, 1_020]);
    expect(inBillion(deriveSeries('ANNUALIZE', 'stock', inventories))).toEqual([900, 950, 990, 1_020]);
  });
});

describe('a bank: net interest income and cash openings/closings (billion VND)', () => {
  // Net cash flow per quarter and the cash at both ends: begin + flow = end every quarter.
  const flows = series([
    [2023, 1, 200],
    [2023, 2, -50],
    [2023, 3, 300],
    [2023, 4, 50],
    [2024, 1, -100],
  ]);
  const begin = series([
    [2023, 1, 1_000],
    [2023, 2, 1_200],
    [2023, 3, 1_150],
    [2023, 4, 1_450],
    [2024, 1, 1_500],
  ]);
  const end = series([
    [2023, 1, 1_200],
    [2023, 2, 1_150],
    [2023, 3, 1_450],
    [2023, 4, 1_500],
    [2024, 1, 1_400],
  ]);
  const netInterestIncome = series([
    [2023, 1, 3_430],
    [2023, 2, 3_199],
    [2023, 3, 3_725],
    [2023, 4, 3_904],
    [2024, 1, 4_212],
  ]);

  it('TRAILING: opening three quarters back, closing latest, so begin + flows = end still holds', () => {
    expect(inBillion(deriveSeries('TRAILING', 'opening', begin))).toEqual([null, null, null, 1_000, 1_200]);
    expect(inBillion(deriveSeries('TRAILING', 'flow', flows))).toEqual([null, null, null, 500, 200]);
    expect(inBillion(deriveSeries('TRAILING', 'closing', end))).toEqual([null, null, null, 1_500, 1_400]);
    // 2024Q1: 1,200 + (-50 + 300 + 50 - 100) = 1,400.
  });

  it('ANNUALIZE: opening of the year, scaled flows, latest closing', () => {
    expect(inBillion(deriveSeries('ANNUALIZE', 'opening', begin))).toEqual([
      1_000, 1_000, 1_000, 1_000, 1_500,
    ]);
    expect(inBillion(deriveSeries('ANNUALIZE', 'flow', flows))).toEqual([800, 300, 600, 500, -400]);
    // (200 - 50 + 300) x 4 / 3 = 600; Q4 is the year: 500.
    expect(inBillion(deriveSeries('ANNUALIZE', 'closing', end))).toEqual([1_200, 1_150, 1_450, 1_500, 1_400]);
  });

  it('net interest income: trailing 14,258 at Q4 2023 and 15,040 at Q1 2024', () => {
    expect(inBillion(deriveSeries('TRAILING', 'flow', netInterestIncome)).slice(3)).toEqual([14_258, 15_040]);
    // 3,430 + 3,199 + 3,725 + 3,904 = 14,258; 3,199 + 3,725 + 3,904 + 4,212 = 15,040.
    expect(inBillion(deriveSeries('ANNUALIZE', 'flow', netInterestIncome)).slice(0, 2)).toEqual([
      13_720, 13_258,
    ]);
    // 3,430 x 4 = 13,720; (3,430 + 3,199) x 2 = 13,258.
  });
});
