import { sql } from 'drizzle-orm';
import type { AlertCondition } from '@/common/alerts/conditions';
import { VOLUME_AVERAGE_SESSIONS } from '@/common/alerts/conditions';
import { closeSeries, type TickerFacts } from '@/common/alerts/observe';
import type { Database } from '../../db/client';
import { unnestSelect } from '../../db/unnest';
import { loadMarketSnapshot } from '../market/snapshot';
import { latestQuarterRatios } from './alerts.ratios';
import { rowsOf } from './rows';

/**
 * The facts of every ticker the active alerts watch, read in batch (docs/DATA.md "Alerts"): one
 * market snapshot (src/server/modules/market/snapshot.ts), one query for the 20-session volume
 * means, one for the daily closes the indicators need, one for the newest corporate event, and the
 * latest quarter's ratios only of tickers a ratio alert watches. Never a query per alert.
 */

/** Daily closes read per ticker for SMA/EMA/RSI: the longest period (200) plus EMA's settling. */
export const CLOSES_PER_TICKER = 260;

export interface FactNeeds {
  tickers: Set<string>;
  volume: Set<string>;
  closes: Set<string>;
  ratios: Set<string>;
  events: Set<string>;
}

export function emptyNeeds(): FactNeeds {
  return { tickers: new Set(), volume: new Set(), closes: new Set(), ratios: new Set(), events: new Set() };
}

/** Adds what `condition` needs for `tickers`. */
export function addNeeds(needs: FactNeeds, condition: AlertCondition, tickers: readonly string[]): void {
  for (const ticker of tickers) {
    needs.tickers.add(ticker);
    if (condition.kind === 'volume_spike') needs.volume.add(ticker);
    if (condition.kind === 'moving_average' || condition.kind === 'rsi') needs.closes.add(ticker);
    if (condition.kind === 'ratio') needs.ratios.add(ticker);
    if (condition.kind === 'corporate_event') needs.events.add(ticker);
  }
}

export interface LatestEvent {
  id: number;
  title: string;
  eventDate: string;
}

export interface LoadedFacts {
  facts: Map<string, TickerFacts>;
  events: Map<string, LatestEvent>;
}

function tickerList(tickers: Iterable<string>) {
  return unnestSelect(
    [{ key: 'ticker', name: 'ticker', type: 'text' }],
    [...tickers].map((ticker) => ({ ticker })),
  );
}

async function readVolumeMeans(
  db: Database,
  before: readonly { ticker: string; date: string }[],
): Promise<Map<string, number>> {
  const means = new Map<string, number>();
  if (before.length === 0) return means;
  const list = unnestSelect(
    [
      { key: 'ticker', name: 'ticker', type: 'text' },
      { key: 'date', name: 'date', type: 'date' },
    ],
    before,
  );
  const result = rowsOf<{ ticker: string; mean: number | string | null; sessions: number | string }>(
    await db.execute(sql`
    select t.ticker, avg(s.total_volume)::float8 as mean, count(s.total_volume)::int as sessions
      from (${list}) as t(ticker, before)
      cross join lateral (
        select total_volume from stock_sessions
         where ticker = t.ticker and date < t.before and total_volume is not null
         order by date desc limit ${VOLUME_AVERAGE_SESSIONS}) as s
     group by t.ticker`),
  );
  for (const row of result) {
    if (Number(row.sessions) === VOLUME_AVERAGE_SESSIONS && row.mean !== null)
      means.set(row.ticker, Number(row.mean));
  }
  return means;
}

async function readCloses(
  db: Database,
  tickers: ReadonlySet<string>,
): Promise<Map<string, { date: string; close: number }[]>> {
  const byTicker = new Map<string, { date: string; close: number }[]>();
  if (tickers.size === 0) return byTicker;
  // Adjusted closes (close x adj_ratio), as the technical summary reads them; newest first per ticker.
  const result = rowsOf<{ ticker: string; date: string; close: number | string }>(
    await db.execute(sql`
    select t.ticker, p.date::text as date, (p.close * p.adj_ratio)::float8 as close
      from (${tickerList(tickers)}) as t(ticker)
      cross join lateral (
        select date, close, adj_ratio from daily_prices
         where ticker = t.ticker order by date desc limit ${CLOSES_PER_TICKER}) as p`),
  );
  for (const row of result) {
    const list = byTicker.get(row.ticker) ?? [];
    list.push({ date: row.date, close: Number(row.close) });
    byTicker.set(row.ticker, list);
  }
  for (const list of byTicker.values()) list.reverse();
  return byTicker;
}

async function readLatestEvents(
  db: Database,
  tickers: ReadonlySet<string>,
): Promise<Map<string, LatestEvent>> {
  const events = new Map<string, LatestEvent>();
  if (tickers.size === 0) return events;
  const result = rowsOf<{ ticker: string; id: number | string; title: string; event_date: string }>(
    await db.execute(sql`
    select distinct on (e.ticker) e.ticker, e.id, e.title, e.event_date::text as event_date
      from corporate_events e
     where e.ticker in (select ticker from (${tickerList(tickers)}) as t(ticker))
     order by e.ticker, e.id desc`),
  );
  for (const row of result) {
    events.set(row.ticker, { id: Number(row.id), title: row.title, eventDate: row.event_date });
  }
  return events;
}

/** The facts of `needs.tickers` (a ticker that is not listed or has no session has null figures). */
export async function loadTickerFacts(db: Database, needs: FactNeeds): Promise<LoadedFacts> {
  const facts = new Map<string, TickerFacts>();
  const events = new Map<string, LatestEvent>();
  if (needs.tickers.size === 0) return { facts, events };
  const snapshot = await loadMarketSnapshot(db, { tickers: [...needs.tickers] });
  const stocks = new Map(snapshot.stocks.map((stock) => [stock.ticker, stock]));
  const volumeBefore = [...needs.volume].flatMap((ticker) => {
    const date = stocks.get(ticker)?.date;
    return date ? [{ ticker, date }] : [];
  });
  const [means, closes, latestEvents, ratios] = [
    await readVolumeMeans(db, volumeBefore),
    await readCloses(db, needs.closes),
    await readLatestEvents(db, needs.events),
    await latestQuarterRatios(db, needs.ratios),
  ];
  for (const ticker of needs.tickers) {
    const stock = stocks.get(ticker);
    const snapshotPoint = { date: stock?.date ?? null, price: stock?.price ?? null };
    facts.set(ticker, {
      date: snapshotPoint.date,
      price: snapshotPoint.price,
      pctChange: stock?.pctChange ?? null,
      volume: stock?.totalVolume ?? null,
      averageVolume20: means.get(ticker) ?? null,
      closes: needs.closes.has(ticker) ? closeSeries(closes.get(ticker) ?? [], snapshotPoint) : [],
      ratios: ratios.get(ticker) ?? null,
      latestEventId: latestEvents.get(ticker)?.id ?? null,
    });
  }
  for (const [ticker, event] of latestEvents) events.set(ticker, event);
  return { facts, events };
}
