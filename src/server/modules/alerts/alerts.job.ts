import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appMeta } from '../../db/schema';
import type { AppLogger } from '../../logger';
import { evaluateAlerts, type EvaluationSummary } from './alerts.evaluation';
import { rowsOf } from './rows';

/**
 * When to evaluate (docs/ARCHITECTURE.md "Jobs"): right after the feed's daily sync and intraday
 * refresh, and every minute when the data the alerts read changed since the last evaluation. The
 * change is told by a fingerprint of cheap, indexed markers of every writer:
 *
 * - stock_sessions: the newest session date and the newest fetched_at of that date (the daily sync,
 *   the demo; the market snapshot reads these rows);
 * - price_board: its rows' newest fetched_at and count (the intraday refresh; a small table);
 * - import_runs: the newest run id (every importer records one: prices into daily_prices, statements,
 *   corporate events, ownership, from the console's upload or the inbox folder);
 * - corporate_events: the newest id (events written outside an importer);
 * - statement_source_priorities: the newest change (an administrator's source order changes ratios).
 *
 * The last evaluated fingerprint lives in app_meta, so it holds across instances and restarts; with
 * several instances the job's singleton policy runs one evaluation at a time.
 */

export const FINGERPRINT_KEY = 'alerts.data_fingerprint';

export async function dataFingerprint(db: Database): Promise<string> {
  const [row] = rowsOf<Record<string, string | number | null>>(
    await db.execute(sql`
      select (select max(date)::text from stock_sessions) as session,
             (select max(fetched_at)::text from stock_sessions
               where date = (select max(date) from stock_sessions)) as session_at,
             (select max(fetched_at)::text from price_board) as board_at,
             (select count(*)::text from price_board) as board_rows,
             (select max(id)::text from import_runs) as import_run,
             (select max(id)::text from corporate_events) as event,
             (select max(updated_at)::text from statement_source_priorities) as sources`),
  );
  return ['session', 'session_at', 'board_at', 'board_rows', 'import_run', 'event', 'sources']
    .map((key) => String(row?.[key] ?? ''))
    .join('|');
}

async function lastFingerprint(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, FINGERPRINT_KEY));
  return row?.value ?? null;
}

async function saveFingerprint(db: Database, value: string): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key: FINGERPRINT_KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
}

export type AlertsJobResult = { skipped: 'unchanged' } | (EvaluationSummary & { fingerprint: string });

/**
 * Evaluates the alerts when the data changed (or `force`, after a sync). The fingerprint is read
 * BEFORE the evaluation and saved after it: data written meanwhile makes the next tick run again.
 */
export async function runAlertsJob(
  db: Database,
  options: { force?: boolean; now?: Date; logger?: AppLogger } = {},
): Promise<AlertsJobResult> {
  const fingerprint = await dataFingerprint(db);
  if (!options.force && fingerprint === (await lastFingerprint(db))) return { skipped: 'unchanged' };
  const summary = await evaluateAlerts(db, { now: options.now, logger: options.logger });
  await saveFingerprint(db, fingerprint);
  return { ...summary, fingerprint };
}
