import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { getRatiosData } from '../ratios/ratios.service';
import { rowsOf } from './rows';

/**
 * The latest quarter's ratios of the tickers ratio alerts watch, computed by the ratios page's own
 * service (src/server/modules/ratios, the catalogue's formulas) so an alert compares exactly the
 * figure the page shows. The latest quarter changes only with new statements, a new close around
 * the period end or new capital, all of which arrive through an import (an import_runs row), the
 * statement source order, or a new session: the answers are kept per process under that marker.
 */

interface Cached {
  marker: string;
  ratios: Readonly<Record<string, number | null>> | null;
}

/** Per database (tests open several), per ticker. */
let caches = new WeakMap<Database, Map<string, Cached>>();

async function statementsMarker(db: Database): Promise<string> {
  const result = rowsOf<{ imports: number | null; sources: string | null; session: string | null }>(
    await db.execute(sql`
    select (select max(id) from import_runs) as imports,
           (select max(updated_at)::text from statement_source_priorities) as sources,
           (select max(date)::text from stock_sessions) as session`),
  );
  const row = result[0];
  return `${row?.imports ?? 0}|${row?.sources ?? ''}|${row?.session ?? ''}`;
}

/** The newest quarter's value of every catalogue ratio, by code; null for a ticker without statements. */
async function computeLatest(db: Database, ticker: string): Promise<Record<string, number | null> | null> {
  try {
    const data = await getRatiosData(db, { ticker, period: 'quarter', limit: 1 });
    if (data.periods.length === 0) return null;
    return Object.fromEntries(data.metrics.map((code) => [code, data.values[code]?.[0] ?? null]));
  } catch (error) {
    // An unknown ticker (deleted since) has no ratios; anything else is a real failure.
    if ((error as { code?: unknown }).code === 'NOT_FOUND') return null;
    throw error;
  }
}

export async function latestQuarterRatios(
  db: Database,
  tickers: ReadonlySet<string>,
): Promise<Map<string, Readonly<Record<string, number | null>> | null>> {
  const out = new Map<string, Readonly<Record<string, number | null>> | null>();
  if (tickers.size === 0) return out;
  const marker = await statementsMarker(db);
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  for (const ticker of tickers) {
    const cached = cache.get(ticker);
    if (cached?.marker === marker) {
      out.set(ticker, cached.ratios);
      continue;
    }
    const ratios = await computeLatest(db, ticker);
    cache.set(ticker, { marker, ratios });
    out.set(ticker, ratios);
  }
  return out;
}

/** Tests: forget the kept answers. */
export function clearRatioCache(): void {
  caches = new WeakMap();
}
