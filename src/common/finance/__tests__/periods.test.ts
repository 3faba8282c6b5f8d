import {
  comparePeriods,
  parsePeriodKey,
  periodContaining,
  periodEndDate,
  periodKey,
  periodLabel,
  periodPhrase,
  shiftPeriod,
  toFinancePeriod,
  type PeriodRef,
} from '../periods';

const q = (year: number, sub: number): PeriodRef => ({ periodType: 'quarter', year, sub });
const m = (year: number, sub: number): PeriodRef => ({ periodType: 'month', year, sub });
const y = (year: number): PeriodRef => ({ periodType: 'year', year, sub: 0 });

describe('period keys, labels and end dates', () => {
  it('names a quarter, a year and a month as the table header shows them', () => {
    expect([periodKey(q(2024, 3)), periodLabel(q(2024, 3))]).toEqual(['2024Q3', 'Q3/2024']);
    expect([periodKey(y(2024)), periodLabel(y(2024))]).toEqual(['2024', '2024']);
    expect([periodKey(m(2024, 7)), periodLabel(m(2024, 7))]).toEqual(['2024M07', 'T7/2024']);
    expect(periodPhrase(q(2015, 2))).toBe('quý 2/2015');
    expect(periodPhrase(m(2024, 7))).toBe('tháng 7/2024');
    expect(periodPhrase(y(2024))).toBe('năm 2024');
  });

  it('parses its own keys back and refuses anything else', () => {
    for (const ref of [q(2024, 1), q(2010, 4), y(2019), m(2024, 12), m(2024, 1)]) {
      expect(parsePeriodKey(periodKey(ref))).toEqual(ref);
    }
    for (const bad of ['2024Q5', '2024Q0', '2024M13', '2024M7', 'Q3/2024', '24Q1', '']) {
      expect(parsePeriodKey(bad)).toBeNull();
    }
  });

  it('ends each period on its last calendar day, leap Februaries included', () => {
    expect(periodEndDate(q(2024, 1))).toBe('2024-03-31');
    expect(periodEndDate(q(2024, 2))).toBe('2024-06-30');
    expect(periodEndDate(q(2024, 3))).toBe('2024-09-30');
    expect(periodEndDate(q(2024, 4))).toBe('2024-12-31');
    expect(periodEndDate(y(2023))).toBe('2023-12-31');
    expect(periodEndDate(m(2024, 2))).toBe('2024-02-29');
    expect(periodEndDate(m(2023, 2))).toBe('2023-02-28');
    expect(toFinancePeriod(q(2024, 3))).toEqual({
      key: '2024Q3',
      periodType: 'quarter',
      year: 2024,
      quarter: 3,
      label: 'Q3/2024',
      endDate: '2024-09-30',
    });
  });
});

describe('period arithmetic and order', () => {
  it('shifts across year boundaries', () => {
    expect(shiftPeriod(q(2024, 1), -1)).toEqual(q(2023, 4));
    expect(shiftPeriod(q(2024, 1), -4)).toEqual(q(2023, 1));
    expect(shiftPeriod(q(2023, 3), 6)).toEqual(q(2025, 1));
    expect(shiftPeriod(m(2024, 1), -1)).toEqual(m(2023, 12));
    expect(shiftPeriod(y(2024), -1)).toEqual(y(2023));
  });

  it('sorts oldest first by end date', () => {
    const sorted = [q(2024, 1), q(2023, 4), q(2023, 1), q(2024, 3)].sort(comparePeriods).map(periodKey);
    expect(sorted).toEqual(['2023Q1', '2023Q4', '2024Q1', '2024Q3']);
  });

  it('finds the period containing any day of it', () => {
    expect(periodContaining('quarter', '2024-08-15')).toEqual(q(2024, 3));
    expect(periodContaining('quarter', '2024-09-30')).toEqual(q(2024, 3));
    expect(periodContaining('quarter', '2024-01-01')).toEqual(q(2024, 1));
    expect(periodContaining('month', '2024-07-31')).toEqual(m(2024, 7));
    expect(periodContaining('year', '2024-07-31')).toEqual(y(2024));
  });
});
