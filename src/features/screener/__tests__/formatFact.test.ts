import { changeColor, factTitle, formatFact } from '../formatFact';

describe('the results table’s figures', () => {
  it('formats each unit with the spec’s separators', () => {
    expect(formatFact('PRICE', 26_150)).toBe('26,150');
    expect(formatFact('CHANGE_1M', -3.456)).toBe('-3.46%');
    expect(formatFact('MARKET_CAP', 512_345.678)).toBe('512,345.68');
    expect(formatFact('PE', 9.5)).toBe('9.50');
    expect(formatFact('ROE_VS_3Y_AVG', 2.5)).toBe('+2.50');
    expect(formatFact('RSI14', 71.26)).toBe('71.3');
    expect(formatFact('MACD_BULL_CROSS', 3)).toBe('3');
    expect(formatFact('NEW_HIGH_52W', 1)).toBe('Có');
    expect(formatFact('NEW_HIGH_52W', 0)).toBe('Không');
    expect(formatFact('PE', null)).toBe('-');
  });

  it('titles carry the unit, and only changes and flows are coloured', () => {
    expect(factTitle('MARKET_CAP')).toBe('Vốn hóa (tỷ đồng)');
    expect(factTitle('CHANGE_1D')).toBe('Thay đổi giá 1 ngày');
    expect(changeColor('CHANGE_1D', 1)).toBe('var(--ant-color-success)');
    expect(changeColor('FOREIGN_NET_5D', -1)).toBe('var(--ant-color-error)');
    expect(changeColor('PE', 5)).toBeUndefined();
  });
});
