import { limitedPeriodsMessage } from '@/common/access/accessTable';
import type { NumeralDataQuery, NumeralDataResponse } from '@/common/contracts/ratios';
import type { Database } from '../db/client';
import type { AuthUser } from '../http/auth';
import { getNumeralData } from '../modules/ratios/ratios.service';
import { assertAccess } from './accessContext';

/**
 * Ratios by period as the caller's plan allows (FINANCE_NUMERAL_ALL): a limited caller gets at most
 * the limit's newest periods, with an `access` notice.
 */
export async function numeralDataFor(
  db: Database,
  user: AuthUser | null,
  query: NumeralDataQuery,
): Promise<NumeralDataResponse> {
  const access = assertAccess(user, 'FINANCE_NUMERAL_ALL');
  const maxPeriods =
    access.level === 'limited' && access.limit?.kind === 'periods'
      ? access.limit.periods[query.period]
      : null;
  if (maxPeriods === null) return getNumeralData(db, query);
  const response = await getNumeralData(db, { ...query, limit: Math.min(query.limit, maxPeriods) });
  return {
    ...response,
    access: {
      level: 'limited',
      requiredPlan: access.requiredPlan,
      message: limitedPeriodsMessage(maxPeriods, query.period, access.requiredPlan),
      maxPeriods,
    },
  };
}
