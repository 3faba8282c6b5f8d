import type { Plan } from '@/common/constants/plans';

/**
 * The extension rule of a paid order (docs/PAYMENTS.md "Extension rule"); purchaseRule.ts
 * (grantPurchase) is the one place that writes it to `users.expired_day_<plan>`.
 *
 * Days are Vietnamese calendar days (YYYY-MM-DD, Asia/Ho_Chi_Minh) and a plan's expiry is its last
 * day, inclusive. A running plan is continued from the day after its last day; an expired (or never
 * bought) plan starts today:
 *
 *   start    = max(today, current last day + 1 day)
 *   new last = start + N calendar months - 1 day
 *
 * where "+ N months" keeps the day of month and falls back to the month's last day when it has none
 * (31 Jan + 1 month = 28/29 Feb), as PostgreSQL's `date + interval` does.
 */

type ExpiryColumn = 'expiredDayBasic' | 'expiredDayPro' | 'expiredDayPremium';

export const PLAN_EXPIRY_COLUMN: Readonly<Record<Plan, ExpiryColumn>> = {
  BASIC: 'expiredDayBasic',
  PRO: 'expiredDayPro',
  PREMIUM: 'expiredDayPremium',
};

function parseDay(day: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`not a calendar day: ${day}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

function formatDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const at = parseDay(day);
  at.setUTCDate(at.getUTCDate() + days);
  return formatDay(at);
}

/** Calendar months; a day the target month lacks becomes that month's last day. */
export function addMonths(day: string, months: number): string {
  const at = parseDay(day);
  const target = at.getUTCMonth() + months;
  const year = at.getUTCFullYear() + Math.floor(target / 12);
  const month = ((target % 12) + 12) % 12;
  const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return formatDay(new Date(Date.UTC(year, month, Math.min(at.getUTCDate(), lastOfMonth))));
}

/** The plan's new last day after buying `months` more (the rule above). */
export function extendedExpiry(currentLastDay: string | null, months: number, today: string): string {
  const continued = currentLastDay === null ? today : addDays(currentLastDay, 1);
  const start = continued > today ? continued : today;
  return addDays(addMonths(start, months), -1);
}
