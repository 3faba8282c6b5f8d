import { periodEndDate, type PeriodRef } from '@/common/finance/periods';
import { computeRatios } from '@/common/finance/ratios';
import { medianOf } from '@/common/finance/ratioStats';
import { STATEMENT_MAX_AGE_DAYS, type PriceObservation } from '@/common/finance/valuation';
import { monthlyPoints } from '@/common/market/industryPerformance';
import { onDataChange } from '../../data/dataVersion';
import type { Database } from '../../db/client';
import { StatementIndex } from '../ratios/ratios.inputs';
import { readRatioInputs, type RatioValueRow } from '../ratios/ratios.repository';
import { priceKey, readLastCloses } from '../ratios/valuation.repository';
import { loadShareHistories, valuedRatioInput } from '../ratios/valuation.service';
import type { IndustryMember } from './industries.repository';

/**
 * The median P/E and P/B of each ICB level-2 industry at monthly points over five years
 * (docs/DATA.md "Industry performance"). A member's multiple at a point d is the company overview's
 * "today's multiple" taken at d: its newest quarter ending on or before d, valued at its last close
 * on or before d through the one valuation basis (valuedRatioInput: the close within the period's
 * last 14 days up to STATEMENT_MAX_AGE_DAYS.quarter after it, on today's share basis) and the ratio
 * catalogue's P/E and P/B (null when EPS or equity ≤ 0). The median is over the members with a value.
 */

const MULTIPLES = ['PE', 'PB'] as const;
type Multiple = (typeof MULTIPLES)[number];

export interface IndustryValuationSeries {
  /** Per monthly point (the answer's `dates`), the median; null when no member has a value. */
  medians: Record<Multiple, (number | null)[]>;
  /** Members with a value at the last point (today). */
  membersToday: Record<Multiple, number>;
}

export interface IndustryValuations {
  /** The monthly points, ascending; the last is the latest session. */
  dates: string[];
  byIndustry: Map<string, IndustryValuationSeries>;
  computedAt: string;
  /** How long the computation took (ms), for the notes and the log. */
  tookMs: number;
}

/** readLastCloses takes two parameters per pair; PostgreSQL allows 65,535 per statement. */
const CLOSE_PAIRS_PER_QUERY = 20_000;

async function readClosesAt(
  db: Database,
  tickers: readonly string[],
  dates: readonly string[],
): Promise<Map<string, PriceObservation>> {
  const pairs = tickers.flatMap((ticker) => dates.map((date) => ({ ticker, date })));
  const result = new Map<string, PriceObservation>();
  for (let start = 0; start < pairs.length; start += CLOSE_PAIRS_PER_QUERY) {
    const part = await readLastCloses(db, pairs.slice(start, start + CLOSE_PAIRS_PER_QUERY));
    for (const [key, value] of part) result.set(key, value);
  }
  return result;
}

/** Each ticker's quarters with statement figures, newest first. */
function quartersByTicker(rows: readonly RatioValueRow[]): Map<string, PeriodRef[]> {
  const seen = new Map<string, Map<number, PeriodRef>>();
  for (const row of rows) {
    if (row.value === null) continue;
    const own = seen.get(row.ticker) ?? new Map<number, PeriodRef>();
    own.set(row.year * 4 + row.quarter, { periodType: 'quarter', year: row.year, sub: row.quarter });
    seen.set(row.ticker, own);
  }
  return new Map(
    [...seen].map(([ticker, refs]) => [ticker, [...refs].sort(([a], [b]) => b - a).map(([, ref]) => ref)]),
  );
}

/** The monthly medians of every industry of `members`, over the sessions given (ascending). */
export async function computeIndustryValuations(
  db: Database,
  members: readonly IndustryMember[],
  sessions: readonly string[],
): Promise<IndustryValuations> {
  const started = performance.now();
  const dates = monthlyPoints(sessions);
  const first = dates[0];
  const last = dates[dates.length - 1];
  const byIndustry = new Map<string, IndustryValuationSeries>();
  if (first === undefined || last === undefined || members.length === 0) {
    return { dates, byIndustry, computedAt: new Date().toISOString(), tookMs: 0 };
  }
  const tickers = members.map((member) => member.ticker);
  // One year before the first point: the trailing four quarters and the year-ago balances.
  const [rows, closes, histories] = await Promise.all([
    readRatioInputs(db, tickers, 'quarter', {
      from: Number(first.slice(0, 4)) - 2,
      to: Number(last.slice(0, 4)),
    }),
    readClosesAt(db, tickers, dates),
    loadShareHistories(db, members),
  ]);
  const index = new StatementIndex(rows, 'quarter');
  const quarters = quartersByTicker(rows);
  const values = new Map<string, Record<Multiple, (number | null)[][]>>();
  for (const member of members) {
    const own = quarters.get(member.ticker) ?? [];
    const industry = values.get(member.icbCode2) ?? {
      PE: dates.map(() => []),
      PB: dates.map(() => []),
    };
    dates.forEach((date, position) => {
      const ref = own.find((candidate) => periodEndDate(candidate) <= date);
      if (!ref) return;
      const price = closes.get(priceKey(member.ticker, date)) ?? null;
      const { input } = valuedRatioInput(
        index,
        member,
        ref,
        price,
        histories.get(member.ticker),
        STATEMENT_MAX_AGE_DAYS.quarter,
      );
      const ratios = computeRatios(input, MULTIPLES);
      for (const code of MULTIPLES) industry[code][position]?.push(ratios[code] ?? null);
    });
    values.set(member.icbCode2, industry);
  }
  for (const [code, industry] of values) {
    const count = (list: (number | null)[] | undefined) =>
      (list ?? []).filter((value) => value !== null && Number.isFinite(value)).length;
    byIndustry.set(code, {
      medians: { PE: industry.PE.map(medianOf), PB: industry.PB.map(medianOf) },
      membersToday: { PE: count(industry.PE[dates.length - 1]), PB: count(industry.PB[dates.length - 1]) },
    });
  }
  return {
    dates,
    byIndustry,
    computedAt: new Date().toISOString(),
    tookMs: Math.round(performance.now() - started),
  };
}

/** A computation is reused while the latest session is the same and it is younger than this. */
export const VALUATION_MEMO_MS = 60 * 60 * 1000;

let memo: { key: string; at: number; value: Promise<IndustryValuations> } | null = null;

/**
 * computeIndustryValuations, kept per process for the latest session (`latest`) for
 * VALUATION_MEMO_MS: a new session (a new key) recomputes at once, and so do new statements, the
 * statement source order, corporate actions or feed days from any instance (the `history` part of
 * the data version, src/server/data/dataVersion.ts; the intraday board alone does not drop it). Concurrent
 * callers share one computation; a failure is not kept.
 */
export function memoIndustryValuations(
  db: Database,
  members: readonly IndustryMember[],
  sessions: readonly string[],
  now = Date.now(),
): Promise<IndustryValuations> {
  const key = `${sessions[sessions.length - 1] ?? ''}|${members.length}`;
  if (memo && memo.key === key && now - memo.at < VALUATION_MEMO_MS) return memo.value;
  const value = computeIndustryValuations(db, members, sessions);
  const entry = { key, at: now, value };
  memo = entry;
  value.catch(() => {
    if (memo === entry) memo = null;
  });
  return value;
}

/** Tests drop the kept computation. */
export function clearIndustryValuationMemo(): void {
  memo = null;
}

onDataChange((next, previous) => {
  // previous null: this process's first check (the memo was just computed at start), or a writer
  // here (next.all empty) which drops it.
  if (next.all === '' || (previous !== null && previous.history !== next.history)) memo = null;
});
