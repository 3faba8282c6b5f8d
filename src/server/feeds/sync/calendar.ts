import { and, gte, lte, sql } from 'drizzle-orm';
import { addDays, isWeekday, ruleHolidays } from '@/common/market/tradingCalendar';
import type { Database } from '../../db/client';
import { marketHolidays } from '../../db/schema';

/** The trading calendar as data (market_holidays), seeded from the default rules. */

export const RULE_HOLIDAY_SOURCE = 'Quy tắc nghỉ lễ mặc định';
const FIRST_SEEDED_YEAR = 2000;

/** Seeds the default holidays of every year up to next year that has none yet (an edited year is left alone). */
export async function ensureHolidays(db: Database, today: string): Promise<number> {
  const lastYear = Number(today.slice(0, 4)) + 1;
  const seeded = await db
    .select({ year: sql<number>`distinct extract(year from ${marketHolidays.date})::int` })
    .from(marketHolidays);
  const years = new Set(seeded.map((row) => row.year));
  const rows: (typeof marketHolidays.$inferInsert)[] = [];
  for (let year = FIRST_SEEDED_YEAR; year <= lastYear; year += 1) {
    if (years.has(year)) continue;
    for (const holiday of ruleHolidays(`${year}-01-01`, `${year}-12-31`)) {
      rows.push({ ...holiday, source: RULE_HOLIDAY_SOURCE });
    }
  }
  if (rows.length === 0) return 0;
  await db.insert(marketHolidays).values(rows).onConflictDoNothing();
  return rows.length;
}

async function holidaysBetween(db: Database, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ date: marketHolidays.date })
    .from(marketHolidays)
    .where(and(gte(marketHolidays.date, from), lte(marketHolidays.date, to)));
  return new Set(rows.map((row) => row.date));
}

/** Trading days between two dates, inclusive, oldest first. */
export async function tradingDaysBetween(db: Database, from: string, to: string): Promise<string[]> {
  const holidays = await holidaysBetween(db, from, to);
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (isWeekday(day) && !holidays.has(day)) days.push(day);
  }
  return days;
}

export async function isTradingDay(db: Database, date: string): Promise<boolean> {
  return (await tradingDaysBetween(db, date, date)).length === 1;
}

/** The trading day before `date` (within three weeks; null if the calendar has none). */
export async function previousTradingDay(db: Database, date: string): Promise<string | null> {
  const days = await tradingDaysBetween(db, addDays(date, -21), addDays(date, -1));
  return days.at(-1) ?? null;
}
