import { addDays } from './tradingCalendar';

/**
 * The market's corporate events calendar (/events): the range it shows unless the address says
 * otherwise, from a week back to two months ahead of today (Vietnam date). The page's server render,
 * the screen and the API use the same default.
 */
export const CALENDAR_DAYS_BEFORE = 7;
export const CALENDAR_DAYS_AFTER = 60;
export const CALENDAR_PAGE_SIZE = 20;

export function defaultCalendarRange(today: string): { from: string; to: string } {
  return { from: addDays(today, -CALENDAR_DAYS_BEFORE), to: addDays(today, CALENDAR_DAYS_AFTER) };
}
