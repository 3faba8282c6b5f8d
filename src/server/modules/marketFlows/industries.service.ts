import type {
  IndustriesQuery,
  IndustriesResponse,
  IndustryChange,
  IndustryMultiple,
  IndustryPerformanceRow,
} from '@/common/contracts/marketFlows';
import { daysBeforeDate } from '@/common/finance/valuation';
import {
  capWeightedChange,
  historyStats,
  PERFORMANCE_PERIODS,
  periodStartSession,
  VALUATION_HISTORY_YEARS,
  type PerformancePeriod,
} from '@/common/market/industryPerformance';
import type { Database } from '../../db/client';
import {
  readAdjustedCloses,
  readBoardAfter,
  readIndustryMembers,
  readLatestPriceDate,
  readPriceSessions,
  type IndustryMember,
} from './industries.repository';
import { readIndustryNames } from '../market/market.repository';
import { memoIndustryValuations, type IndustryValuationSeries } from './industryValuation';

/** Sessions read: five years of monthly points and a month more. */
const HISTORY_DAYS = VALUATION_HISTORY_YEARS * 366 + 40;

function multiple(series: IndustryValuationSeries | undefined, code: 'PE' | 'PB'): IndustryMultiple {
  const history = series?.medians[code] ?? [];
  const today = history[history.length - 1] ?? null;
  return { today, members: series?.membersToday[code] ?? 0, ...historyStats(history, today) };
}

/** When the end day's rows were written, and their sources. */
function provenance(rows: readonly { source: string; fetchedAt: Date }[]): {
  asOf: string | null;
  sources: string[];
} {
  let newest: Date | null = null;
  const sources = new Set<string>();
  for (const row of rows) {
    if (newest === null || row.fetchedAt > newest) newest = row.fetchedAt;
    sources.add(row.source);
  }
  return { asOf: newest?.toISOString() ?? null, sources: [...sources].sort() };
}

function changesOf(
  members: readonly IndustryMember[],
  closes: ReadonlyMap<string, number>,
  starts: Record<PerformancePeriod, string | null>,
  latest: string,
): Record<PerformancePeriod, IndustryChange> {
  const entries = PERFORMANCE_PERIODS.map((period): [PerformancePeriod, IndustryChange] => {
    const start = starts[period];
    if (start === null) return [period, { change: null, members: 0 }];
    return [
      period,
      capWeightedChange(
        members.map((member) => ({
          shares: member.shares,
          start: closes.get(`${member.ticker}|${start}`) ?? null,
          end: closes.get(`${member.ticker}|${latest}`) ?? null,
        })),
      ),
    ];
  });
  return Object.fromEntries(entries) as Record<PerformancePeriod, IndustryChange>;
}

/**
 * GET /api/market/industries: each ICB level-2 industry's cap-weighted change over 1D, 1W, 1M, YTD
 * and 1Y, and its median P/E and P/B today against its own five-year monthly history (docs/DATA.md
 * "Industry performance"). Rows sorted by the asked period's change, highest first, unknown last.
 */
export async function getIndustryPerformance(
  db: Database,
  query: IndustriesQuery,
): Promise<IndustriesResponse> {
  const latest = await readLatestPriceDate(db);
  const emptyStarts = Object.fromEntries(
    PERFORMANCE_PERIODS.map((p) => [p, null]),
  ) as IndustriesResponse['periodStarts'];
  if (latest === null) {
    return {
      period: query.period,
      date: null,
      live: false,
      periodStarts: emptyStarts,
      valuation: { from: null, to: null, points: 0, computedAt: new Date().toISOString() },
      asOf: null,
      sources: [],
      rows: [],
    };
  }
  const [members, sessions, board] = await Promise.all([
    readIndustryMembers(db),
    readPriceSessions(db, daysBeforeDate(latest, HISTORY_DAYS)),
    readBoardAfter(db, latest),
  ]);
  // During a session the board is newer than the last daily close: it is the end day t.
  const liveDay = board.reduce<string | null>(
    (day, row) => (day === null || row.date > day ? row.date : day),
    null,
  );
  const end = liveDay ?? latest;
  const days = liveDay ? [...sessions, liveDay] : sessions;
  const periodStarts = Object.fromEntries(
    PERFORMANCE_PERIODS.map((period) => [period, periodStartSession(days, period)]),
  ) as IndustriesResponse['periodStarts'];
  const closeDays = [latest, ...Object.values(periodStarts).filter((day): day is string => day !== null)];
  const [closeRows, valuations, names] = await Promise.all([
    readAdjustedCloses(
      db,
      members.map((member) => member.ticker),
      closeDays,
    ),
    memoIndustryValuations(db, members, sessions),
    readIndustryNames(db, [...new Set(members.map((member) => member.icbCode2))]),
  ]);
  const closes = new Map(closeRows.map((row) => [`${row.ticker}|${row.date}`, row.adjusted]));
  const liveRows = liveDay ? board.filter((row) => row.date === liveDay) : [];
  for (const row of liveRows) {
    if (row.price !== null) closes.set(`${row.ticker}|${end}`, row.price);
    // 1D starts from the exchange's reference price (the previous close, lowered on an ex-date).
    if (row.refPrice !== null) closes.set(`${row.ticker}|${latest}`, row.refPrice);
  }
  const endRows = liveDay ? liveRows : closeRows.filter((row) => row.date === latest);
  const groups = new Map<string, IndustryMember[]>();
  for (const member of members) groups.set(member.icbCode2, [...(groups.get(member.icbCode2) ?? []), member]);
  const rows: IndustryPerformanceRow[] = [...groups].map(([icbCode, group]) => {
    const series = valuations.byIndustry.get(icbCode);
    return {
      icbCode,
      name: names.get(icbCode) ?? icbCode,
      companies: group.length,
      changes: changesOf(group, closes, periodStarts, end),
      pe: multiple(series, 'PE'),
      pb: multiple(series, 'PB'),
    };
  });
  const changeOf = (row: IndustryPerformanceRow) =>
    row.changes[query.period].change ?? Number.NEGATIVE_INFINITY;
  rows.sort((a, b) => changeOf(b) - changeOf(a) || a.icbCode.localeCompare(b.icbCode));
  return {
    period: query.period,
    date: end,
    live: liveDay !== null,
    periodStarts,
    valuation: {
      from: valuations.dates[0] ?? null,
      to: valuations.dates[valuations.dates.length - 1] ?? null,
      points: valuations.dates.length,
      computedAt: valuations.computedAt,
    },
    ...provenance(endRows),
    rows,
  };
}
