import { applyUnits } from '../units';
import { series, ys } from './fixtures';

/**
 * Hand-computed FRED units. A month series with April 2023, June-December 2023 and April 2024
 * missing, so "the previous period" and "a year earlier" must be found by period, not by position:
 *   T1/23 100 | T2/23 110 | T3/23 99 | T5/23 120 | T1/24 125 | T2/24 121 | T3/24 132 | T5/24 150
 */
const MONTHS = series('month', [
  ['2023-01-31', 100],
  ['2023-02-28', 110],
  ['2023-03-31', 99],
  ['2023-05-31', 120],
  ['2024-01-31', 125],
  ['2024-02-29', 121],
  ['2024-03-31', 132],
  ['2024-05-31', 150],
]);

describe('applyUnits on months', () => {
  it('lin leaves the series as it is', () => {
    expect(applyUnits(MONTHS, 'lin')).toBe(MONTHS);
  });

  it('chg: x_t - x_{t-1}, null where the previous month is missing', () => {
    // T2/23 110-100 = 10; T3/23 99-110 = -11; T2/24 121-125 = -4; T3/24 132-121 = 11
    const out = applyUnits(MONTHS, 'chg');
    expect(ys(out.points)).toEqual([null, 10, -11, null, null, -4, 11, null]);
    expect(out.notes?.[3]).toBe('Thiếu số liệu kỳ trước (T4/2023) để tính thay đổi');
    expect(out.notes?.[4]).toBe('Thiếu số liệu kỳ trước (T12/2023) để tính thay đổi');
  });

  it('ch1: x_t - x_{t-12} by period', () => {
    // T1/24 125-100 = 25; T2/24 121-110 = 11; T3/24 132-99 = 33; T5/24 150-120 = 30
    const out = applyUnits(MONTHS, 'ch1');
    expect(ys(out.points)).toEqual([null, null, null, null, 25, 11, 33, 30]);
    expect(out.notes?.[0]).toBe('Thiếu số liệu cùng kỳ năm trước (T1/2022) để tính thay đổi so với cùng kỳ');
  });

  it('pch: (x_t / x_{t-1} - 1) x 100', () => {
    // T2/23 10 %; T3/23 99/110 = 0.9 -> -10 %; T2/24 121/125 = 0.968 -> -3.2 %; T3/24 132/121 = 12/11 -> 9.0909...
    expect(ys(applyUnits(MONTHS, 'pch').points)).toEqual([
      null,
      10,
      -10,
      null,
      null,
      -3.2,
      9.0909090909,
      null,
    ]);
  });

  it('pc1: (x_t / x_{t-12} - 1) x 100', () => {
    // 125/100 -> 25; 121/110 = 1.1 -> 10; 132/99 = 4/3 -> 33.33...; 150/120 = 1.25 -> 25
    expect(ys(applyUnits(MONTHS, 'pc1').points)).toEqual([null, null, null, null, 25, 10, 33.3333333333, 25]);
  });

  it('pca: ((x_t / x_{t-1})^12 - 1) x 100', () => {
    // 1.1^12 = 3.138428376721 -> 213.8428376721; 0.9^12 = 0.282429536481 -> -71.7570463519;
    // 0.968^12 = 0.67686847547098 -> -32.313152452902; (12/11)^12 = 2.8409443766155 -> 184.09443766155
    expect(ys(applyUnits(MONTHS, 'pca').points)).toEqual([
      null,
      213.8428376721,
      -71.7570463519,
      null,
      null,
      -32.3131524529,
      184.0944376615,
      null,
    ]);
  });

  it('log: natural log', () => {
    // ln 100 = 4.605170186; ln 110 = 4.7004803658
    expect(ys(applyUnits(MONTHS, 'log').points).slice(0, 2)).toEqual([4.605170186, 4.7004803658]);
  });
});

/** Quarters: Q1/23 10 | Q2/23 12 | Q4/23 15 | Q1/24 9 | Q2/24 0 | Q3/24 6 (Q3/23 missing). */
const QUARTERS = series('quarter', [
  ['2023-03-31', 10],
  ['2023-06-30', 12],
  ['2023-12-31', 15],
  ['2024-03-31', 9],
  ['2024-06-30', 0],
  ['2024-09-30', 6],
]);

