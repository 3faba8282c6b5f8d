/**
 * Vietnam's exchange calendar and sessions (docs/DATA.md "Trading calendar"). Dates are ISO strings
 * (YYYY-MM-DD) handled in UTC, so no time zone can shift a trading day; times are Vietnam time
 * (UTC+7 all year, no daylight saving).
 *
 * The holiday rules here are the default data: New Year's Day, the Tết week, Reunification Day,
 * Labour Day and National Day. The server stores the holidays it uses in market_holidays, seeded from
 * these rules, so a one-off closure or a moved bridge day is a row to change, not code.
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

const FIXED_HOLIDAYS: Record<string, string> = {
  '01-01': 'Tết Dương lịch',
  '04-30': 'Ngày Giải phóng miền Nam',
  '05-01': 'Ngày Quốc tế Lao động',
  '09-02': 'Quốc khánh',
};

const DAY_MS = 86_400_000;
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function isWeekday(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day !== 0 && day !== 6;
}

/** The holiday's Vietnamese name by the default rules, or null. Exchanges close two days before Tết to its fourth day. */
export function ruleHolidayName(date: string): string | null {
  const fixed = FIXED_HOLIDAYS[date.slice(5)];
  if (fixed) return fixed;
  const tet = TET[Number(date.slice(0, 4))];
  if (tet !== undefined && date >= addDays(tet, -2) && date <= addDays(tet, 4)) return 'Tết Nguyên Đán';
  return null;
}

/** Weekday holidays of the default rules between two dates (inclusive), for seeding market_holidays. */
export function ruleHolidays(from: string, to: string): { date: string; nameVi: string }[] {
  const days: { date: string; nameVi: string }[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const name = isWeekday(day) ? ruleHolidayName(day) : null;
    if (name) days.push({ date: day, nameVi: name });
  }
  return days;
}

/** The exchanges' price step in VND: HOSE 10 / 50 / 100 by price band, HNX and UPCOM 100. */
export function tickSize(exchange: string | null, price: number): number {
  if (exchange !== 'HOSE') return 100;
  if (price < 10_000) return 10;
  if (price < 50_000) return 50;
  return 100;
}

/** The calendar date in Vietnam at an instant. */
export function vietnamDate(now: Date): string {
  return new Date(now.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes since midnight in Vietnam at an instant. */
export function vietnamMinutes(now: Date): number {
  const clock = new Date(now.getTime() + VIETNAM_OFFSET_MS);
  return clock.getUTCHours() * 60 + clock.getUTCMinutes();
}

/** The instant of a Vietnam date and wall-clock time (HH:MM or HH:MM:SS). */
export function vietnamInstant(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}+07:00`));
}

/**
 * Continuous trading on HOSE/HNX/UPCOM: 09:00-11:30 and 13:00-14:45 (ATC until 14:45 on HOSE and
 * HNX; put-through until 15:00). Open/close auctions are inside these bounds.
 */
export const SESSION_WINDOWS: readonly { from: number; to: number }[] = [
  { from: 9 * 60, to: 11 * 60 + 30 },
  { from: 13 * 60, to: 14 * 60 + 45 },
];
/** After this time (Vietnam) a trading day's closing figures are final enough to sync. */
export const DAILY_SYNC_AFTER_MINUTES = 15 * 60 + 30;
/** If a trading day's prices are still missing at this time, the feed is late. */
export const FEED_LATE_AFTER_MINUTES = 17 * 60;

export function inSession(minutes: number): boolean {
  return SESSION_WINDOWS.some((window) => minutes >= window.from && minutes <= window.to);
}
