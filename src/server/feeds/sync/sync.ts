import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import {
  addDays,
  DAILY_SYNC_AFTER_MINUTES,
  vietnamDate,
  vietnamMinutes,
} from '@/common/market/tradingCalendar';
import type { Database } from '../../db/client';
import { feedDays, feedRuns, marketIndices } from '../../db/schema';
import type { SsiFeed } from '../ssi/types';
import { ensureHolidays, previousTradingDay, tradingDaysBetween } from './calendar';
import { fetchFeedDay, fetchIndexWindow, windowsOf } from './fetchDays';
import { SSI_SOURCE, TRACKED_INDICES } from './mapping';
import { emptyTotals, finishRun, runError, startRun, type RunTotals } from './runs';
import { syncListings, type ListingSyncResult } from './securities';
import { writeFeedDay } from './writeDay';

/** How far back the daily sync looks for trading days it has not written whole yet. */
export const DAILY_CATCH_UP_DAYS = 14;
/** The listings are refreshed when the last successful refresh is older than this. */
const LISTINGS_MAX_AGE_MS = 20 * 3_600_000;

export interface DayProgress {
  done: number;
  total: number;
  date: string;
  rowsWritten: number;
  /** false: the feed had no session that day (nothing written, the day stays missing). */
  written: boolean;
}

export interface SyncSummary extends RunTotals {
  runId: number;
  days: number;
  /** Trading days the feed had no data for (yet). */
  missing: string[];
}

/** The tracked indices the feed lists (market_indices, filled by the listings refresh). */
export async function trackedIndices(db: Database): Promise<string[]> {
  const rows = await db
    .select({ code: marketIndices.code })
    .from(marketIndices)
    .where(and(eq(marketIndices.source, SSI_SOURCE), inArray(marketIndices.code, [...TRACKED_INDICES])));
  return rows.map((row) => row.code).sort();
}

/**
 * Fetches and writes trading days, oldest first, each day whole in its own transaction: a failure
 * leaves the days before it written and nothing of the day it stopped in. Throws after recording
 * the run as failed.
 */
export async function syncDays(
  db: Database,
  feed: SsiFeed,
  days: readonly string[],
  options: {
    kind: 'daily' | 'backfill';
    trigger: string;
    from?: string;
    to?: string;
    onDay?: (p: DayProgress) => void;
  },
): Promise<SyncSummary> {
  const totals = emptyTotals();
  const missing: string[] = [];
  const runId = await startRun(db, {
    source: SSI_SOURCE,
    kind: options.kind,
    from: options.from ?? days[0] ?? null,
    to: options.to ?? days.at(-1) ?? null,
    trigger: options.trigger,
  });
  const requestsBefore = feed.requestCount;
  let done = 0;
  try {
    const codes = await trackedIndices(db);
    for (const window of windowsOf(days)) {
      const first = window[0] as string;
      const last = window.at(-1) as string;
      const indexWindow = await fetchIndexWindow(feed, codes, first, last);
      let previous = await previousTradingDay(db, first);
      for (const date of window) {
        const day = await fetchFeedDay(feed, date, previous, indexWindow);
        previous = date;
        done += 1;
        if (day.stocks.length === 0) {
          missing.push(date);
          options.onDay?.({ done, total: days.length, date, rowsWritten: 0, written: false });
          continue;
        }
        const result = await writeFeedDay(db, day, SSI_SOURCE);
        totals.daysWritten += 1;
        totals.rowsWritten += result.rowsWritten;
        totals.refusals.push(...result.refusals);
        options.onDay?.({ done, total: days.length, date, rowsWritten: result.rowsWritten, written: true });
      }
    }
  } catch (error) {
    totals.requests = feed.requestCount - requestsBefore;
    // With the database away the run cannot be recorded either: the job still fails with the
    // original error (the one its retry and the log need), not with the record's.
    await finishRun(db, runId, totals, runError(error)).catch(() => undefined);
    throw error;
  }
  totals.requests = feed.requestCount - requestsBefore;
  await finishRun(db, runId, totals, null);
  return { ...totals, runId, days: days.length, missing };
}

/** A backfill of a date range (`npm run sync -- ssi --from --to`, the console's button). */
export async function backfill(
  db: Database,
  feed: SsiFeed,
  range: { from: string; to: string; trigger: string; onDay?: (p: DayProgress) => void },
  now = new Date(),
): Promise<SyncSummary> {
  const today = vietnamDate(now);
  await ensureHolidays(db, today);
  // A first backfill on an empty database needs the companies and indices before the prices.
  if ((await trackedIndices(db)).length === 0) await refreshListings(db, feed, range.trigger, now);
  const to = range.to > today ? today : range.to;
  const days = await tradingDaysBetween(db, range.from, to);
  const closed = vietnamMinutes(now) >= DAILY_SYNC_AFTER_MINUTES;
  const wanted = days.filter((day) => day < today || closed);
  return syncDays(db, feed, wanted, { kind: 'backfill', ...range, to });
}

async function listingsFresh(db: Database, now: Date): Promise<boolean> {
  const [last] = await db
    .select({ startedAt: feedRuns.startedAt })
    .from(feedRuns)
    .where(
      and(eq(feedRuns.source, SSI_SOURCE), eq(feedRuns.kind, 'securities'), eq(feedRuns.status, 'succeeded')),
    )
    .orderBy(desc(feedRuns.startedAt))
    .limit(1);
  return last !== undefined && now.getTime() - last.startedAt.getTime() < LISTINGS_MAX_AGE_MS;
}

/** The listings refresh as a recorded run. */
export async function refreshListings(
  db: Database,
  feed: SsiFeed,
  trigger: string,
  now = new Date(),
): Promise<ListingSyncResult> {
  const runId = await startRun(db, { source: SSI_SOURCE, kind: 'securities', trigger });
  const before = feed.requestCount;
  try {
    const result = await syncListings(db, feed, vietnamDate(now));
    await finishRun(
      db,
      runId,
      { ...emptyTotals(), rowsWritten: result.rowsWritten, requests: feed.requestCount - before },
      null,
    );
    return result;
  } catch (error) {
    await finishRun(db, runId, { ...emptyTotals(), requests: feed.requestCount - before }, runError(error));
    throw error;
  }
}

/**
 * The daily job after the close: listings when stale, then every trading day of the last two weeks
 * that is not written whole yet (today once the session is over), so a missed or failed day is
 * completed by the next run.
 */
export async function dailySync(
  db: Database,
  feed: SsiFeed,
  trigger: string,
  now = new Date(),
): Promise<SyncSummary> {
  const today = vietnamDate(now);
  await ensureHolidays(db, today);
  if (!(await listingsFresh(db, now))) await refreshListings(db, feed, trigger, now);
  const from = addDays(today, -DAILY_CATCH_UP_DAYS);
  const days = await tradingDaysBetween(db, from, today);
  const closed = vietnamMinutes(now) >= DAILY_SYNC_AFTER_MINUTES;
  const candidates = days.filter((day) => day < today || closed);
  const written =
    candidates.length === 0
      ? []
      : await db
          .select({ date: feedDays.date })
          .from(feedDays)
          .where(
            and(
              eq(feedDays.source, SSI_SOURCE),
              gte(feedDays.date, from),
              inArray(feedDays.date, candidates),
            ),
          );
  const done = new Set(written.map((row) => row.date));
  return syncDays(
    db,
    feed,
    candidates.filter((day) => !done.has(day)),
    { kind: 'daily', trigger, from, to: today },
  );
}
