import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';

/**
 * One data-version signal shared by every instance on one database (docs/ARCHITECTURE.md
 * "Caching"). The version is a cheap fingerprint of the data that public answers are computed from:
 * one query of aggregates over small tables or indexed columns, whatever process wrote:
 *
 * - import_runs: the newest run (every file import records one after its commit: the console's
 *   upload, scripts/import.ts, the inbox folder; statements, prices, events, ownership, macro and
 *   industry series, companies);
 * - app_meta 'data_version': bumped in the same transaction by importers (runFileImport) and after
 *   a write by the writers no other marker sees (news and documents edited in the console, the
 *   statement source order, the seed);
 * - feed_runs: the newest run and the newest finish (the daily sync, backfill, listings, the intraday
 *   board and bars; a run finishes after its data are committed);
 * - stock_sessions: the newest session and the newest fetched_at of that day (the daily sync);
 * - price_board: its newest fetched_at and row count (the intraday refresh, a small table);
 * - companies: count and newest update (listings, the console's company type);
 * - corporate_events, corporate_actions: the newest id; statement_source_priorities: the newest change.
 *
 * `statements` is the slow part (imports, source order, corporate actions, explicit bumps), for
 * memos that do not depend on prices of the day.
 *
 * Each process checks the version at most once per DATA_VERSION_CHECK_MS, when a cache is used (never
 * on a timer); a new version drops every per-process data cache (onDataChange listeners), so an
 * answer is at most about a second older than the writer's commit, on every instance, with PGlite or
 * PostgreSQL alike.
 */

export const DATA_VERSION_KEY = 'data_version';
export const DATA_VERSION_CHECK_MS = 1_000;

export interface DataVersion {
  /** Every marker: any change of data behind a public answer moves it. */
  all: string;
  /** The markers of statements and corporate actions only (not of the day's prices). */
  statements: string;
}

function rowsOf<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? []);
}

/** Reads the data version (one query). */
export async function readDataVersion(db: Database): Promise<DataVersion> {
  const [row] = rowsOf<{ statements: string | null; prices: string | null }>(
    await db.execute(sql`
      select
        concat_ws('|',
          (select value || '@' || updated_at::text from app_meta where key = ${DATA_VERSION_KEY}),
          (select max(id)::text from import_runs),
          (select max(updated_at)::text from statement_source_priorities),
          (select max(id)::text from corporate_actions)
        ) as statements,
        concat_ws('|',
          (select max(id)::text || ':' || coalesce(max(finished_at)::text, '') from feed_runs
            where id > (select coalesce(max(id), 0) - 100 from feed_runs)),
          (select max(date)::text from stock_sessions),
          (select max(fetched_at)::text from stock_sessions
            where date = (select max(date) from stock_sessions)),
          (select count(*)::text || ':' || coalesce(max(fetched_at)::text, '') from price_board),
          (select count(*)::text || ':' || coalesce(max(updated_at)::text, '') from companies),
          (select max(id)::text from corporate_events)
        ) as prices`),
  );
  const statements = row?.statements ?? '';
  return { statements, all: `${statements}#${row?.prices ?? ''}` };
}

/**
 * Tells every instance that data changed, for writers no marker of readDataVersion sees. Call it in
 * the writer's transaction (or right after its commit, never before), then this process drops its
 * caches at once.
 */
export async function bumpDataVersion(db: Database): Promise<void> {
  await db.execute(sql`
    insert into app_meta (key, value, updated_at) values (${DATA_VERSION_KEY}, '1', now())
    on conflict (key) do update
      set value = (coalesce(nullif(app_meta.value, ''), '0')::bigint + 1)::text, updated_at = now()`);
}

/**
 * A writer in this process committed a change no marker sees (news and documents edited in the
 * console): every instance learns it through the version, this process at once.
 */
export async function dataWritten(db: Database): Promise<void> {
  await bumpDataVersion(db);
  dataChangedHere();
}

type Listener = (next: DataVersion, previous: DataVersion | null) => void;

const listeners = new Set<Listener>();
let checkMs = DATA_VERSION_CHECK_MS;
let known: { db: Database; version: DataVersion | null; checkedAt: number } | null = null;
let pending: Promise<void> | null = null;
let checks = 0;

/** Registers a cache's drop; called with the new and the previous version (null: unknown before). */
export function onDataChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(next: DataVersion, previous: DataVersion | null): void {
  for (const listener of listeners) listener(next, previous);
}

/**
 * The process-wide database when one is installed (src/server/db/client.ts keeps it on globalThis):
 * a check never opens one (unit tests use caches without a database).
 */
function installedDb(): Database | null {
  const store = globalThis as typeof globalThis & { __vnfinDb?: DatabaseHandle };
  return store.__vnfinDb?.db ?? null;
}

async function check(db: Database, now: number): Promise<void> {
  checks += 1;
  const previous = known?.db === db ? known.version : null;
  let version: DataVersion;
  try {
    version = await readDataVersion(db);
  } catch {
    // The database is unreachable: keep what is cached (it expires with its TTL) and try again
    // after the interval; the request itself meets the outage on its own query.
    known = { db, version: previous, checkedAt: now };
    return;
  }
  known = { db, version, checkedAt: now };
  if (previous === null || previous.all !== version.all) notify(version, previous);
}

/**
 * Makes sure this process's caches match the data version as read at most DATA_VERSION_CHECK_MS
 * ago: undefined when they do (no wait), else the check every caller shares (one query per
 * interval, not per request). A new database handle counts as a new version.
 */
export function checkDataVersion(now: number = Date.now()): Promise<void> | undefined {
  const db = installedDb();
  if (!db) return undefined;
  if (known && known.db === db && now - known.checkedAt < checkMs) return undefined;
  pending ??= check(db, now).finally(() => {
    pending = null;
  });
  return pending;
}

/** The version this process knows (null before the first check or after a failed first check). */
export function knownDataVersion(): DataVersion | null {
  return known?.version ?? null;
}

/**
 * A writer in this process changed data (the console's import, the seed): every cache drops now and
 * the next use checks the version again.
 */
export function dataChangedHere(): void {
  const previous = known?.version ?? null;
  known = null;
  notify({ all: '', statements: '' }, previous);
}

/** Tests: the check interval (0: every use checks), or the default when ms is undefined. */
export function setDataVersionCheckMs(ms: number | undefined): void {
  checkMs = ms ?? DATA_VERSION_CHECK_MS;
}

/** Tests: how many checks read the database so far. */
export function dataVersionChecks(): number {
  return checks;
}
