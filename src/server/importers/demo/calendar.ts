/**
 * The demo market's trading calendar: weekdays, without New Year's Day, the Tết week, Reunification
 * Day, Labour Day and National Day. Dates are ISO strings (YYYY-MM-DD) handled in UTC, so no time
 * zone can shift a trading day.
 */

/** First day of the lunar new year (Tết Nguyên Đán), from the published lunar calendar. */
const TET: Record<number, string> = {
  2010: '2010-02-14',
  2011: '2011-02-03',
  2012: '2012-01-23',
  2013: '2013-02-10',
  2014: '2014-01-31',
  2015: '2015-02-19',
  2016: '2016-02-08',
  2017: '2017-01-28',
  2018: '2018-02-16',
  2019: '2019-02-05',
  2020: '2020-01-25',
  2021: '2021-02-12',
  2022: '2022-02-01',
  2023: '2023-01-22',
  2024: '2024-02-10',
  2025: '2025-01-29',
  2026: '2026-02-17',
  2027: '2027-02-06',
  2028: '2028-01-26',
  2029: '2029-02-13',
  2030: '2030-02-03',
};

const FIXED_HOLIDAYS = ['01-01', '04-30', '05-01', '09-02'];
const DAY_MS = 86_400_000;
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

export const DEMO_PRICE_START = '2010-01-04';

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function isWeekday(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day !== 0 && day !== 6;
}

/** Exchanges close from two days before Tết to the fourth day of the new year. */
export function isHoliday(date: string): boolean {
  if (FIXED_HOLIDAYS.includes(date.slice(5))) return true;
  const tet = TET[Number(date.slice(0, 4))];
  return tet !== undefined && date >= addDays(tet, -2) && date <= addDays(tet, 4);
}

export function isTradingDay(date: string): boolean {
  return isWeekday(date) && !isHoliday(date);
}

/** The calendar date in Vietnam (UTC+7) at an instant. */
export function vietnamDate(now: Date): string {
  return new Date(now.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
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
