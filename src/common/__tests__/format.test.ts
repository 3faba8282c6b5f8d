import { normalizeSearchText } from '../text';
import {
  formatByUnit,
  formatDate,
  formatNumber,
  formatPercent,
  formatSigned,
  MISSING_VALUE,
} from '../format';

describe('formatNumber: comma thousands separators and two decimals', () => {
  it.each([
    [1234567.891, '1,234,567.89'],
    [0, '0.00'],
    [-9876543.2, '-9,876,543.20'],
    [0.005, '0.01'],
    [-0.001, '0.00'],
    [1e15, '1,000,000,000,000,000.00'],
  ])('%p -> %p', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it('honours other decimal counts', () => {
    expect(formatNumber(1234.5678, 0)).toBe('1,235');
    expect(formatNumber(1234.5678, 3)).toBe('1,234.568');
  });

  it('shows a dash for missing and non-finite values', () => {
    expect(formatNumber(null)).toBe(MISSING_VALUE);
    expect(formatNumber(undefined)).toBe(MISSING_VALUE);
    expect(formatNumber(Number.NaN)).toBe(MISSING_VALUE);
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe(MISSING_VALUE);
  });
});

describe('formatByUnit: VND shown in billion, million or thousand dong', () => {
  it('divides by the unit', () => {
    expect(formatByUnit(12_345_000_000, 'billion')).toBe('12.35');
    expect(formatByUnit(12_345_000_000, 'million')).toBe('12,345.00');
    expect(formatByUnit(12_345_000_000, 'thousand')).toBe('12,345,000.00');
    expect(formatByUnit(-2_500_000_000, 'billion')).toBe('-2.50');
    expect(formatByUnit(null, 'billion')).toBe(MISSING_VALUE);
  });
});

describe('formatPercent', () => {
  it('shows ratios as percentages', () => {
    expect(formatPercent(0.1234)).toBe('12.34%');
    expect(formatPercent(-0.05)).toBe('-5.00%');
    expect(formatPercent(null)).toBe(MISSING_VALUE);
  });
});

describe('formatSigned: a change keeps its sign', () => {
  it('writes + before a rise, - before a fall and no sign for no change', () => {
    expect(formatSigned(1200, 0)).toBe('+1,200');
    expect(formatSigned(-350.456, 2)).toBe('-350.46');
    expect(formatSigned(0, 2)).toBe('0.00');
    expect(formatSigned(-0.001, 2)).toBe('0.00');
  });
});

describe('formatDate: YYYY-MM-DD', () => {
  it('formats dates, strings and timestamps', () => {
    expect(formatDate(new Date(2024, 0, 5))).toBe('2024-01-05');
    expect(formatDate('2023-12-31T10:00:00')).toBe('2023-12-31');
    expect(formatDate(new Date(2020, 1, 29).getTime())).toBe('2020-02-29');
  });

  it('shows a dash for invalid input', () => {
    expect(formatDate('not a date')).toBe(MISSING_VALUE);
    expect(formatDate(null)).toBe(MISSING_VALUE);
  });
});

describe('normalizeSearchText', () => {
  it('strips Vietnamese diacritics and đ, lower-cases and squeezes spaces', () => {
    expect(normalizeSearchText('Ngân hàng  TMCP Đông Á')).toBe('ngan hang tmcp dong a');
    expect(normalizeSearchText('Công ty Cổ phần Sữa Việt Nam (Vinamilk)')).toBe(
      'cong ty co phan sua viet nam (vinamilk)',
    );
  });
});
