import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { DiscountType, type PaymentMethod, type Plan } from '@/common/constants/plans';
import { MOMO_MIN_AMOUNT, PLAN_PRICES, type PlanDuration } from '@/common/constants/pricing';
import { PAYMENT_MESSAGES, type Quote } from '@/common/contracts/payments';
import { hit } from '../../auth/rateLimit';
import type { Database } from '../../db/client';
import { discountCodes } from '../../db/schema';
import { AppError } from '../../core/errors';
import { vietnamDate } from '../../auth/plan';
import { loadHoldings, purchaseTerms, withPurchaseTerms } from './purchaseRule';
import { VNPAY_MIN_AMOUNT } from './vnpay';

export type DiscountRow = typeof discountCodes.$inferSelect;

/**
 * A quote with a code tells an unknown code from one for another plan or one used up, so code
 * lookups are counted (quotes without a code are not): per client address always, and per account
 * too when signed in. Checkout re-quotes the applied code on each plan, duration or method change,
 * hence room for a few dozen.
 */
export const QUOTE_CODE_LIMITS = {
  address: { limit: 30, windowSeconds: 10 * 60 },
  account: { limit: 30, windowSeconds: 10 * 60 },
} as const;

/** Counts one code lookup of this caller; 429 RATE_LIMITED (Vietnamese, Retry-After) when over. */
export async function limitCodeLookups(
  db: Database,
  caller: { ip: string; userId: number | null },
  now: Date = new Date(),
): Promise<void> {
  const { address, account } = QUOTE_CODE_LIMITS;
  await hit(db, `quoteCodeIp:${caller.ip}`, address.limit, address.windowSeconds, now);
  if (caller.userId !== null) {
    await hit(db, `quoteCodeUser:${String(caller.userId)}`, account.limit, account.windowSeconds, now);
  }
}
export type DiscountProblem = keyof Pick<
  typeof PAYMENT_MESSAGES,
  'discountUnknown' | 'discountNotForPlan' | 'discountUsedUp'
>;

/** The smallest amount a method can charge: MoMo (wallet and card) 1,000 VND, VNPay 5,000 VND. */
export function minimumAmount(method: PaymentMethod | undefined): number {
  if (method === 'MOMO' || method === 'VISA') return MOMO_MIN_AMOUNT;
  if (method === 'VNPAY') return VNPAY_MIN_AMOUNT;
  return 0;
}

/** Why a code cannot be used for this plan now, or null when it can. */
export function discountProblem(row: DiscountRow | null, plan: Plan, now: Date): DiscountProblem | null {
  if (!row?.active) return 'discountUnknown';
  if (row.validFrom && row.validFrom > now) return 'discountUnknown';
  if (row.validTo && row.validTo < now) return 'discountUnknown';
  if (row.plans && !row.plans.includes(plan)) return 'discountNotForPlan';
  if (row.maxUses !== null && row.usedCount >= row.maxUses) return 'discountUsedUp';
  return null;
}

/**
 * The list price, the discount and what the buyer pays, in whole VND. PERCENT takes value % of the
 * list price (rounded down, at most 100 %), AMOUNT takes value VND; the discount is then capped so
 * the amount stays at least the method's minimum (and never below 0).
 */
export function computeQuote(
  plan: Plan,
  months: PlanDuration,
  discount: DiscountRow | null,
  method?: PaymentMethod,
): Quote {
  const listAmount = PLAN_PRICES[plan][months];
  let discountAmount = 0;
  if (discount) {
    discountAmount =
      discount.discountType === DiscountType.PERCENT
        ? Math.floor((listAmount * Math.min(discount.value, 100)) / 100)
        : discount.value;
    discountAmount = Math.max(0, Math.min(discountAmount, listAmount - minimumAmount(method)));
  }
  return {
    plan,
    months,
    listAmount,
    discountCode: discount ? discount.code : null,
    discountAmount,
    amount: listAmount - discountAmount,
  };
}

export async function findDiscount(db: Database, code: string): Promise<DiscountRow | null> {
  const rows = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  return rows[0] ?? null;
}

/**
 * The price of a plan with an optional code; a code that cannot be used answers 400 with its reason.
 * With `userId` the buyer's purchase rule applies (purchaseRule.ts): an upgrade's credit comes off
 * the price, a lower plan than the active one is refused; a guest's quote is always `new`.
 */
export async function quoteOrder(
  db: Database,
  input: { plan: Plan; months: number; discountCode?: string; method?: PaymentMethod; userId?: number },
  now: Date = new Date(),
): Promise<Quote> {
  const months = input.months as PlanDuration;
  const holdings =
    input.userId === undefined ? { days: NO_PLAN_DAYS, paid: {} } : await loadHoldings(db, input.userId);
  const terms = purchaseTerms(holdings.days, input.plan, months, vietnamDate(now), holdings.paid);
  let row: DiscountRow | null = null;
  if (input.discountCode) {
    row = await findDiscount(db, input.discountCode);
    const problem = discountProblem(row, input.plan, now);
    if (problem || !row) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES[problem ?? 'discountUnknown']);
  }
  const quote = computeQuote(input.plan, months, row, input.method);
  return withPurchaseTerms(quote, terms, minimumAmount(input.method));
}

const NO_PLAN_DAYS = { expiredDayBasic: null, expiredDayPro: null, expiredDayPremium: null };

/**
 * Counts one use of a code when its order grants the plan, in the granting transaction. The guard
 * keeps used_count within max_uses even when orders priced while a use was left are paid together;
 * those buyers paid the discounted price already, so their plan is granted either way.
 */
export async function countDiscountUse(tx: Database, code: string): Promise<boolean> {
  const rows = await tx
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(
      and(
        eq(discountCodes.code, code),
        or(isNull(discountCodes.maxUses), lt(discountCodes.usedCount, discountCodes.maxUses)),
      ),
    )
    .returning({ id: discountCodes.id });
  return rows.length > 0;
}
