import { inArray, sql } from 'drizzle-orm';
import { periodEndDate, type PeriodRef } from '@/common/finance/periods';
import { computeRatios, ratiosFor } from '@/common/finance/ratios';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';
import { unnestSelect } from '../../db/unnest';
import { StatementIndex } from '../ratios/ratios.inputs';
import { readRatioInputs } from '../ratios/ratios.repository';
import { priceKey, readLastCloses } from '../ratios/valuation.repository';
import { loadShareHistories, valuedRatioInput } from '../ratios/valuation.service';
import { rowsOf } from './rows';

/**
 * The latest quarter's ratios of the tickers ratio alerts watch, computed in batch with the ratios
 * page's own pieces (src/server/modules/ratios: its statement index, closes, share histories and the
 * catalogue's formulas), the same steps as getRatiosData for its newest period, so an alert compares
 * exactly the figure the ratios page shows.
 *
 * The latest quarter's ratios change only with new statements, a close or capital around its period
 * end, or a corporate action: all arrive through an import (an import_runs row), the statement source
 * order, or the feed's corporate actions and adjustments, never with a plain new session. The answers
 * are kept per process under that marker, so the evaluation after a daily sync does not recompute them.
 */

type Ratios = Readonly<Record<string, number | null>>;

interface Cached {
  marker: string;
  ratios: Ratios | null;
}

/** Per database (tests open several), per ticker. */
let caches = new WeakMap<Database, Map<string, Cached>>();

/** Tickers per batch (bounds the statement rows held at once). */
const BATCH = 400;

async function statementsMarker(db: Database): Promise<string> {
  const [row] = rowsOf<Record<string, string | number | null>>(
    await db.execute(sql`
      select (select max(id) from import_runs)::text as imports,
             (select max(updated_at)::text from statement_source_priorities) as sources,
             (select count(*) from corporate_actions)::text as actions,
             (select max(id) from corporate_actions)::text as last_action,
             (select count(*) from price_adjustments)::text as adjustments`),
  );
  return ['imports', 'sources', 'actions', 'last_action', 'adjustments']
    .map((key) => String(row?.[key] ?? ''))
    .join('|');
}

/** The newest quarter with a balance sheet or income statement per ticker (as listStatementPeriods). */
async function latestQuarters(db: Database, tickers: readonly string[]): Promise<Map<string, PeriodRef>> {
  const list = unnestSelect(
    [{ key: 'ticker', name: 'ticker', type: 'text' }],
    tickers.map((ticker) => ({ ticker })),
  );
  const rows = rowsOf<{ ticker: string; ordinal: number | string }>(
    await db.execute(sql`
      select v.ticker, max(v.year * 10 + v.quarter) as ordinal
        from statement_values v
       where v.ticker in (select ticker from (${list}) as t(ticker))
         and v.period_type = 'quarter'
         and v.statement in ('BALANCE_SHEET', 'INCOME_STATEMENT')
       group by v.ticker`),
  );
  return new Map(
    rows.map((row) => {
      const ordinal = Number(row.ordinal);
      return [row.ticker, { periodType: 'quarter', year: Math.floor(ordinal / 10), sub: ordinal % 10 }];
    }),
  );
}

async function computeBatch(db: Database, tickers: readonly string[]): Promise<Map<string, Ratios | null>> {
  const out = new Map<string, Ratios | null>(tickers.map((ticker) => [ticker, null]));
  const known = await db
    .select({ ticker: companies.ticker, companyType: companies.companyType })
    .from(companies)
    .where(inArray(companies.ticker, [...tickers]));
  const latest = await latestQuarters(db, tickers);
  const valued = known.filter((company) => latest.has(company.ticker));
  if (valued.length === 0) return out;
  const years = [...latest.values()].map((ref) => ref.year);
  const rows = await readRatioInputs(
    db,
    valued.map((company) => company.ticker),
    'quarter',
    { from: Math.min(...years) - 1, to: Math.max(...years) },
  );
  const index = new StatementIndex(rows, 'quarter');
  const pairs = valued.map((company) => ({
    ticker: company.ticker,
    date: periodEndDate(latest.get(company.ticker) as PeriodRef),
  }));
  const [closes, histories] = [await readLastCloses(db, pairs), await loadShareHistories(db, valued)];
  for (const company of valued) {
    const ref = latest.get(company.ticker) as PeriodRef;
    const price = closes.get(priceKey(company.ticker, periodEndDate(ref))) ?? null;
    const { input } = valuedRatioInput(index, company, ref, price, histories.get(company.ticker));
    out.set(
      company.ticker,
      computeRatios(
        input,
        ratiosFor(company.companyType).map((r) => r.code),
      ),
    );
  }
  return out;
}

export async function latestQuarterRatios(
  db: Database,
  tickers: ReadonlySet<string>,
): Promise<Map<string, Ratios | null>> {
  const out = new Map<string, Ratios | null>();
  if (tickers.size === 0) return out;
  const marker = await statementsMarker(db);
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const missing: string[] = [];
  for (const ticker of tickers) {
    const cached = cache.get(ticker);
    if (cached?.marker === marker) out.set(ticker, cached.ratios);
    else missing.push(ticker);
  }
  for (let i = 0; i < missing.length; i += BATCH) {
    const computed = await computeBatch(db, missing.slice(i, i + BATCH));
    for (const [ticker, ratios] of computed) {
      cache.set(ticker, { marker, ratios });
      out.set(ticker, ratios);
    }
  }
  return out;
}

/** Tests: forget the kept answers. */
export function clearRatioCache(): void {
  caches = new WeakMap();
}
