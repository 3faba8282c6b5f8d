import { PAYMENT_METHODS, PLANS, type PaymentMethod, type Plan } from '@/common/constants/plans';
import type { AccountUser } from '@/common/contracts/account';
import { CHECKOUT_METHODS, PLAN_DURATIONS, PLAN_PRICES, type PlanDuration } from '@/common/constants/pricing';
import { formatNumber } from '@/common/format';

/** An amount in VND as the site writes money: comma thousands (spec number format) and 'đ'. */
export function formatVnd(amount: number | null | undefined): string {
  return `${formatNumber(amount, 0)} đ`;
}

export const DURATION_LABELS: Record<PlanDuration, string> = {
  1: '1 tháng',
  3: '3 tháng',
  6: '6 tháng',
  12: '12 tháng',
};

export function durationLabel(months: number): string {
  return `${months} tháng`;
}

export interface PlanOffer {
  plan: Plan;
  months: PlanDuration;
  price: number;
  /** Rounded to the dong. */
  perMonth: number;
  /** What the same months cost bought one month at a time. */
  monthlyTotal: number;
  saving: number;
  /** 0..1 of monthlyTotal. */
  savingRatio: number;
}

/** The price table of one plan and duration, with the monthly price and the saving against monthly. */
export function planOffer(plan: Plan, months: PlanDuration): PlanOffer {
  const price = PLAN_PRICES[plan][months];
  const monthlyTotal = PLAN_PRICES[plan][1] * months;
  const saving = Math.max(0, monthlyTotal - price);
  return {
    plan,
    months,
    price,
    perMonth: Math.round(price / months),
    monthlyTotal,
    saving,
    savingRatio: monthlyTotal > 0 ? saving / monthlyTotal : 0,
  };
}

function firstValue(value: unknown): unknown {
  return Array.isArray(value) ? (value as unknown[])[0] : value;
}

/** `?plan=pro` or `?plan=PRO` -> 'PRO'; anything else undefined. */
export function parsePlan(value: unknown): Plan | undefined {
  const text = firstValue(value);
  if (typeof text !== 'string') return undefined;
  const upper = text.trim().toUpperCase();
  return PLANS.find((plan) => plan === upper);
}

export function parseMonths(value: unknown): PlanDuration | undefined {
  const text = firstValue(value);
  if (typeof text !== 'string' || !/^\d{1,2}$/.test(text)) return undefined;
  const months = Number(text);
  return PLAN_DURATIONS.find((duration) => duration === months);
}

/** Only the methods offered at checkout are accepted from the address. */
export function parseMethod(value: unknown): PaymentMethod | undefined {
  const text = firstValue(value);
  if (typeof text !== 'string') return undefined;
  const upper = text.trim().toUpperCase();
  const method = PAYMENT_METHODS.find((item) => item === upper);
  return method && CHECKOUT_METHODS.includes(method) ? method : undefined;
}

/**
 * The checkout methods this server offers (the quote answer's `methods`), in checkout order; all of
 * them until the server has said (the create routes refuse the others anyway).
 */
export function offeredCheckoutMethods(offered: readonly PaymentMethod[] | undefined): PaymentMethod[] {
  return CHECKOUT_METHODS.filter((method) => !offered || offered.includes(method));
}

/** A discount code as the contract accepts it (3-32 of A-Z, 0-9, _ and -), upper-cased. */
export function parseDiscountCode(value: unknown): string | undefined {
  const text = firstValue(value);
  if (typeof text !== 'string') return undefined;
  const code = text.trim().toUpperCase();
  return /^[A-Z0-9_-]{3,32}$/.test(code) ? code : undefined;
}

export interface CheckoutParams {
  plan: Plan;
  months: PlanDuration;
  method?: PaymentMethod;
  discountCode?: string;
}

export const CHECKOUT_PATH = '/payment/checkout';
export const RESULT_PATH = '/payment/result';
export const HISTORY_PATH = '/payment/history';
export const PRICING_PATH = '/pricing';

export function checkoutUrl({ plan, months, method, discountCode }: CheckoutParams): string {
  const params = new URLSearchParams({ plan, months: String(months) });
  if (method) params.set('method', method);
  if (discountCode) params.set('code', discountCode);
  return `${CHECKOUT_PATH}?${params.toString()}`;
}

export function resultUrl(orderCode: string): string {
  return `${RESULT_PATH}?orderCode=${encodeURIComponent(orderCode)}`;
}

export function loginUrl(next: string): string {
  return `/account/login?next=${encodeURIComponent(next)}`;
}

/** Desktop shows the MoMo QR code on our page; narrower screens go to MoMo (antd's lg breakpoint). */
export const DESKTOP_MIN_WIDTH = 992;

/** A plan's last day as the spec writes dates: 2030-01-31. */
export function formatPlanDay(day: string | null | undefined): string {
  if (!day) return '-';
  // The spec's date format: the day of the ISO date as it is, YYYY-MM-DD.
  const match = /^\d{4}-\d{2}-\d{2}/.exec(day);
  return match ? match[0] : '-';
}

/** The message of a failed RTK Query call (errors arrive described by the base query). */
export function errorMessage(error: unknown, fallback = 'Đã có lỗi xảy ra. Vui lòng thử lại.'): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message || fallback;
  }
  return fallback;
}

export function errorStatus(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}

/** The last day of each plan the user has held (from the account user). */
export function planExpiries(user: AccountUser): { plan: Plan; expiredDay: string }[] {
  const days: Record<Plan, string | null> = {
    BASIC: user.expiredDayBasic,
    PRO: user.expiredDayPro,
    PREMIUM: user.expiredDayPremium,
  };
  return PLANS.flatMap((plan) => {
    const expiredDay = days[plan];
    return expiredDay ? [{ plan, expiredDay }] : [];
  });
}
