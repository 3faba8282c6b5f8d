import { DiscountType } from '@/common/constants/plans';
import { computeQuote, discountProblem, type DiscountRow } from '../discounts';
import { addMonths, extendedExpiry } from '../planGrant';

describe('plan extension rule: new last day = max(today, last day + 1) + N months - 1 day', () => {
  const today = '2025-03-11';

  it('starts today when the plan never existed or has expired', () => {
    expect(extendedExpiry(null, 1, today)).toBe('2025-04-10');
    expect(extendedExpiry('2025-01-31', 3, today)).toBe('2025-06-10');
    // Expired yesterday: today + 1 month, as if new.
    expect(extendedExpiry('2025-03-10', 1, today)).toBe('2025-04-10');
  });

  it('continues an active plan from the day after its last day, losing no day', () => {
    // Last day today: the new month starts tomorrow.
    expect(extendedExpiry('2025-03-11', 1, today)).toBe('2025-04-11');
    expect(extendedExpiry('2025-06-30', 12, today)).toBe('2026-06-30');
    expect(extendedExpiry('2025-04-10', 6, today)).toBe('2025-10-10');
  });

  it('adds calendar months, falling back to the month end when the day is missing', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15');
    expect(extendedExpiry(null, 1, '2025-01-31')).toBe('2025-02-27');
    expect(extendedExpiry('2025-12-31', 1, today)).toBe('2026-01-31');
  });
});

function discount(values: Partial<DiscountRow>): DiscountRow {
  return {
    id: 1,
    code: 'SALE',
    discountType: DiscountType.PERCENT,
    value: 10,
    validFrom: null,
    validTo: null,
    maxUses: null,
    usedCount: 0,
    plans: null,
    active: true,
    description: null,
    createdAt: new Date(0),
    ...values,
  };
}

describe('discount arithmetic (whole VND)', () => {
  const now = new Date('2025-03-11T00:00:00Z');

  it('takes a percent of the list price, rounded down, or a fixed amount', () => {
    expect(computeQuote('PRO', 3, discount({ value: 15 }))).toMatchObject({
      listAmount: 1_099_000,
      discountAmount: 164_850,
      amount: 934_150,
    });
    expect(computeQuote('BASIC', 1, discount({ value: 33 }))).toMatchObject({ discountAmount: 65_670 });
    expect(
      computeQuote('BASIC', 1, discount({ discountType: DiscountType.AMOUNT, value: 50_000 })),
    ).toMatchObject({ discountAmount: 50_000, amount: 149_000 });
  });

  it('never goes below 0, and keeps the gateway minimum for MoMo, VISA and VNPay', () => {
    const all = discount({ value: 100 });
    expect(computeQuote('BASIC', 1, all).amount).toBe(0);
    expect(computeQuote('BASIC', 1, all, 'MOMO')).toMatchObject({ discountAmount: 198_000, amount: 1_000 });
    expect(computeQuote('BASIC', 1, all, 'VISA').amount).toBe(1_000);
    expect(computeQuote('BASIC', 1, all, 'VNPAY').amount).toBe(5_000);
    const huge = discount({ discountType: DiscountType.AMOUNT, value: 9_000_000 });
    expect(computeQuote('PRO', 1, huge, 'BANK').amount).toBe(0);
  });

  it('refuses inactive, not yet valid, expired, used-up and other-plan codes', () => {
    expect(discountProblem(null, 'PRO', now)).toBe('discountUnknown');
    expect(discountProblem(discount({ active: false }), 'PRO', now)).toBe('discountUnknown');
    expect(discountProblem(discount({ validFrom: new Date('2025-04-01') }), 'PRO', now)).toBe(
      'discountUnknown',
    );
    expect(discountProblem(discount({ validTo: new Date('2025-03-01') }), 'PRO', now)).toBe(
      'discountUnknown',
    );
    expect(discountProblem(discount({ maxUses: 5, usedCount: 5 }), 'PRO', now)).toBe('discountUsedUp');
    expect(discountProblem(discount({ plans: ['PREMIUM'] }), 'PRO', now)).toBe('discountNotForPlan');
    expect(discountProblem(discount({ plans: ['PRO'], maxUses: 5, usedCount: 4 }), 'PRO', now)).toBeNull();
  });
});
