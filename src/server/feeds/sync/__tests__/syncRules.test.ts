/** The sync's pure rules: ex-date factors, windows of the feed's 30-day limit, row checks, company types. */
import type { SsiStockDay } from '../../ssi/types';
import { adjustmentFactor, tickSize } from '../adjustments';
import { windowsOf } from '../fetchDays';
import { ourIndexCode, ssiIndexCode, stockSessionFrom } from '../mapping';
import { companyTypeFromLegalName } from '../securities';

function stockDay(overrides: Partial<SsiStockDay>): SsiStockDay {
  const nulls = Object.fromEntries(
    [
      'priceChange',
      'perPriceChange',
      'ceilingPrice',
      'floorPrice',
      'refPrice',
      'openPrice',
      'highestPrice',
      'lowestPrice',
      'closePrice',
      'averagePrice',
      'closePriceAdjusted',
      'totalMatchVolume',
      'totalMatchValue',
      'totalDealVolume',
      'totalDealValue',
      'foreignBuyVolume',
      'foreignSellVolume',
      'foreignBuyValue',
      'foreignSellValue',
      'foreignCurrentRoom',
      'netForeignVolume',
      'netForeignValue',
      'totalTradedVolume',
      'totalTradedValue',
    ].map((key) => [key, null]),
  );
  return { symbol: 'AAA', date: '2026-11-20', ...nulls, ...overrides } as SsiStockDay;
}

describe('ex-date factors from the reference price', () => {
  test('HOSE cash dividend of 1,500 on a 30,000 close: factor 28,500 / 30,000', () => {
    expect(adjustmentFactor('HOSE', 28_500, { date: '2026-11-19', close: 30_000, average: 29_900 })).toEqual({
      factor: 0.95,
      basis: 30_000,
    });
  });

  test('a reference within one tick of the previous close is rounding, not an event', () => {
    expect(adjustmentFactor('HOSE', 30_050, { date: 'x', close: 30_000, average: null })).toBeNull();
    expect(adjustmentFactor('HNX', 12_100, { date: 'x', close: 12_000, average: null })).toBeNull();
  });

  test('UPCOM references follow the previous average price; a 20% stock dividend is 1/1.2', () => {
    expect(adjustmentFactor('UPCOM', 12_300, { date: 'x', close: 12_000, average: 12_300 })).toBeNull();
    const event = adjustmentFactor('UPCOM', 10_000, { date: 'x', close: 11_800, average: 12_030 });
    expect(event?.basis).toBe(12_000);
    expect(event?.factor).toBeCloseTo(1 / 1.2, 12);
  });

  test('tick sizes: HOSE 10 / 50 / 100 by price band, HNX and UPCOM 100', () => {
    expect([tickSize('HOSE', 9_990), tickSize('HOSE', 10_000), tickSize('HOSE', 50_000)]).toEqual([
      10, 50, 100,
    ]);
    expect([tickSize('HNX', 5_000), tickSize('UPCOM', 80_000)]).toEqual([100, 100]);
  });
});

describe('30-day windows', () => {
  test('trading days are grouped so that no request spans more than 30 calendar days', () => {
    const days = ['2026-01-02', '2026-01-15', '2026-01-31', '2026-02-01', '2026-03-10'];
    expect(windowsOf(days)).toEqual([
      ['2026-01-02', '2026-01-15', '2026-01-31'],
      ['2026-02-01'],
      ['2026-03-10'],
    ]);
  });
});

describe('rows the sync refuses', () => {
  test('a missing close is refused with a reason', () => {
    expect(stockSessionFrom(stockDay({}))).toEqual({
      refusal: { key: 'AAA 2026-11-20', reason: 'thiếu giá đóng cửa' },
    });
  });

  test('a day without trades may omit open/high/low: the bar is flat at the close', () => {
    const mapped = stockSessionFrom(stockDay({ closePrice: 10_000, totalMatchVolume: 0 }));
    expect('price' in mapped && mapped.price).toMatchObject({
      open: 10_000,
      high: 10_000,
      low: 10_000,
      close: 10_000,
    });
  });

  test('a close outside the high-low range is refused', () => {
    const mapped = stockSessionFrom(
      stockDay({
        closePrice: 12_000,
        openPrice: 10_000,
        highestPrice: 11_000,
        lowestPrice: 9_900,
        totalMatchVolume: 10,
      }),
    );
    expect('refusal' in mapped && mapped.refusal.reason).toMatch(/giá không hợp lệ/);
  });
});

describe('names', () => {
  test("SSI's index codes map to ours and back", () => {
    expect(ourIndexCode('HNXUpcomIndex')).toBe('UPCOMINDEX');
    expect(ourIndexCode('HNXIndex')).toBe('HNXINDEX');
    expect(ourIndexCode('VN30')).toBe('VN30');
    expect(ssiIndexCode('UPCOMINDEX')).toBe('HNXUpcomIndex');
  });

  test('a legal name proves a bank, an insurer or a securities company; nothing else is guessed', () => {
    expect(companyTypeFromLegalName('NGAN HANG TMCP KY THUONG VIET NAM', '')).toBe('bank');
    expect(companyTypeFromLegalName('Công ty Cổ phần Chứng khoán SSI', 'SSI Securities Corporation')).toBe(
      'securities',
    );
    expect(companyTypeFromLegalName('Tổng Công ty Cổ phần Bảo hiểm Petrolimex', '')).toBe('insurance');
    expect(companyTypeFromLegalName('Tập đoàn Bảo Việt', 'Bao Viet Holdings')).toBeNull();
    expect(
      companyTypeFromLegalName('CTCP NHUA&MT XANH AN PHAT', 'An Phat Bioplastics Joint Stock Company'),
    ).toBeNull();
  });
});
