import type { MarketProvenance, OfficialBreadth } from '@/common/contracts/market';
import type { Database } from '../../db/client';
import { latestBarDay, readDayBars, readIndexSessions, type IndexSessionRow } from './market.repository';

/**
 * An index's level for the overview (docs/DATA.md "Market overview: indices"). After a session the
 * newest index_sessions row; during one (intraday bars of a day newer than that row) the last bar's
 * close against the previous session's close, with the bars' traded value and volume so far.
 */
export interface IndexLevel {
  date: string | null;
  live: boolean;
  level: number | null;
  change: number | null;
  pctChange: number | null;
  previousLevel: number | null;
  value: number | null;
  volume: number | null;
  /** The earlier sessions' traded value and volume, newest first (for compareTraded). */
  valueHistory: (number | null)[];
  volumeHistory: (number | null)[];
  officialBreadth: OfficialBreadth | null;
  /** The newest stored sessions, newest first (the previous close of any day is among them). */
  sessions: IndexSessionRow[];
  provenance: MarketProvenance;
}

/** Sessions read: the shown one, the previous one and the 20 before it. */
const SESSIONS_READ = 22;

/** Traded value of a session: total (matched + put-through), else matched only. */
export const sessionValue = (row: IndexSessionRow): number | null => row.totalValue ?? row.matchValue;
export const sessionVolume = (row: IndexSessionRow): number | null => row.totalVolume ?? row.matchVolume;
/** The same figures of order matching only, as the intraday bars count (no put-through deals). */
const matchedValue = (row: IndexSessionRow): number | null => row.matchValue ?? row.totalValue;
const matchedVolume = (row: IndexSessionRow): number | null => row.matchVolume ?? row.totalVolume;

function officialBreadth(row: IndexSessionRow): OfficialBreadth | null {
  const counts = {
    advances: row.advances,
    declines: row.declines,
    noChanges: row.noChanges,
    ceilings: row.ceilings,
    floors: row.floors,
  };
  return Object.values(counts).some((count) => count !== null) ? counts : null;
}

const sumKnown = (values: (number | null)[]): number | null => {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : known.reduce((sum, value) => sum + value, 0);
};

const percent = (change: number | null, base: number | null): number | null =>
  change === null || base === null || base === 0 ? null : (change / base) * 100;

export async function readIndexLevel(db: Database, code: string): Promise<IndexLevel> {
  const [sessions, barDay] = await Promise.all([
    readIndexSessions(db, code, SESSIONS_READ),
    latestBarDay(db, code),
  ]);
  const latest = sessions[0];
  if (barDay !== null && (latest === undefined || barDay > latest.date)) {
    const bars = await readDayBars(db, code, barDay);
    const last = bars.at(-1);
    const previousLevel = latest?.value ?? null;
    const level = last?.close ?? null;
    const change = level !== null && previousLevel !== null ? level - previousLevel : null;
    return {
      date: barDay,
      live: true,
      level,
      change,
      pctChange: percent(change, previousLevel),
      previousLevel,
      value: sumKnown(bars.map((bar) => bar.value)),
      volume: sumKnown(bars.map((bar) => bar.volume)),
      // Bars count order matching only: compared with the sessions' matched figures.
      valueHistory: sessions.map(matchedValue),
      volumeHistory: sessions.map(matchedVolume),
      officialBreadth: null,
      sessions,
      provenance: {
        date: barDay,
        asOf: last ? last.at.toISOString() : null,
        sources: [...new Set(bars.map((bar) => bar.source))].sort(),
      },
    };
  }
  if (latest === undefined) {
    return {
      date: null,
      live: false,
      level: null,
      change: null,
      pctChange: null,
      previousLevel: null,
      value: null,
      volume: null,
      valueHistory: [],
      volumeHistory: [],
      officialBreadth: null,
      sessions,
      provenance: { date: null, asOf: null, sources: [] },
    };
  }
  const before = sessions[1];
  // value − change in floating point leaves noise (796.0400000000001): rounded to 1e-6 of a point.
  const previousLevel =
    latest.change !== null ? Math.round((latest.value - latest.change) * 1e6) / 1e6 : (before?.value ?? null);
  const change = latest.change ?? (previousLevel !== null ? latest.value - previousLevel : null);
  return {
    date: latest.date,
    live: false,
    level: latest.value,
    change,
    pctChange: latest.pctChange ?? percent(change, previousLevel),
    previousLevel,
    value: sessionValue(latest),
    volume: sessionVolume(latest),
    valueHistory: sessions.slice(1).map(sessionValue),
    volumeHistory: sessions.slice(1).map(sessionVolume),
    officialBreadth: officialBreadth(latest),
    sessions,
    provenance: { date: latest.date, asOf: latest.fetchedAt.toISOString(), sources: [latest.source] },
  };
}

/** The index's close of the last session before `date` (the base of that day's change), or null. */
export function closeBefore(sessions: readonly IndexSessionRow[], date: string): number | null {
  return sessions.find((row) => row.date < date)?.value ?? null;
}
