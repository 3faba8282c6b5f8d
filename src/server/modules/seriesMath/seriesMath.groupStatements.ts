import { periodWindow, SERIES_PERIOD_CODES } from '@/common/access/periodWindow';
import type { CompanyType } from '@/common/constants/market';
import { periodEndDate } from '@/common/finance/periods';
import type { InputSeries, SeriesPoint } from '@/common/seriesMath';
import { roleOfUser } from '../../access/accessContext';
import type { AuthUser } from '../../core/authUser';
import { isAppError } from '../../core/errors';
import type { Database } from '../../db/client';
import { resolveMetrics, type ResolvedMetric } from '../charts/metrics/metricIndex';
import { readCompanyTypes, readGroupStatementLine } from './seriesMath.repository';

/**
 * A statement line of a whole group in one read (the group aggregates' common case: total loans of
 * all listed banks), with the same rules as the chart data service reading each ticker: the metric
 * resolved per company type (a member whose type has no such line counts as missing), the chosen
 * source of each period, and the plan's period window (the newest periods a limited plan sees).
 */

export interface GroupStatementLine {
  /** Each member's series; null for a member the line does not exist for. */
  members: Map<string, InputSeries | null>;
  metric: ResolvedMetric | null;
  /** The members that exist in the companies table. */
  known: Set<string>;
  notice?: string;
}

/** Source of statement figures, as the chart data service names it. */
export const STATEMENT_SOURCE = 'Báo cáo tài chính';

export async function loadGroupStatementLine(
  db: Database,
  user: AuthUser | null,
  request: { tickers: readonly string[]; key: string; periodType: 'quarter' | 'year' },
): Promise<GroupStatementLine> {
  const types = await readCompanyTypes(db, request.tickers);
  const byType = new Map<CompanyType, ResolvedMetric | null>();
  for (const type of new Set(types.values())) {
    try {
      const [metric] = await resolveMetrics(db, type, [request.key]);
      byType.set(type, metric ?? null);
    } catch (error) {
      if (!isAppError(error) || error.code !== 'VALIDATION') throw error;
      byType.set(type, null);
    }
  }
  const metric = [...byType.values()].find((found) => found?.kind === 'statement') ?? null;
  const members = new Map<string, InputSeries | null>(request.tickers.map((ticker) => [ticker, null]));
  const known = new Set(types.keys());
  if (metric?.kind !== 'statement') return { members, metric, known };
  const readable = request.tickers.filter((ticker) => {
    const type = types.get(ticker);
    return type !== undefined && byType.get(type)?.kind === 'statement';
  });
  const rows = await readGroupStatementLine(db, {
    tickers: readable,
    statement: metric.statement,
    itemCode: metric.itemCode,
    periodType: request.periodType,
  });
  const points = new Map<string, SeriesPoint[]>(readable.map((ticker) => [ticker, []]));
  for (const row of rows) {
    const sub = request.periodType === 'year' ? 0 : row.quarter;
    const x = Date.parse(
      `${periodEndDate({ periodType: request.periodType, year: row.year, sub })}T00:00:00Z`,
    );
    points.get(row.ticker)?.push([x, row.value]);
  }
  const window = periodWindow(roleOfUser(user), SERIES_PERIOD_CODES.statement, request.periodType);
  let cut = false;
  for (const [ticker, list] of points) {
    const kept = window === null ? list : window.maxPeriods <= 0 ? [] : list.slice(-window.maxPeriods);
    if (kept.length < list.length) cut = true;
    members.set(ticker, { frequency: request.periodType, points: kept });
  }
  return { members, metric, known, ...(cut && window ? { notice: window.notice.message } : {}) };
}
