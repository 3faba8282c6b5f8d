import {
  adjustmentFactorOf,
  dividendOnTodayBasis,
  exchangeReferencePrice,
  formatRatio,
  isPriceMoving,
  parseRatio,
  payoutRatio,
  referenceBasis,
  referenceFormula,
  referencePrice,
  referenceWorking,
  yieldAtExDate,
  type Entitlement,
} from '../dividends';

const cash = (cashPerShare: number): Entitlement => ({
  kind: 'cash_dividend',
  cashPerShare,
  ratio: null,
  pricePerShare: null,
});
const shares = (kind: 'stock_dividend' | 'bonus_issue' | 'split', ratio: number): Entitlement => ({
  kind,
  cashPerShare: null,
  ratio,
  pricePerShare: null,
});
const rights = (ratio: number, pricePerShare: number): Entitlement => ({
  kind: 'rights_issue',
  cashPerShare: null,
  ratio,
  pricePerShare,
});

describe('ratio notation', () => {
  it('writes k as "a:b" (a shares held receive b new)', () => {
    expect(formatRatio(1.2)).toBe('100:20');
    expect(formatRatio(1.5)).toBe('100:50');
    expect(formatRatio(2)).toBe('100:100');
    expect(formatRatio(2, 'split')).toBe('1:2');
    expect(formatRatio(1.5, 'split')).toBe('1:1.5');
    expect(formatRatio(1.125)).toBe('100:12.5');
    expect(formatRatio(1.153687)).toBe('100:15.37');
    expect(formatRatio(null)).toBeNull();
    expect(formatRatio(0)).toBeNull();
  });

  it('reads "a:b" and plain k', () => {
    expect(parseRatio('100:20')).toBe(1.2);
    expect(parseRatio('10:3')).toBeCloseTo(1.3, 12);
    expect(parseRatio(' 1 : 1 ')).toBe(2);
    expect(parseRatio('1.2')).toBe(1.2);
    // A split: old:new.
    expect(parseRatio('1:2', 'split')).toBe(2);
    expect(parseRatio('2', 'split')).toBe(2);
    expect(parseRatio('0:5')).toBeNull();
    expect(parseRatio('abc')).toBeNull();
    expect(parseRatio('-1.2')).toBeNull();
  });

  it('knows the price-moving kinds', () => {
    expect(isPriceMoving('cash_dividend')).toBe(true);
    expect(isPriceMoving('split')).toBe(true);
    expect(isPriceMoving('agm')).toBe(false);
  });
});

