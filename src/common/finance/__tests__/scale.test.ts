import { formatByUnit } from '../../format';
import { isUnscaledItem, scaleItemValue, scaleToUnit } from '../scale';

describe('scaleToUnit: the one VND -> display unit helper', () => {
  it('divides by 1e9, 1e6 or 1e3', () => {
    expect(scaleToUnit(12_345_000_000, 'billion')).toBe(12.345);
    expect(scaleToUnit(12_345_000_000, 'million')).toBe(12_345);
    expect(scaleToUnit(12_345_000_000, 'thousand')).toBe(12_345_000);
    expect(scaleToUnit(-2_500_000_000, 'billion')).toBe(-2.5);
  });

  it('keeps missing figures missing', () => {
    expect(scaleToUnit(null, 'billion')).toBeNull();
    expect(scaleToUnit(undefined, 'million')).toBeNull();
    expect(scaleToUnit(Number.NaN, 'thousand')).toBeNull();
  });

  it('leaves per-share and percentage items unscaled', () => {
    expect(isUnscaledItem('EPS_BASIC')).toBe(true);
    expect(scaleItemValue('EPS_BASIC', 4_512, 'billion')).toBe(4_512);
    expect(scaleItemValue('BROKERAGE_MARKET_SHARE', 5.25, 'million')).toBe(5.25);
    expect(scaleItemValue('EPS_DILUTED', null, 'billion')).toBeNull();
    expect(scaleItemValue('NET_REVENUE', 7_000_000_000, 'billion')).toBe(7);
  });

  it('is what formatByUnit shows', () => {
    expect(formatByUnit(12_345_000_000, 'billion')).toBe('12.35');
    expect(formatByUnit(null, 'billion')).toBe('-');
  });
});
