import { PLAN_TYPES, type PlanType } from '@/common/contracts/account';
import { vietnamDate } from '@/common/market/tradingCalendar';

/** Plan days and times shown to users are Vietnamese calendar days (UTC+7, no daylight saving). */
export const VIETNAM_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: VIETNAM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Today's date (YYYY-MM-DD) in Asia/Ho_Chi_Minh (src/common/market/tradingCalendar.ts). */
export { vietnamDate };

/** 'YYYY-MM-DD HH:mm' in Asia/Ho_Chi_Minh (the device-removal message; dates as the spec shows them). */
export function formatVietnamTime(at: Date): string {
  const parts = Object.fromEntries(timeFormat.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''} ${parts.hour ?? ''}:${parts.minute ?? ''}`;
}

export interface PlanDays {
  expiredDayBasic: string | null;
  expiredDayPro: string | null;
  expiredDayPremium: string | null;
}

export interface PlanState {
  planType: PlanType | null;
  isExpired: boolean;
  roleExpiration: { plan: PlanType; expiredDay: string }[];
}

function expiryOf(days: PlanDays, plan: PlanType): string | null {
  if (plan === 'BASIC') return days.expiredDayBasic;
  if (plan === 'PRO') return days.expiredDayPro;
  return days.expiredDayPremium;
}

/** A plan has days remaining while its last day (inclusive, Vietnamese calendar) is today or later. */
export function hasDaysLeft(expiredDay: string | null, today: string): boolean {
  return expiredDay !== null && expiredDay >= today;
}

/**
 * Spec section 4: PREMIUM if premium days remain, else PRO, else BASIC, else no plan (isExpired).
 * roleExpiration lists every plan that has an expiry date, BASIC to PREMIUM.
 */
export function derivePlan(days: PlanDays, now: Date = new Date()): PlanState {
  const today = vietnamDate(now);
  const order: PlanType[] = ['PREMIUM', 'PRO', 'BASIC'];
  const planType = order.find((plan) => hasDaysLeft(expiryOf(days, plan), today)) ?? null;
  const roleExpiration = PLAN_TYPES.flatMap((plan) => {
    const expiredDay = expiryOf(days, plan);
    return expiredDay ? [{ plan, expiredDay }] : [];
  });
  return { planType, isExpired: planType === null, roleExpiration };
}
