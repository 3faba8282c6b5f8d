import { convertFrequency } from '../convert';
import type { FrequencyAggregation, InputSeries, SeriesFrequency } from '../types';
import { dates, series, ys } from './fixtures';

function convert(
  input: InputSeries,
  to: SeriesFrequency,
  how: FrequencyAggregation,
  asOf?: string,
): InputSeries {
  const result = convertFrequency(input, to, how, asOf ? { asOf } : {});
  if (!result.ok) throw new Error(result.error.message);
  return result.series;
}

/** 2024: T1 1, T2 2, T3 3, T4 4, (T5 missing), T6 6, T7 7, T8 8, T9 9. */
const MONTHS_2024 = series('month', [
  ['2024-01-31', 1],
  ['2024-02-29', 2],
  ['2024-03-31', 3],
  ['2024-04-30', 4],
  ['2024-06-30', 6],
  ['2024-07-31', 7],
  ['2024-08-31', 8],
  ['2024-09-30', 9],
]);

/** 2023: twelve months 1..12. */
const MONTHS_2023 = series(
  'month',
  Array.from({ length: 12 }, (_, i): [string, number] => [
    new Date(Date.UTC(2023, i + 1, 0)).toISOString().slice(0, 10),
    i + 1,
  ]),
);

describe('convertFrequency from months', () => {
  it('to quarters by sum: every month needed', () => {
    // Q1 1+2+3 = 6; Q2 lacks May; Q3 7+8+9 = 24
    const out = convert(MONTHS_2024, 'quarter', 'sum');
    expect(dates(out.points)).toEqual(['2024-03-31', '2024-06-30', '2024-09-30']);
    expect(ys(out.points)).toEqual([6, null, 24]);
    expect(out.notes).toEqual([null, 'Thiếu số liệu T5/2024 để tính Q2/2024', null]);
  });

  it('to quarters by average', () => {
    // Q1 6/3 = 2; Q3 24/3 = 8
    expect(ys(convert(MONTHS_2024, 'quarter', 'avg').points)).toEqual([2, null, 8]);
  });

  it('to quarters by end of period: only the last month is needed', () => {
    // Q1 = March 3; Q2 = June 6 (May missing does not matter); Q3 = September 9
    const out = convert(MONTHS_2024, 'quarter', 'eop');
    expect(ys(out.points)).toEqual([3, 6, 9]);
    expect(out.notes).toEqual([null, null, null]);
  });

  it('to years: a complete year and an incomplete one', () => {
    const both = { frequency: 'month' as const, points: [...MONTHS_2023.points, ...MONTHS_2024.points] };
    // 2023: sum 1+...+12 = 78, avg 6.5, eop 12; 2024 lacks May and October-December
    expect(ys(convert(both, 'year', 'sum').points)).toEqual([78, null]);
    expect(ys(convert(both, 'year', 'avg').points)).toEqual([6.5, null]);
    const eop = convert(both, 'year', 'eop');
    expect(ys(eop.points)).toEqual([12, null]);
    expect(eop.notes?.[1]).toBe('Thiếu số liệu T12/2024 (cuối kỳ) để tính 2024');
    expect(convert(both, 'year', 'sum').notes?.[1]).toBe(
      'Thiếu số liệu T5/2024, T10/2024, T11/2024 và T12/2024 để tính 2024',
    );
  });

  it('a null month counts as missing', () => {
    const withNull = series('month', [
      ['2024-01-31', 1],
      ['2024-02-29', null],
      ['2024-03-31', 3],
    ]);
    expect(convert(withNull, 'quarter', 'avg').notes).toEqual(['Thiếu số liệu T2/2024 để tính Q1/2024']);
  });
});

describe('convertFrequency from quarters and to a higher frequency', () => {
  const QUARTERS = series('quarter', [
    ['2023-03-31', 10],
    ['2023-06-30', 20],
    ['2023-09-30', 30],
    ['2023-12-31', 40],
    ['2024-03-31', 1],
    ['2024-06-30', 2],
    ['2024-09-30', 3],
  ]);

  it('to years: 2023 sum 100, avg 25, eop 40; 2024 lacks Q4', () => {
    expect(ys(convert(QUARTERS, 'year', 'sum').points)).toEqual([100, null]);
    expect(ys(convert(QUARTERS, 'year', 'avg').points)).toEqual([25, null]);
    expect(ys(convert(QUARTERS, 'year', 'eop').points)).toEqual([40, null]);
    expect(convert(QUARTERS, 'year', 'sum').notes?.[1]).toBe('Thiếu số liệu Q4/2024 để tính 2024');
    expect(dates(convert(QUARTERS, 'year', 'sum').points)).toEqual(['2023-12-31', '2024-12-31']);
  });

  it('the same frequency is the series itself; a higher one is refused', () => {
    expect(convertFrequency(QUARTERS, 'quarter', 'avg')).toEqual({ ok: true, series: QUARTERS });
    expect(convertFrequency(QUARTERS, 'month', 'avg')).toEqual({
      ok: false,
      error: {
        code: 'bad_conversion',
        message:
          'Không chuyển được chuỗi theo quý sang theo tháng: chỉ chuyển được sang tần suất thấp hơn (ngày → tháng → quý → năm)',
      },
    });
  });
});

describe('convertFrequency from days', () => {
  /** 30/01 10, 31/01 20, 01/02 30, 02/02 null, 05/02 60, (no session in March), 01/04 5. */
  const DAYS = series('day', [
    ['2024-01-30', 10],
    ['2024-01-31', 20],
    ['2024-02-01', 30],
    ['2024-02-02', null],
    ['2024-02-05', 60],
    ['2024-04-01', 5],
  ]);

  it('to months over the sessions present; a month without a session is absent', () => {
    // January (10+20)/2 = 15, sum 30, last 20; February (30+60)/2 = 45, sum 90, last 60; April 5
    const avg = convert(DAYS, 'month', 'avg');
    expect(dates(avg.points)).toEqual(['2024-01-31', '2024-02-29', '2024-04-30']);
    expect(ys(avg.points)).toEqual([15, 45, 5]);
    expect(ys(convert(DAYS, 'month', 'sum').points)).toEqual([30, 90, 5]);
    expect(ys(convert(DAYS, 'month', 'eop').points)).toEqual([20, 60, 5]);
  });

  it('the period in progress is computed and noted', () => {
    const notes = ['Kỳ T4/2024 chưa kết thúc: tính đến phiên 01/04/2024'];
    expect(convert(DAYS, 'month', 'avg').notes).toEqual([null, null, ...notes]);
    expect(convert(DAYS, 'month', 'avg', '2024-04-15').notes).toEqual([null, null, ...notes]);
    expect(convert(DAYS, 'month', 'avg', '2024-05-02').notes).toEqual([null, null, null]);
  });

  it('to quarters and years', () => {
    // Q1 sessions 10, 20, 30, 60: sum 120, avg 30; Q2 5
    expect(ys(convert(DAYS, 'quarter', 'sum').points)).toEqual([120, 5]);
    expect(ys(convert(DAYS, 'quarter', 'avg').points)).toEqual([30, 5]);
    expect(ys(convert(DAYS, 'year', 'eop').points)).toEqual([5]);
  });
});
