import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { formatNumber } from '@/common/format';
import { PLAN_LABELS, PLANS, type Plan } from '@/common/constants/plans';
import type { PlanCredit, PurchaseRule, Quote } from '@/common/contracts/payments';
import { hasDaysLeft, vietnamDate, type PlanDays } from '../../auth/plan';
import { AppError } from '../../core/errors';
import type { Database } from '../../db/client';
import { orders, users } from '../../db/schema';
import { addDays, addMonths, extendedExpiry, PLAN_EXPIRY_COLUMN } from './planGrant';

/**
 * Buying a plan while another is active (docs/PAYMENTS.md "Buying while a plan is active"). Plans are
 * ranked BASIC < PRO < PREMIUM and the account's plan is the highest with days left:
 *
 * - new: no plan is active; the plan starts today.
 * - extend: the same plan is active; the months follow its last day (the extension rule).
 * - upgrade: a lower plan is active; the new plan starts today, the lower plans end yesterday, and the
 *   value of their unused days (today included) is taken off the price:
 *     credit = floor(paid value of the plan's latest order x unused days / days of that order's period)
 *   in whole VND (rounded down, as discounts are). Days no paid order covers (granted by hand) carry
 *   no credit.
 * - a lower plan than the active one is refused: the active plan already opens everything it does.
 *
 * The quote is computed here for the signed-in buyer; the order stores the rule and the credit, and
 * the grant applies exactly that (grantPurchase).
 */

export const PLAN_RANK: Readonly<Record<Plan, number>> = { BASIC: 1, PRO: 2, PREMIUM: 3 };

export const PURCHASE_MESSAGES = {
  lowerPlanActive: (active: Plan, lastDay: string, plan: Plan): string =>
    `Gói ${PLAN_LABELS[active]} của bạn còn hiệu lực đến hết ngày ${lastDay} và đã gồm mọi quyền của gói ` +
    `${PLAN_LABELS[plan]}. Bạn có thể mua gói ${PLAN_LABELS[plan]} từ ngày ${addDays(lastDay, 1)}, ` +
    `hoặc gia hạn gói ${PLAN_LABELS[active]}.`,
  creditTooLarge: (credit: number, plan: Plan, months: number): string =>
    `Phần chưa dùng của gói hiện tại trị giá ${formatNumber(credit, 0)} đ, nhiều hơn số tiền gói ` +
    `${PLAN_LABELS[plan]} ${String(months)} tháng. Vui lòng chọn thời hạn dài hơn.`,
} as const;

/** Whole days from `from` to `to` (YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The latest paid order of a plan: what its period was worth and which days it covered. */
export interface PaidPeriod {
  /** List price less discount: the cash paid plus any credit it used. */
  value: number;
  startsOn: string;
  lastDay: string;
}

export interface PurchaseTerms {
  rule: PurchaseRule;
  /** The highest active plan and its last day, when one is active. */
  active: { plan: Plan; lastDay: string } | null;
  credits: PlanCredit[];
  creditAmount: number;
  /** The period the order would grant if paid today. */
  startsOn: string;
  lastDay: string;
}

function lastDayOf(days: PlanDays, plan: Plan): string | null {
  return days[PLAN_EXPIRY_COLUMN[plan]];
}

/** What the unused days of one plan are worth, from its latest paid period. */
export function planCredit(
  plan: Plan,
  lastDay: string,
  today: string,
  paid: PaidPeriod | undefined,
): PlanCredit {
  const days = daysBetween(today, lastDay) + 1;
  if (!paid || paid.value <= 0) return { plan, lastDay, days, amount: 0 };
  const periodDays = daysBetween(paid.startsOn, paid.lastDay) + 1;
  if (periodDays <= 0) return { plan, lastDay, days, amount: 0 };
  return { plan, lastDay, days, amount: Math.floor((paid.value * days) / periodDays) };
}

/** The rule, credit and period of buying `plan` for `months` today (pure; a lower plan throws 400). */
export function purchaseTerms(
  days: PlanDays,
  plan: Plan,
  months: number,
  today: string,
  paid: Partial<Record<Plan, PaidPeriod>>,
): PurchaseTerms {
  const activePlans = PLANS.filter((candidate) => hasDaysLeft(lastDayOf(days, candidate), today));
  const highest = activePlans.reduce<Plan | null>(
    (best, candidate) => (best === null || PLAN_RANK[candidate] > PLAN_RANK[best] ? candidate : best),
    null,
  );
  const active = highest ? { plan: highest, lastDay: lastDayOf(days, highest) ?? today } : null;
  if (active && PLAN_RANK[plan] < PLAN_RANK[active.plan]) {
    throw new AppError('BAD_REQUEST', PURCHASE_MESSAGES.lowerPlanActive(active.plan, active.lastDay, plan));
  }
  const current = lastDayOf(days, plan);
  const lastDay = extendedExpiry(current, months, today);
  const continued = current === null ? today : addDays(current, 1);
  const startsOn = continued > today ? continued : today;
  if (!active) return { rule: 'new', active, credits: [], creditAmount: 0, startsOn, lastDay };
  if (active.plan === plan)
    return { rule: 'extend', active, credits: [], creditAmount: 0, startsOn, lastDay };
  const credits = activePlans
    .filter((candidate) => PLAN_RANK[candidate] < PLAN_RANK[plan])
    .map((candidate) => planCredit(candidate, lastDayOf(days, candidate) ?? today, today, paid[candidate]));
  const creditAmount = credits.reduce((sum, credit) => sum + credit.amount, 0);
  return { rule: 'upgrade', active, credits, creditAmount, startsOn, lastDay };
}

