import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';

/**
 * One data-version signal shared by every instance on one database (docs/ARCHITECTURE.md
 * "Caching"). The version is a cheap fingerprint of the data that public answers are computed from:
 * one query of aggregates over small tables or indexed columns, whatever process wrote. Two parts:
 *
 * `history`, everything but the day's live prices:
 * - app_meta 'data_version': bumped in the writer's transaction by every file import (runFileImport:
 *   the console's upload, scripts/import.ts, the inbox folder; statements, prices, events, ownership,
 *   macro and industry series, companies), the seed and each day the feed writes (writeFeedDay:
 *   the daily sync, backfill), and right after their write by the console's news, documents and
 *   statement source order;
 * - import_runs (the newest run), feed_runs (the newest run and finish: listings), companies (count,
 *   newest update), corporate_events and corporate_actions (newest id), statement_source_priorities
 *   (newest change): markers that also move with writers that bump nothing (older code, a hand edit
 *   that records an import run).
 *
 * `live`, the day's prices: app_meta 'data_version.live' (bumped by the intraday refresh: board
 * and index bars), the newest stock session and its newest fetched_at, price_board (newest
 * fetched_at, row count).
 *
 * Each process checks the version at most once per DATA_VERSION_CHECK_MS, when a cache is used (never
 * on a timer); a new version drops every per-process data cache (onDataChange listeners), so an
 * answer is at most about a second older than the writer's commit, on every instance, with PGlite or
 * PostgreSQL alike. Memos of history only (the industry valuations) ignore `live`.
 */

export const DATA_VERSION_KEY = 'data_version';
export const LIVE_DATA_VERSION_KEY = 'data_version.live';
export const DATA_VERSION_CHECK_MS = 1_000;

export interface DataVersion {
  /** Every marker: any change of data behind a public answer moves it. */
  all: string;
  /** The markers of everything but the day's live prices (the intraday board and bars). */
  history: string;
}

function rowsOf<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? []);
}

/** Reads the data version (one query). */
export async function readDataVersion(db: Database): Promise<DataVersion> {
  const [row] = rowsOf<{ history: string | null; live: string | null }>(
    await db.execute(sql`
      select
        concat_ws('|',
          (select value || '@' || updated_at::text from app_meta where key = ${DATA_VERSION_KEY}),
          (select max(id)::text from import_runs),
          (select max(id)::text || ':' || coalesce(max(finished_at)::text, '') from feed_runs
            where id > (select coalesce(max(id), 0) - 100 from feed_runs)),
          (select count(*)::text || ':' || coalesce(max(updated_at)::text, '') from companies),
          (select max(id)::text from corporate_events),
          (select max(id)::text from corporate_actions),
          (select max(updated_at)::text from statement_source_priorities)
        ) as history,
        concat_ws('|',
          (select value || '@' || updated_at::text from app_meta where key = ${LIVE_DATA_VERSION_KEY}),
          (select max(date)::text from stock_sessions),
          (select max(fetched_at)::text from stock_sessions
            where date = (select max(date) from stock_sessions)),
          (select count(*)::text || ':' || coalesce(max(fetched_at)::text, '') from price_board)
        ) as live`),
  );
  const history = row?.history ?? '';
  return { history, all: `${history}#${row?.live ?? ''}` };
}

/**
 * Tells every instance that data changed, in the writer's transaction (or right after its commit,
 * never before). 'live': only the day's live prices (the intraday refresh).
 */
export async function bumpDataVersion(db: Database, part: 'history' | 'live' = 'history'): Promise<void> {
  const key = part === 'live' ? LIVE_DATA_VERSION_KEY : DATA_VERSION_KEY;
  await db.execute(sql`
    insert into app_meta (key, value, updated_at) values (${key}, '1', now())
    on conflict (key) do update
      set value = (coalesce(nullif(app_meta.value, ''), '0')::bigint + 1)::text, updated_at = now()`);
}

/**
 * A writer in this process committed a change no other marker sees (news and documents edited in
 * the console): every instance learns it through the version, this process at once.
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
  notify({ all: '', history: '' }, previous);
}

/** Tests: the check interval (0: every use checks), or the default when ms is undefined. */
export function setDataVersionCheckMs(ms: number | undefined): void {
  checkMs = ms ?? DATA_VERSION_CHECK_MS;
}

/** Tests: how many checks read the database so far. */
export function dataVersionChecks(): number {
  return checks;
}
