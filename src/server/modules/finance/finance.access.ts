import type {
  AccessNotice,
  FinanceDataQuery,
  FinanceDataRangeQuery,
  FinanceDataRangeResponse,
  FinanceDataResponse,
  FinanceLabel,
  FinanceLabelQuery,
  FinancePeriod,
  FinanceTickerDataQuery,
} from '@/common/contracts/finance';
import type { PeriodRef } from '@/common/finance/periods';
import type { AuthUser } from '../../core/authUser';
import type { Database } from '../../db/client';
import { cached, cacheKey } from './finance.cache';
import {
  financeRangeOf,
  getFinanceData,
  getFinanceDataRange,
  getFinanceLabels,
  getFinanceTickerData,
  listFinancePeriods,
} from './finance.service';
import { assertAccess, periodWindowFor } from '../../access/accessContext';

/**
 * Financial statements as the caller's plan allows (FINANCE_REPORT_ALL): full history, or only the
 * newest periods the table's limit gives (the limit counts the periods the table can show, so a
 * company whose data stop in 2020 shows its last periods, not nothing) with an `access` notice.
 */

const CODE = 'FINANCE_REPORT_ALL';

interface Clamp {
  /** The periods the caller may see, oldest first (the newest `maxPeriods` the table has). */
  window: PeriodRef[];
  /** The oldest of them; null when the table has no periods at all. */
  oldest: PeriodRef | null;
  maxPeriods: number;
  notice: AccessNotice;
}

/**
 * Null when the caller sees everything; else the window the answer is clamped to (with asOf, the
 * newest periods published by then).
 */
async function clampFor(
  db: Database,
  user: AuthUser | null,
  query: FinanceDataRangeQuery & { asOf?: string },
): Promise<Clamp | null> {
  const allowed = periodWindowFor(user, CODE, query.period);
  if (!allowed) return null;
  // Kept like the tables themselves (finance.cache.ts): a clamped answer no longer costs two queries.
  const { ticker, tableName, period, statement, asOf } = query;
  const periods = await cached(
    cacheKey('finance-periods', { ticker, tableName, period, statement, asOf }),
    () => listFinancePeriods(db, query),
  );
  const window = allowed.maxPeriods > 0 ? periods.slice(-allowed.maxPeriods) : [];
  return { window, oldest: window[0] ?? null, maxPeriods: allowed.maxPeriods, notice: allowed.notice };
}

function ordinal(period: { year: number; quarter: number }): number {
  return period.year * 100 + period.quarter;
}

function allowed(clamp: Clamp, period: FinancePeriod): boolean {
  return clamp.oldest !== null && ordinal(period) >= clamp.oldest.year * 100 + clamp.oldest.sub;
}

/** Keeps the periods (and their values and reasons) of an answer that the clamp allows. */
function clampResponse(response: FinanceDataResponse, clamp: Clamp): FinanceDataResponse {
  const keep = response.periods.map((period) => allowed(clamp, period));
  const periods = response.periods.filter((_, index) => keep[index]);
  const keys = new Set(periods.map((period) => period.key));
  const values = Object.fromEntries(
    Object.entries(response.values).map(([code, row]) => [code, row.filter((_, index) => keep[index])]),
  );
  const unavailable = Object.fromEntries(
    Object.entries(response.unavailable).filter(([key]) => keys.has(key)),
  );
  // A quality mark carries published figures: only those of the periods the caller may see.
  const quality = response.quality?.filter((mark) => keys.has(mark.periodKey));
  const sources = response.sources
    ? Object.fromEntries(Object.entries(response.sources).filter(([key]) => keys.has(key)))
    : undefined;
  // An answer the plan empties says so (the data's own reason stays when there was nothing anyway).
  const emptyReason =
    periods.length > 0
      ? undefined
      : response.periods.length > 0
        ? clamp.notice.message
        : response.emptyReason;
  return {
    ...response,
    periods,
    values,
    unavailable,
    quality: quality && quality.length > 0 ? quality : undefined,
    sources,
    emptyReason,
    access: clamp.notice,
  };
}

export async function financeDataFor(
  db: Database,
  user: AuthUser | null,
  query: FinanceDataQuery,
): Promise<FinanceDataResponse> {
  const clamp = await clampFor(db, user, query);
  if (!clamp) return getFinanceData(db, query);
  // Never compute more than the caller may see; the filter then drops anything older than the window.
  const limit = Math.min(query.limit ?? clamp.maxPeriods, clamp.maxPeriods);
  return clampResponse(await getFinanceData(db, { ...query, limit }), clamp);
}

export async function financeTickerDataFor(
  db: Database,
  user: AuthUser | null,
  query: FinanceTickerDataQuery,
): Promise<FinanceDataResponse> {
  const clamp = await clampFor(db, user, query);
  const response = await getFinanceTickerData(db, query);
  if (!clamp) return response;
  const [period] = response.periods;
  if (period && allowed(clamp, period)) return { ...response, access: clamp.notice };
  // An older period than the plan shows: the row names stay, the figures do not.
  const values = Object.fromEntries(Object.keys(response.values).map((code) => [code, [null]]));
  const unavailable = period ? { [period.key]: clamp.notice.message } : {};
  return { ...response, values, unavailable, access: clamp.notice };
}

export async function financeDataRangeFor(
  db: Database,
  user: AuthUser | null,
  query: FinanceDataRangeQuery,
): Promise<FinanceDataRangeResponse> {
  const clamp = await clampFor(db, user, query);
  if (!clamp) return getFinanceDataRange(db, query);
  return { ...financeRangeOf(clamp.window), access: clamp.notice };
}

/** The template rows hold no figures: any access to the statements shows them. */
export async function financeLabelsFor(
  db: Database,
  user: AuthUser | null,
  query: FinanceLabelQuery,
): Promise<FinanceLabel[]> {
  assertAccess(user, CODE);
  return getFinanceLabels(db, query);
}