describe('reference price (hand-computed)', () => {
  it('cash: P_ref = P_prev − D (30,000 − 1,500 = 28,500; factor 0.95)', () => {
    expect(referencePrice(30_000, [cash(1_500)])).toBe(28_500);
    expect(adjustmentFactorOf(30_000, 28_500)).toBe(0.95);
    expect(referenceFormula(['cash_dividend'])).toBe('P_ref = P_prev − D');
    expect(referenceWorking(30_000, [cash(1_500)])).toBe('P_ref = 30,000 − 1,500 = 28,500');
  });

  it('stock dividend, bonus, split: P_ref = P_prev / k (36,000 / 1.2 = 30,000)', () => {
    expect(referencePrice(36_000, [shares('stock_dividend', 1.2)])).toBeCloseTo(30_000, 9);
    expect(referencePrice(45_000, [shares('bonus_issue', 1.5)])).toBeCloseTo(30_000, 9);
    expect(referencePrice(80_000, [shares('split', 2)])).toBe(40_000);
    expect(referenceFormula(['split'])).toBe('P_ref = P_prev / k');
    expect(referenceWorking(36_000, [shares('stock_dividend', 1.2)])).toBe('P_ref = 36,000 / 1.2 = 30,000');
  });

  it('rights at S with ratio k: (P_prev + (k − 1) × S) / k ((30,000 + 0.3 × 10,000) / 1.3 = 25,384.62)', () => {
    const reference = referencePrice(30_000, [rights(1.3, 10_000)]);
    expect(reference).toBeCloseTo(33_000 / 1.3, 9);
    expect(reference).toBeCloseTo(25_384.615, 2);
    expect(referenceFormula(['rights_issue'])).toBe('P_ref = (P_prev + (k − 1) × S) / k');
    expect(referenceWorking(30_000, [rights(1.3, 10_000)])).toBe(
      'P_ref = (30,000 + (1.3 − 1) × 10,000) / 1.3 = 25,384.62',
    );
  });

  it('rights at or above the market: no adjustment (S 35,000 ≥ P_prev 30,000)', () => {
    expect(referencePrice(30_000, [rights(1.3, 35_000)])).toBe(30_000);
    expect(referenceWorking(30_000, [rights(1.3, 35_000)])).toBe('P_ref = P_prev = 30,000 (S ≥ P_prev)');
  });

  it('cash and stock on one day: (P_prev − D) / k ((31,000 − 1,000) / 1.2 = 25,000)', () => {
    expect(referencePrice(31_000, [cash(1_000), shares('stock_dividend', 1.2)])).toBeCloseTo(25_000, 9);
    expect(referenceWorking(31_000, [cash(1_000), shares('stock_dividend', 1.2)])).toBe(
      'P_ref = (31,000 − 1,000 + 0) / (1 + 0.2) = 25,000',
    );
  });

  it('is null without the figures it needs', () => {
    expect(referencePrice(0, [cash(1_000)])).toBeNull();
    expect(referencePrice(30_000, [shares('split', 0)])).toBeNull();
    expect(referencePrice(30_000, [{ ...rights(1.3, 0), pricePerShare: null }])).toBeNull();
    expect(referencePrice(1_000, [cash(1_500)])).toBeNull();
  });

  it('rounds the reference to the tick (HOSE 10/50/100, HNX and UPCOM 100); UPCOM bases P_prev on the rounded average', () => {
    expect(exchangeReferencePrice('UPCOM', 25_384.615)).toBe(25_400);
    expect(exchangeReferencePrice('UPCOM', 12_349)).toBe(12_300);
    expect(exchangeReferencePrice('HNX', 12_351)).toBe(12_400);
    // HOSE: 50 VND from 10,000 to under 50,000, 10 under 10,000, 100 from 50,000.
    expect(exchangeReferencePrice('HOSE', 34_194.33)).toBe(34_200);
    expect(exchangeReferencePrice('HOSE', 9_876.5)).toBe(9_880);
    expect(exchangeReferencePrice('HOSE', 64_689.71)).toBe(64_700);
    expect(referenceWorking(39_450, [shares('stock_dividend', 1.1537)], 34_200)).toBe(
      'P_ref = 39,450 / 1.1537 = 34,194.33 ≈ 34,200',
    );
    expect(referenceWorking(30_000, [cash(1_500)], 28_500)).toBe('P_ref = 30,000 − 1,500 = 28,500');
    expect(referenceBasis('UPCOM', 12_500, 12_460)).toBe(12_500);
    expect(referenceBasis('UPCOM', 12_500, 12_440)).toBe(12_400);
    expect(referenceBasis('UPCOM', 12_500, null)).toBe(12_500);
    expect(referenceBasis('HOSE', 12_500, 12_440)).toBe(12_500);
  });
});

describe('yield and payout (hand-computed)', () => {
  it('yield at the ex-date = D / P_prev (1,500 / 30,000 = 5%)', () => {
    expect(yieldAtExDate(1_500, 30_000)).toBe(0.05);
    expect(yieldAtExDate(1_500, null)).toBeNull();
    expect(yieldAtExDate(null, 30_000)).toBeNull();
    expect(yieldAtExDate(1_500, 0)).toBeNull();
  });

  it("brings a dividend to today's basis: 2,000 before a 1.25 bonus is 1,600 a share of today", () => {
    const events = [{ date: '2024-06-10', factor: 1.25 }];
    expect(dividendOnTodayBasis(2_000, '2024-03-01', events)).toBe(1_600);
    // A bonus going ex the same day: the dividend is paid on the shares held before it.
    expect(dividendOnTodayBasis(2_000, '2024-06-10', events)).toBe(1_600);
    expect(dividendOnTodayBasis(2_000, '2024-06-11', events)).toBe(2_000);
  });

  it('payout = DPS / EPS (1,600 / 4,000 = 40%), null with a reason otherwise', () => {
    expect(payoutRatio(1_600, 4_000)).toEqual({ value: 0.4, reason: null });
    expect(payoutRatio(1_600, null).value).toBeNull();
    expect(payoutRatio(1_600, null).reason).toMatch(/Thiếu lợi nhuận/);
    expect(payoutRatio(1_600, -10).reason).toMatch(/không dương/);
  });
});
