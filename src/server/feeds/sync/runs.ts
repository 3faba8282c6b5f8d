import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feedRuns, type FeedRunKind } from '../../db/schema';
import type { Refusal } from './mapping';

/** Feed runs as the console lists them: what was asked, written, refused, and why a run failed. */

const MAX_KEPT_REFUSALS = 200;

export interface RunTotals {
  daysWritten: number;
  rowsWritten: number;
  refusals: Refusal[];
  requests: number;
}

export function emptyTotals(): RunTotals {
  return { daysWritten: 0, rowsWritten: 0, refusals: [], requests: 0 };
}

/**
 * A run still 'running' this long after it started was cut off: its process died (a killed worker,
 * a crash) before it could record the end. Longer than the job's expireInSeconds (catalog.ts), after
 * which pg-boss has retried the job anyway; a command-line run (`npm run sync`) takes far less.
 */
export const INTERRUPTED_AFTER_MS: Record<FeedRunKind, number> = {
  daily: 2 * 3_600_000,
  securities: 2 * 3_600_000,
  intraday: 3_600_000,
  backfill: 5 * 3_600_000,
};
export const INTERRUPTED_ERROR =
  'Bị ngắt giữa chừng: tiến trình dừng trước khi chạy xong; lần chạy sau làm tiếp phần còn thiếu.';

/** Closes the runs of this source and kind left 'running' by a process that died. */
async function closeInterrupted(db: Database, source: string, kind: FeedRunKind, now: Date): Promise<void> {
  await db
    .update(feedRuns)
    .set({ status: 'failed', error: INTERRUPTED_ERROR, finishedAt: now })
    .where(
      and(
        eq(feedRuns.source, source),
        eq(feedRuns.kind, kind),
        eq(feedRuns.status, 'running'),
        lt(feedRuns.startedAt, new Date(now.getTime() - INTERRUPTED_AFTER_MS[kind])),
      ),
    );
}

export async function startRun(
  db: Database,
  run: { source: string; kind: FeedRunKind; from?: string | null; to?: string | null; trigger: string },
): Promise<number> {
  await closeInterrupted(db, run.source, run.kind, new Date());
  const [row] = await db
    .insert(feedRuns)
    .values({
      source: run.source,
      kind: run.kind,
      fromDate: run.from ?? null,
      toDate: run.to ?? null,
      status: 'running',
      trigger: run.trigger,
    })
    .returning({ id: feedRuns.id });
  if (!row) throw new Error('feed run not recorded');
  return row.id;
}

export async function finishRun(
  db: Database,
  id: number,
  totals: RunTotals,
  error: string | null,
): Promise<void> {
  await db
    .update(feedRuns)
    .set({
      status: error ? 'failed' : 'succeeded',
      daysWritten: totals.daysWritten,
      rowsWritten: totals.rowsWritten,
      rowsRejected: totals.refusals.length,
      rejections: totals.refusals.slice(0, MAX_KEPT_REFUSALS),
      requests: totals.requests,
      error,
      finishedAt: new Date(),
    })
    .where(eq(feedRuns.id, id));
}

/** A message safe for the console: the error's own (feed errors are written for administrators). */
export function runError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}
