import { sql } from 'drizzle-orm';
import { tickSize } from '@/common/market/tradingCalendar';
import { floatArray, textArray } from '../../db/arrays';
import type { Database } from '../../db/client';
import { SSI_SOURCE, type StockSessionRow } from './mapping';

/**
 * Price adjustments found in the feed itself (docs/DATA.md "Price adjustments"). On an ex-date the
 * exchange sets the reference price below the previous session's basis (HOSE and HNX: its close;
 * UPCOM: its weighted average matched price, rounded to the tick): reference = (basis - cash dividend + rights price x ratio) /
 * (1 + stock ratio + rights ratio). So factor = reference / basis, and every earlier day's
 * adjusted price = price x adj_ratio is multiplied by it. A difference of one tick or less is the
 * exchanges' rounding, not an event.
 */

export { tickSize };

export interface PreviousSession {
  date: string;
  close: number;
  average: number | null;
}

/** The factor of an ex-date, or null when the reference follows the previous session. */
export function adjustmentFactor(
  exchange: string | null,
  refPrice: number,
  previous: PreviousSession,
): { factor: number; basis: number } | null {
  // UPCOM's normal reference is the average rounded to the tick; that is what an event departs from.
  const basis =
    exchange !== 'UPCOM' || previous.average === null
      ? previous.close
      : Math.round(previous.average / tickSize(exchange, previous.average)) *
        tickSize(exchange, previous.average);
  if (!(basis > 0) || !(refPrice > 0)) return null;
  const tick = tickSize(exchange, basis);
  return Math.abs(refPrice - basis) > tick ? { factor: refPrice / basis, basis } : null;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows?: Row[] }).rows ?? [];

/** The last stored session before `date` of each ticker, when it is `previousDay` (no gap). */
async function previousSessions(
  tx: Database,
  tickers: string[],
  date: string,
  previousDay: string,
): Promise<Map<string, PreviousSession & { exchange: string | null }>> {
  const result = await tx.execute(sql`
    select t.ticker, c.exchange, p.date::text as date, p.close, s.average_price
    from unnest(${textArray(tickers)}) as t(ticker)
    join companies c on c.ticker = t.ticker
    cross join lateral (
      select d.date, d.close from daily_prices d
      where d.ticker = t.ticker and d.date < ${date} order by d.date desc limit 1
    ) p
    left join stock_sessions s on s.ticker = t.ticker and s.date = p.date
    where p.date = ${previousDay}`);
  const sessions = new Map<string, PreviousSession & { exchange: string | null }>();
  for (const row of rowsOf(result)) {
    sessions.set(String(row.ticker), {
      date: String(row.date),
      close: Number(row.close),
      average: row.average_price === null ? null : Number(row.average_price),
      exchange: typeof row.exchange === 'string' ? row.exchange : null,
    });
  }
  return sessions;
}

/**
 * Records the ex-dates among a day's sessions and re-bases the earlier prices of those tickers,
 * once per (ticker, ex-date): a re-run inserts nothing and changes nothing. Returns rows changed.
 */
export async function applyAdjustments(
  tx: Database,
  sessions: StockSessionRow[],
  date: string,
  previousDay: string | null,
): Promise<number> {
  if (!previousDay || sessions.length === 0) return 0;
  const previous = await previousSessions(
    tx,
    sessions.map((session) => session.ticker),
    date,
    previousDay,
  );
  const found: { ticker: string; previousClose: number; refPrice: number; factor: number }[] = [];
  for (const session of sessions) {
    const before = previous.get(session.ticker);
    if (!before || session.refPrice === null || session.refPrice === undefined) continue;
    const event = adjustmentFactor(before.exchange, session.refPrice, before);
    if (event) {
      found.push({
        ticker: session.ticker,
        previousClose: event.basis,
        refPrice: session.refPrice,
        factor: event.factor,
      });
    }
  }
  if (found.length === 0) return 0;
  const inserted = rowsOf(
    await tx.execute(sql`
      insert into price_adjustments (ticker, ex_date, previous_close, ref_price, factor, source)
      select a.ticker, ${date}::date, a.previous_close, a.ref_price, a.factor, ${SSI_SOURCE}
      from unnest(${textArray(found.map((item) => item.ticker))},
                  ${floatArray(found.map((item) => item.previousClose))},
                  ${floatArray(found.map((item) => item.refPrice))},
                  ${floatArray(found.map((item) => item.factor))})
        as a(ticker, previous_close, ref_price, factor)
      on conflict do nothing
      returning ticker, factor`),
  );
  if (inserted.length === 0) return 0;
  const rebased = rowsOf(
    await tx.execute(sql`
      update daily_prices p set adj_ratio = round((p.adj_ratio * a.factor)::numeric, 12)::float8
      from unnest(${textArray(inserted.map((row) => String(row.ticker)))},
                  ${floatArray(inserted.map((row) => Number(row.factor)))}) as a(ticker, factor)
      where p.ticker = a.ticker and p.date < ${date}
      returning 1`),
  );
  return inserted.length + rebased.length;
}

/**
 * adj_ratio of a day's new rows: the product of the factors of later ex-dates already known. Both
 * this and the re-basing above round to 12 decimals, so a ratio reached by multiplying event by
 * event equals the one computed at once, and a re-run finds nothing to change.
 */
export async function laterFactors(
  tx: Database,
  tickers: string[],
  date: string,
): Promise<Map<string, number>> {
  if (tickers.length === 0) return new Map();
  const result = await tx.execute(sql`
    select ticker, round(exp(sum(ln(factor)))::numeric, 12)::float8 as ratio from price_adjustments
    where ticker = any(${textArray(tickers)}) and ex_date > ${date} and factor > 0
    group by ticker`);
  return new Map(rowsOf(result).map((row) => [String(row.ticker), Number(row.ratio)]));
}
