/**
 * Industry performance and valuation (docs/DATA.md "Industry performance"). Industries are ICB
 * level 2 (the 19 super-sectors: Ngân hàng, Bất động sản, Dịch vụ tài chính ...), the level
 * Vietnamese boards call "ngành" (Vietstock, FireAnt and FiinTrade's "ngành cấp 2").
 *
 * Change over a period, cap-weighted on adjusted prices:
 *
 *   change = Σ shares_i × adjusted close_i(t) / Σ shares_i × adjusted close_i(t0) − 1
 *
 * over the members with a positive share count and an adjusted close on both days (t = the latest
 * session, t0 = the period's start session, periodStartSession); shares are today's (the same count
 * for both days: adjusted closes are on today's share basis, so the ratio is the industry's market
 * value then and now on one basis, and a split or stock dividend moves nothing).
 */

export const PERFORMANCE_PERIODS = ['1D', '1W', '1M', 'YTD', '1Y'] as const;
export type PerformancePeriod = (typeof PERFORMANCE_PERIODS)[number];

export const PERFORMANCE_PERIOD_LABELS: Record<PerformancePeriod, string> = {
  '1D': '1 ngày',
  '1W': '1 tuần',
  '1M': '1 tháng',
  YTD: 'Từ đầu năm',
  '1Y': '1 năm',
};

/** 1D, 1W, 1M count back this many sessions from the latest. */
const SESSIONS_BACK: Partial<Record<PerformancePeriod, number>> = { '1D': 1, '1W': 5, '1M': 22 };

/**
 * The start session t0 of a period, from the market's sessions (ascending, the latest last):
 * 1D, 1W, 1M: 1, 5, 22 sessions before the latest; YTD: the last session of the previous year;
 * 1Y: the last session on or before the same calendar day a year earlier. Null when the history
 * does not reach back that far.
 */
export function periodStartSession(sessions: readonly string[], period: PerformancePeriod): string | null {
  const latest = sessions[sessions.length - 1];
  if (latest === undefined) return null;
  const back = SESSIONS_BACK[period];
  if (back !== undefined) return sessions[sessions.length - 1 - back] ?? null;
  const bound =
    period === 'YTD' ? `${latest.slice(0, 4)}-01-01` : `${Number(latest.slice(0, 4)) - 1}${latest.slice(4)}`;
  // YTD: strictly before 1 January; 1Y: on or before the same day (29 February reads as 1 March).
  let found: string | null = null;
  for (const day of sessions) {
    if (period === 'YTD' ? day < bound : day <= bound) found = day;
    else break;
  }
  return found;
}

/** A member's share count and its adjusted closes at the period's start and end. */
export interface MemberCloses {
  shares: number | null;
  start: number | null;
  end: number | null;
}

export interface CapWeightedChange {
  /** Fraction (0.012 = +1.2 %); null when no member has both closes and shares. */
  change: number | null;
  /** Members counted. */
  members: number;
}

function positive(value: number | null): value is number {
  return value !== null && Number.isFinite(value) && value > 0;
}

/** The cap-weighted change of a group (see the formula above). */
export function capWeightedChange(members: readonly MemberCloses[]): CapWeightedChange {
  let before = 0;
  let after = 0;
  let counted = 0;
  for (const member of members) {
    if (!positive(member.shares) || !positive(member.start) || !positive(member.end)) continue;
    before += member.shares * member.start;
    after += member.shares * member.end;
    counted += 1;
  }
  return { change: counted > 0 ? after / before - 1 : null, members: counted };
}

/**
 * Percentile of today's value in a history: the share of the history's points at or below it, in
 * percent (the lowest point of 5 gives 20, the highest 100). Null without points or today's value.
 */
export function percentileOf(history: readonly (number | null)[], today: number | null): number | null {
  if (today === null || !Number.isFinite(today)) return null;
  const points = history.filter((value): value is number => value !== null && Number.isFinite(value));
  if (points.length === 0) return null;
  return (points.filter((value) => value <= today).length / points.length) * 100;
}

export interface HistoryStats {
  min: number | null;
  max: number | null;
  mean: number | null;
  /** Percent of the points at or below today's (percentileOf). */
  percentile: number | null;
  /** Points with a value. */
  points: number;
}

/** Min, max, mean of a history's points and where today stands in it. */
export function historyStats(history: readonly (number | null)[], today: number | null): HistoryStats {
  const points = history.filter((value): value is number => value !== null && Number.isFinite(value));
  if (points.length === 0) return { min: null, max: null, mean: null, percentile: null, points: 0 };
  return {
    min: Math.min(...points),
    max: Math.max(...points),
    mean: points.reduce((sum, value) => sum + value, 0) / points.length,
    percentile: percentileOf(points, today),
    points: points.length,
  };
}

/** The valuation history covers this many years back from the latest session. */
export const VALUATION_HISTORY_YEARS = 5;

/**
 * The monthly points of the valuation history: the last session of each calendar month from the
 * month VALUATION_HISTORY_YEARS years before the latest session's, the latest session itself
 * standing for its own month (so the history ends with today's point). Sessions ascending.
 */
export function monthlyPoints(sessions: readonly string[]): string[] {
  const latest = sessions[sessions.length - 1];
  if (latest === undefined) return [];
  const firstMonth = `${Number(latest.slice(0, 4)) - VALUATION_HISTORY_YEARS}${latest.slice(4, 7)}`;
  const lastOfMonth = new Map<string, string>();
  for (const day of sessions) {
    const month = day.slice(0, 7);
    if (month >= firstMonth) lastOfMonth.set(month, day);
  }
  return [...lastOfMonth.values()];
}
