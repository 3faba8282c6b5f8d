import { eq } from 'drizzle-orm';
import { readDataVersion } from '../../data/dataVersion';
import type { Database } from '../../db/client';
import { appMeta } from '../../db/schema';
import type { AppLogger } from '../../logger';
import { evaluateAlerts, type EvaluationSummary } from './alerts.evaluation';

/**
 * When to evaluate (docs/ARCHITECTURE.md "Jobs"): right after the feed's daily sync and intraday
 * refresh, and every minute when the data the alerts read changed since the last evaluation. The
 * change is told by the data version every cache shares (src/server/data/dataVersion.ts): cheap,
 * indexed markers of every writer (imports, the daily sync, the intraday board, corporate events,
 * the statement source order, explicit bumps).
 *
 * The last evaluated fingerprint lives in app_meta, so it holds across instances and restarts; with
 * several instances the job's singleton policy runs one evaluation at a time.
 */

export const FINGERPRINT_KEY = 'alerts.data_fingerprint';

export async function dataFingerprint(db: Database): Promise<string> {
  return (await readDataVersion(db)).all;
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
