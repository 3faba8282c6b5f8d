/** Plans, payment methods and discount types of spec section 3. */
export const PLANS = ['BASIC', 'PRO', 'PREMIUM'] as const;
export type Plan = (typeof PLANS)[number];
export const PLAN_LABELS: Record<Plan, string> = {
  BASIC: 'Cơ bản',
  PRO: 'Chuyên nghiệp',
  PREMIUM: 'Cao cấp',
};

export const PAYMENT_METHODS = ['BANK', 'MOMO', 'VNPAY', 'VISA'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  BANK: 'Chuyển khoản ngân hàng',
  MOMO: 'Ví MoMo',
  VNPAY: 'VNPay',
  VISA: 'Thẻ quốc tế Visa',
};

/** Numeric values as the spec gives them: PERCENT (0), AMOUNT (1). */
export const DiscountType = { PERCENT: 0, AMOUNT: 1 } as const;
export type DiscountType = (typeof DiscountType)[keyof typeof DiscountType];
