import type { PaymentMethod, Plan } from './plans';

/** Durations a plan is sold for, in months. */
export const PLAN_DURATIONS = [1, 3, 6, 12] as const;
export type PlanDuration = (typeof PLAN_DURATIONS)[number];

/**
 * Prices in VND per plan and duration (docs/DECISIONS.md "Plans and prices"). Longer durations cost
 * less per month. The server computes every order from this table; the browser only displays it.
 */
export const PLAN_PRICES: Readonly<Record<Plan, Readonly<Record<PlanDuration, number>>>> = {
  BASIC: { 1: 199_000, 3: 549_000, 6: 999_000, 12: 1_799_000 },
  PRO: { 1: 399_000, 3: 1_099_000, 6: 1_999_000, 12: 3_599_000 },
  PREMIUM: { 1: 799_000, 3: 2_199_000, 6: 3_999_000, 12: 6_999_000 },
};

/** Methods offered at checkout; VISA is paid through MoMo's card method (payWithCC). */
export const CHECKOUT_METHODS: readonly PaymentMethod[] = ['MOMO', 'VNPAY', 'VISA', 'BANK'];

/** MoMo accepts wallet payments from 1,000 to 50,000,000 VND (DESIGN.md section 5). */
export const MOMO_MIN_AMOUNT = 1_000;
export const MOMO_MAX_AMOUNT = 50_000_000;
