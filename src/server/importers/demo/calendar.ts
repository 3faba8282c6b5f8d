/**
 * The demo market's trading calendar: weekdays, without New Year's Day, the Tết week, Reunification
 * Day, Labour Day and National Day. Dates are ISO strings (YYYY-MM-DD) handled in UTC, so no time
 * zone can shift a trading day. The rules are the exchange calendar's defaults (src/common/market).
 */

import { addDays, isWeekday, ruleHolidayName, vietnamDate } from '@/common/market/tradingCalendar';

export { addDays, isWeekday, vietnamDate };

export const DEMO_PRICE_START = '2010-01-04';

/** The default holiday rules (src/common/market/tradingCalendar.ts). */
export function isHoliday(date: string): boolean {
  return ruleHolidayName(date) !== null;
}

export function isTradingDay(date: string): boolean {
  return isWeekday(date) && !isHoliday(date);
}

/** The last trading day strictly before a date: the newest close the demo can know. */
export function lastTradingDayBefore(date: string): string {
  let day = addDays(date, -1);
  while (!isTradingDay(day)) day = addDays(day, -1);
  return day;
}

export function tradingDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (isTradingDay(day)) days.push(day);
  return days;
}