describe('applyUnits on quarters', () => {
  it('pch with a zero comparison period', () => {
    // Q2/23 12/10 -> 20; Q4/23 Q3 missing; Q1/24 9/15 = 0.6 -> -40; Q2/24 0/9 -> -100; Q3/24 6/0 -> null
    const out = applyUnits(QUARTERS, 'pch');
    expect(ys(out.points)).toEqual([null, 20, null, -40, -100, null]);
    expect(out.notes?.[2]).toBe('Thiếu số liệu kỳ trước (Q3/2023) để tính % thay đổi');
    expect(out.notes?.[5]).toBe('Kỳ so sánh Q2/2024 bằng 0: không tính được % thay đổi');
  });

  it('ch1 and pc1 compare with the quarter four periods earlier', () => {
    // Q1/24 9-10 = -1 (-10 %); Q2/24 0-12 = -12 (-100 %); Q3/24: Q3/23 missing
    expect(ys(applyUnits(QUARTERS, 'ch1').points)).toEqual([null, null, null, -1, -12, null]);
    const pc1 = applyUnits(QUARTERS, 'pc1');
    expect(ys(pc1.points)).toEqual([null, null, null, -10, -100, null]);
    expect(pc1.notes?.[5]).toBe(
      'Thiếu số liệu cùng kỳ năm trước (Q3/2023) để tính % thay đổi so với cùng kỳ',
    );
  });

  it('pca compounds four quarters', () => {
    // Q2/23 1.2^4 = 2.0736 -> 107.36; Q1/24 0.6^4 = 0.1296 -> -87.04
    expect(ys(applyUnits(QUARTERS, 'pca').points)).toEqual([null, 107.36, null, -87.04, -100, null]);
  });

  it('log of zero is null with the reason', () => {
    const out = applyUnits(QUARTERS, 'log');
    expect(out.points[4]?.[1]).toBeNull();
    expect(out.notes?.[4]).toBe('Không lấy được log của số không dương (0)');
  });

  it('a null input point keeps its own reason', () => {
    const withNull = { ...QUARTERS, notes: [null, 'Chưa công bố', null, null, null, null] };
    withNull.points = [
      QUARTERS.points[0] ?? [0, 0],
      [QUARTERS.points[1]?.[0] ?? 0, null],
      ...QUARTERS.points.slice(2),
    ];
    const out = applyUnits(withNull, 'chg');
    expect(out.notes?.[1]).toBe('Chưa công bố');
    expect(out.notes?.[2]).toBe('Thiếu số liệu kỳ trước (Q3/2023) để tính thay đổi');
  });
});

describe('applyUnits on years and days', () => {
  it('years: the previous year is the year before, pca = pch', () => {
    const years = series('year', [
      ['2020-12-31', 50],
      ['2021-12-31', 60],
      ['2023-12-31', 90],
    ]);
    expect(ys(applyUnits(years, 'ch1').points)).toEqual([null, 10, null]);
    expect(ys(applyUnits(years, 'pca').points)).toEqual([null, 20, null]);
  });

  /** Sessions: 01/03/23 10 | 02/03/23 11 | 03/03/23 (Fri) 12 | 29/02/24 15 | 01/03/24 13.2 | 04/03/24 24 */
  const DAYS = series('day', [
    ['2023-03-01', 10],
    ['2023-03-02', 11],
    ['2023-03-03', 12],
    ['2024-02-29', 15],
    ['2024-03-01', 13.2],
    ['2024-03-04', 24],
  ]);

  it('chg compares with the previous session', () => {
    // 11-10, 12-11, 15-12, 13.2-15, 24-13.2
    expect(ys(applyUnits(DAYS, 'chg').points)).toEqual([null, 1, 1, 3, -1.8, 10.8]);
  });

  it('pc1: the last session on or before the same date a year earlier', () => {
    // 29/02/24 -> 28/02/23: no session on or before it; 01/03/24 -> 01/03/23 (10): 13.2/10 -> 32 %;
    // 04/03/24 -> 04/03/23 is a Saturday: Friday 03/03/23 (12): 24/12 -> 100 %
    const out = applyUnits(DAYS, 'pc1');
    expect(ys(out.points)).toEqual([null, null, null, null, 32, 100]);
    expect(out.notes?.[3]).toBe(
      'Thiếu số liệu cùng kỳ năm trước (28/02/2023) để tính % thay đổi so với cùng kỳ',
    );
  });

  it('a year-earlier session more than 10 days before the date does not count', () => {
    const gap = series('day', [
      ['2023-02-15', 10],
      ['2024-03-01', 12],
    ]);
    expect(ys(applyUnits(gap, 'ch1').points)).toEqual([null, null]);
  });

  it('pca compounds 252 sessions', () => {
    // (10.01/10)^252 = 1.001^252 = 1.286434044; -> 28.6434044
    const two = series('day', [
      ['2024-03-01', 10],
      ['2024-03-04', 10.01],
    ]);
    expect(applyUnits(two, 'pca').points[1]?.[1]).toBeCloseTo(28.643404, 5);
  });
});
