import type { RatiosDataQuery, RatiosDataResponse } from '@/common/contracts/ratios';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../core/authUser';
import { getRatiosData } from './ratios.service';
import { periodWindowFor } from '../../access/accessContext';

/**
 * Ratios by period as the caller's plan allows (FINANCE_NUMERAL_ALL): a limited caller gets at most
 * the limit's newest periods, with an `access` notice.
 */
export async function ratiosDataFor(
  db: Database,
  user: AuthUser | null,
  query: RatiosDataQuery,
): Promise<RatiosDataResponse> {
  const window = periodWindowFor(user, 'FINANCE_NUMERAL_ALL', query.period);
  if (!window) return getRatiosData(db, query);
  if (window.maxPeriods === 0) {
    // Nothing the plan allows: the answer says so rather than what the data would have had.
    const response = await getRatiosData(db, { ...query, limit: 1 });
    const values = Object.fromEntries(response.metrics.map((code) => [code, []]));
    return {
      ...response,
      periods: [],
      values,
      prices: [],
      valuations: [],
      reasons: undefined,
      averages: undefined,
      emptyReason: window.notice.message,
      access: window.notice,
    };
  }
  // The averages use only the periods the plan shows: one reaching further back says so.
  const response = await getRatiosData(
    db,
    { ...query, limit: Math.min(query.limit, window.maxPeriods) },
    { maxPeriods: window.maxPeriods, reason: window.notice.message },
  );
  return { ...response, access: window.notice };
}