/** The plan days of an account and the latest paid period of each of its plans. */
export async function loadHoldings(
  db: Database,
  userId: number,
): Promise<{ days: PlanDays; paid: Partial<Record<Plan, PaidPeriod>> }> {
  const rows = await db
    .select({
      expiredDayBasic: users.expiredDayBasic,
      expiredDayPro: users.expiredDayPro,
      expiredDayPremium: users.expiredDayPremium,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const days = rows[0] ?? { expiredDayBasic: null, expiredDayPro: null, expiredDayPremium: null };
  const paidRows = await db
    .select({
      plan: orders.plan,
      months: orders.months,
      listAmount: orders.listAmount,
      discountAmount: orders.discountAmount,
      startsOn: orders.startsOn,
      expiryAfter: orders.expiryAfter,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.grantedAt), isNotNull(orders.expiryAfter)))
    .orderBy(desc(orders.grantedAt), desc(orders.id));
  const paid: Partial<Record<Plan, PaidPeriod>> = {};
  for (const row of paidRows) {
    if (paid[row.plan] || !row.expiryAfter) continue;
    // Orders before issue 28 did not store their first day: N months back from the day after the last.
    const startsOn = row.startsOn ?? addMonths(addDays(row.expiryAfter, 1), -row.months);
    paid[row.plan] = { value: row.listAmount - row.discountAmount, startsOn, lastDay: row.expiryAfter };
  }
  return { days, paid };
}

/**
 * Applies the buyer's rule to a list-and-discount quote: the credit comes off after the discount, and
 * may not take the amount below the method's minimum (400 creditTooLarge: choose a longer duration).
 */
export function withPurchaseTerms(quote: Quote, terms: PurchaseTerms, minimum: number): Quote {
  const beforeCredit = quote.listAmount - quote.discountAmount;
  if (terms.creditAmount > 0 && beforeCredit - terms.creditAmount < minimum) {
    throw new AppError(
      'BAD_REQUEST',
      PURCHASE_MESSAGES.creditTooLarge(terms.creditAmount, quote.plan, quote.months),
    );
  }
  return {
    ...quote,
    rule: terms.rule,
    activePlan: terms.active,
    credits: terms.credits,
    creditAmount: terms.creditAmount,
    amount: beforeCredit - terms.creditAmount,
    startsOn: terms.startsOn,
    lastDay: terms.lastDay,
  };
}

/**
 * Grants a paid order inside the caller's transaction, exactly as quoted: an upgrade ends the plans
 * it credited (their last day becomes yesterday, unless already earlier), then the plan is extended
 * by the extension rule (it was not active, so it starts today). The user row is locked first, so
 * two grants of one account apply one after the other.
 */
export async function grantPurchase(
  tx: Database,
  order: {
    userId: number;
    plan: Plan;
    months: number;
    purchaseRule: PurchaseRule | null;
    creditDetail: PlanCredit[] | null;
  },
  now: Date,
): Promise<{ startsOn: string; expiryAfter: string }> {
  const rows = await tx
    .select({
      expiredDayBasic: users.expiredDayBasic,
      expiredDayPro: users.expiredDayPro,
      expiredDayPremium: users.expiredDayPremium,
    })
    .from(users)
    .where(eq(users.id, order.userId))
    .for('update');
  const days = rows[0];
  if (!days) throw new Error(`order user ${String(order.userId)} is missing`);
  const today = vietnamDate(now);
  const yesterday = addDays(today, -1);
  const changes: Partial<Record<keyof PlanDays, string>> = {};
  if (order.purchaseRule === 'upgrade') {
    for (const credit of order.creditDetail ?? []) {
      const column = PLAN_EXPIRY_COLUMN[credit.plan];
      const lastDay = days[column];
      if (lastDay !== null && lastDay > yesterday) changes[column] = yesterday;
    }
  }
  const current = days[PLAN_EXPIRY_COLUMN[order.plan]];
  const expiryAfter = extendedExpiry(current, order.months, today);
  const continued = current === null ? today : addDays(current, 1);
  changes[PLAN_EXPIRY_COLUMN[order.plan]] = expiryAfter;
  await tx
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, order.userId));
  return { startsOn: continued > today ? continued : today, expiryAfter };
}
