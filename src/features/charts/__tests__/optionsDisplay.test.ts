import { formatAxisLabel } from '../options/axes';
import {
  displayValue,
  formatChartDate,
  formatDisplayValue,
  subtractMonthsUtc,
  unitLabel,
} from '../options/display';
import { Q3_2024, seriesData } from './optionsFixtures';

describe('display helpers', () => {
  it('formats dates as YYYY-MM-DD (the spec) in UTC', () => {
    expect(formatChartDate(Q3_2024)).toBe('2024-09-30');
  });
  it('clamps month arithmetic to the month end', () => {
    expect(subtractMonthsUtc(Date.UTC(2024, 2, 31), 1)).toBe(Date.UTC(2024, 1, 29));
    expect(subtractMonthsUtc(Date.UTC(2024, 11, 31), 36)).toBe(Date.UTC(2021, 11, 31));
  });
  it('converts values to the display unit', () => {
    expect(displayValue(2_500_000_000, 'money', 'billion')).toBe(2.5);
    expect(displayValue(2_500_000_000, 'money', 'thousand')).toBe(2_500_000);
    expect(displayValue(0.5, 'percent', 'billion')).toBe(50);
    expect(displayValue(7, 'count', 'billion')).toBe(7);
    expect(displayValue(Number.NaN, 'times', 'billion')).toBeNull();
    expect(displayValue(null, 'money', 'billion')).toBeNull();
  });
  it('labels units and values', () => {
    expect(unitLabel(seriesData('statement:X', 'money', []), 'million')).toBe('Triệu đồng');
    expect(unitLabel(seriesData('ratio:X', 'percent', []), 'million')).toBe('%');
    expect(unitLabel(seriesData('ratio:X', 'times', [], { unit: 'lần' }), 'million')).toBe('lần');
    expect(unitLabel(undefined, 'million')).toBe('');
    expect(formatDisplayValue(1234.567, 'Tỷ đồng')).toBe('1,234.57 Tỷ đồng');
    expect(formatDisplayValue(15.2, '%')).toBe('15.20%');
    expect(formatDisplayValue(null, '%')).toBe('-');
  });
  it('formats axis ticks with the site separators', () => {
    expect(formatAxisLabel(25_000)).toBe('25,000');
    expect(formatAxisLabel(2.5)).toBe('2.5');
    expect(formatAxisLabel(0.25)).toBe('0.25');
  });
});
