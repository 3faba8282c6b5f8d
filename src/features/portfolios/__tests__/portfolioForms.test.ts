import dayjs from 'dayjs';
import { percentToRate, plainAmount, rateToPercent, transactionBody } from '../portfolioForms';
import { formatProfit, formatRate, marketCaption } from '../portfolioText';

describe('portfolio form values', () => {
  it('turns percents into exact rates and back', () => {
    expect(percentToRate('0.15')).toBe('0.0015');
    expect(percentToRate('0,1')).toBe('0.001');
    expect(rateToPercent('0.001500')).toBe('0.15');
    expect(formatRate('0.001500')).toBe('0.15%');
    expect(formatRate('0.001000')).toBe('0.1%');
  });

  it('reads amounts typed with thousands separators', () => {
    expect(plainAmount('20,000')).toBe('20000');
    expect(plainAmount('100.000.000')).toBe('100000000');
    expect(plainAmount(' 26500 ')).toBe('26500');
    expect(plainAmount('20.5')).toBe('20.5');
    expect(plainAmount('')).toBeUndefined();
  });

  it('sends only the fields of the kind, with empty fee and tax left to the defaults', () => {
    expect(
      transactionBody({
        kind: 'sell',
        date: dayjs('2025-05-06'),
        ticker: ' fpt ',
        quantity: '1,000',
        price: '30,000',
        amount: '5',
        fee: '',
        tax: '',
      }),
    ).toEqual({
      kind: 'sell',
      date: '2025-05-06',
      ticker: 'FPT',
      quantity: '1000',
      price: '30000',
      amount: null,
      fee: null,
      tax: null,
      note: null,
    });
    expect(
      transactionBody({ kind: 'deposit', date: dayjs('2025-01-02'), amount: '100.000.000', quantity: '3' }),
    ).toMatchObject({
      kind: 'deposit',
      quantity: null,
      price: null,
      amount: '100000000',
    });
  });

  it('writes profits with their sign and the market caption with date and source', () => {
    expect(formatProfit(12_200_400)).toBe('+12,200,400');
    expect(formatProfit(-5000)).toBe('-5,000');
    expect(formatProfit(null)).toBe('-');
    expect(marketCaption({ date: '2025-06-30', sources: ['ssi'] })).toMatch(/phiên 2025-06-30.*Nguồn: ssi/);
    expect(marketCaption({ date: null, sources: [] })).toMatch(/Chưa có dữ liệu giá/);
  });
});
