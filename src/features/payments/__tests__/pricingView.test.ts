import {
  checkoutUrl,
  formatPlanDay,
  formatVnd,
  parseDiscountCode,
  parseMethod,
  parseMonths,
  parsePlan,
  planOffer,
} from '../pricingView';
import { createOrderPath, isFinalStatus } from '../paymentsApi';
import { planFeatures } from '../planFeatures';

describe('pricing view', () => {
  it('writes VND with the spec comma thousands and đ', () => {
    expect(formatVnd(399_000)).toBe('399,000 đ');
    expect(formatVnd(3_599_000)).toBe('3,599,000 đ');
    expect(formatVnd(0)).toBe('0 đ');
  });

  it('gives the monthly price and the saving against paying monthly', () => {
    expect(planOffer('PRO', 1)).toMatchObject({
      price: 399_000,
      perMonth: 399_000,
      saving: 0,
      savingRatio: 0,
    });
    const yearly = planOffer('PRO', 12);
    expect(yearly.price).toBe(3_599_000);
    expect(yearly.perMonth).toBe(299_917);
    expect(yearly.saving).toBe(399_000 * 12 - 3_599_000);
    expect(yearly.savingRatio).toBeCloseTo(1_189_000 / 4_788_000);
  });

  it('reads plan, months, method and code from the address', () => {
    expect(parsePlan('pro')).toBe('PRO');
    expect(parsePlan(['PREMIUM'])).toBe('PREMIUM');
    expect(parsePlan('GOLD')).toBeUndefined();
    expect(parseMonths('6')).toBe(6);
    expect(parseMonths('2')).toBeUndefined();
    expect(parseMonths('1e1')).toBeUndefined();
    expect(parseMethod('vnpay')).toBe('VNPAY');
    expect(parseMethod('CASH')).toBeUndefined();
    expect(parseDiscountCode(' giam10 ')).toBe('GIAM10');
    expect(parseDiscountCode('a b')).toBeUndefined();
  });

  it('builds the checkout address and formats plan days', () => {
    expect(checkoutUrl({ plan: 'PRO', months: 3 })).toBe('/payment/checkout?plan=PRO&months=3');
    expect(checkoutUrl({ plan: 'BASIC', months: 1, method: 'MOMO', discountCode: 'GIAM10' })).toBe(
      '/payment/checkout?plan=BASIC&months=1&method=MOMO&code=GIAM10',
    );
    expect(formatPlanDay('2031-01-31')).toBe('2031-01-31');
    expect(formatPlanDay(null)).toBe('-');
  });

  it('creates each method at its path and knows the settled statuses', () => {
    expect(createOrderPath('MOMO')).toBe('/order/create-momo');
    expect(createOrderPath('VISA')).toBe('/order/create-momo');
    expect(createOrderPath('VNPAY')).toBe('/order/create-vnpay');
    expect(createOrderPath('BANK')).toBe('/order/create-bank');
    expect(isFinalStatus('pending')).toBe(false);
    expect(isFinalStatus('cancelled')).toBe(true);
  });

  it('lists what each plan adds from the access table', () => {
    expect(planFeatures('BASIC')).toContain('Báo cáo tài chính (không giới hạn)');
    expect(planFeatures('PRO')).toEqual(
      expect.arrayContaining(['Toàn bộ quyền lợi của gói Cơ bản', 'So sánh cùng ngành và định giá']),
    );
    expect(planFeatures('PRO')).toContain('Dữ liệu chuyên sâu 20 ngành');
    expect(planFeatures('PREMIUM')[0]).toBe('Toàn bộ quyền lợi của gói Chuyên nghiệp');
    expect(planFeatures('PREMIUM').at(-1)).toBe('Dùng đồng thời trên 5 thiết bị');
  });
});
