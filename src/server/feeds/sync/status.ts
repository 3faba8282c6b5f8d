import { and, desc, eq, max } from 'drizzle-orm';
import { FEED_LATE_AFTER_MINUTES, vietnamDate, vietnamMinutes } from '@/common/market/tradingCalendar';
import type { Database } from '../../db/client';
import { feedDays, feedRuns } from '../../db/schema';
import { isTradingDay, previousTradingDay, tradingDaysBetween } from './calendar';
import { SSI_SOURCE } from './mapping';

/**
 * How fresh the feed's data is (docs/DATA.md "Freshness"): the newest trading day written whole, the
 * day that should exist by now (today after 17:00 Vietnam time on a trading day, else the trading
 * day before), and whether the feed is late.
 */
export interface FeedFreshness {
  source: string;
  lastDay: string | null;
  lastCompletedAt: string | null;
  expectedDay: string | null;
  late: boolean;
  /** Trading sessions missing between the last day and the expected one (0 when on time). */
  behind: number;
}

export async function expectedFeedDay(db: Database, now: Date): Promise<string | null> {
  const today = vietnamDate(now);
  if ((await isTradingDay(db, today)) && vietnamMinutes(now) >= FEED_LATE_AFTER_MINUTES) return today;
  return previousTradingDay(db, today);
}

export async function feedFreshness(
  db: Database,
  now = new Date(),
  source = SSI_SOURCE,
): Promise<FeedFreshness> {
  const [last] = await db
    .select({ date: feedDays.date, completedAt: feedDays.completedAt })
    .from(feedDays)
    .where(eq(feedDays.source, source))
    .orderBy(desc(feedDays.date))
    .limit(1);
  const expectedDay = await expectedFeedDay(db, now);
  const lastDay = last?.date ?? null;
  const late = expectedDay !== null && (lastDay === null || lastDay < expectedDay);
  let behind = 0;
  if (late && expectedDay) {
    const days = await tradingDaysBetween(db, lastDay ?? expectedDay, expectedDay);
    behind = lastDay === null ? days.length : Math.max(0, days.length - 1);
  }
  return {
    source,
    lastDay,
    lastCompletedAt: last?.completedAt.toISOString() ?? null,
    expectedDay,
    late,
    behind,
  };
}

/** The last successful run of each kind, for the console. */
export async function lastSuccesses(db: Database, source = SSI_SOURCE): Promise<Record<string, string>> {
  const rows = await db
    .select({ kind: feedRuns.kind, at: max(feedRuns.finishedAt) })
    .from(feedRuns)
    .where(and(eq(feedRuns.source, source), eq(feedRuns.status, 'succeeded')))
    .groupBy(feedRuns.kind);
  return Object.fromEntries(rows.flatMap((row) => (row.at ? [[row.kind, row.at.toISOString()]] : [])));
}
