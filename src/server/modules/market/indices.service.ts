import type {
  IndexBreadthResponse,
  IndexChartQuery,
  IndexChartResponse,
  IndexIntradayResponse,
  IndexSummary,
  MarketIndicesResponse,
} from '@/common/contracts/market';
import {
  compareTraded,
  INDEX_CHART_RANGE_MONTHS,
  MARKET_INDEX_CODES,
  MARKET_INDEX_NAMES,
  type MarketIndexCode,
} from '@/common/market/marketSession';
import { addDays } from '@/common/market/tradingCalendar';
import type { Database } from '../../db/client';
import { closeBefore, readIndexLevel } from './indexLevel';
import {
  latestBarDay,
  latestIndexPriceDate,
  readDayBars,
  readIndexCloses,
  readIndexSessions,
} from './market.repository';
import { indexBreadth, indexMembership } from './members';
import { loadMarketSnapshot, type MarketSnapshot } from './snapshot';

/** One index's tile: level, change, traded value and volume against history, breadth. */
async function indexSummary(
  db: Database,
  code: MarketIndexCode,
  snapshot: MarketSnapshot,
): Promise<IndexSummary> {
  const [level, membership] = await Promise.all([readIndexLevel(db, code), indexMembership(db, code)]);
  const breadth = indexBreadth(snapshot, code, membership);
  return {
    code,
    name: MARKET_INDEX_NAMES[code],
    date: level.date,
    live: level.live,
    level: level.level,
    change: level.change,
    pctChange: level.pctChange,
    previousLevel: level.previousLevel,
    value: compareTraded(level.value, level.valueHistory),
    volume: compareTraded(level.volume, level.volumeHistory),
    breadth: breadth.breadth,
    breadthNote: breadth.note,
    officialBreadth: level.officialBreadth,
    provenance: level.provenance,
  };
}

/** GET /api/market/indices: the four indices with their breadth, from one snapshot of the market (`shared`: one the caller loaded already). */
export async function getMarketIndices(
  db: Database,
  shared?: MarketSnapshot,
): Promise<MarketIndicesResponse> {
  const snapshot = shared ?? (await loadMarketSnapshot(db));
  const indices = await Promise.all(MARKET_INDEX_CODES.map((code) => indexSummary(db, code, snapshot)));
  return { indices, provenance: { date: snapshot.date, asOf: snapshot.asOf, sources: snapshot.sources } };
}

/** GET /api/market/breadth?index=: the members' advancers, decliners, unchanged, ceiling, floor. */
export async function getIndexBreadth(db: Database, code: MarketIndexCode): Promise<IndexBreadthResponse> {
  const [snapshot, membership] = await Promise.all([loadMarketSnapshot(db), indexMembership(db, code)]);
  const result = indexBreadth(snapshot, code, membership);
  return { index: code, breadth: result.breadth, note: result.note, provenance: result.provenance };
}

/** The day `months` calendar months before `date` (clamped to the month's length). */
export function monthsBefore(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const total = year * 12 + (month - 1) - months;
  const targetYear = Math.floor(total / 12);
  const targetMonth = total % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/**
 * GET /api/market/index-chart?index=&range=: daily closes (index_prices) from the range's start,
 * counted back from the newest stored day, to it.
 */
export async function getIndexChart(db: Database, query: IndexChartQuery): Promise<IndexChartResponse> {
  const newest = await latestIndexPriceDate(db, query.index);
  if (newest === null) {
    return {
      index: query.index,
      range: query.range,
      points: [],
      provenance: { date: null, asOf: null, sources: [] },
    };
  }
  const from = addDays(monthsBefore(newest, INDEX_CHART_RANGE_MONTHS[query.range]), 1);
  const rows = await readIndexCloses(db, query.index, from);
  let asOf: string | null = null;
  for (const row of rows) {
    const written = row.fetchedAt.toISOString();
    if (asOf === null || written > asOf) asOf = written;
  }
  return {
    index: query.index,
    range: query.range,
    points: rows.map((row) => [Date.parse(`${row.date}T00:00:00Z`), row.close]),
    provenance: { date: newest, asOf, sources: [...new Set(rows.map((row) => row.source))].sort() },
  };
}

/**
 * GET /api/market/index-intraday?index=: the bars of the index's newest day with bars, when that day
 * is its latest session or a newer one (the session running); bars of an older day (kept 10 days)
 * are not today's chart: then no bars.
 */
export async function getIndexIntraday(db: Database, code: MarketIndexCode): Promise<IndexIntradayResponse> {
  const [day, sessions] = await Promise.all([latestBarDay(db, code), readIndexSessions(db, code, 22)]);
  const latestSession = sessions[0]?.date;
  if (day === null || (latestSession !== undefined && day < latestSession)) {
    return {
      index: code,
      date: null,
      bars: [],
      previousLevel: null,
      provenance: { date: null, asOf: null, sources: [] },
    };
  }
  const bars = await readDayBars(db, code, day);
  const last = bars.at(-1);
  return {
    index: code,
    date: day,
    bars: bars.map((bar) => [bar.at.getTime(), bar.close, bar.volume]),
    previousLevel: closeBefore(sessions, day),
    provenance: {
      date: day,
      asOf: last ? last.at.toISOString() : null,
      sources: [...new Set(bars.map((bar) => bar.source))].sort(),
    },
  };
}
