import { accessFor, lockedMessage } from '@/common/access/accessTable';
import type { ValuationBandsQuery, ValuationBandsResponse } from '@/common/contracts/valuation';
import { periodWindowFor, roleOfUser } from '../../access/accessContext';
import type { AuthUser } from '../../core/authUser';
import type { Database } from '../../db/client';
import { getValuationBands } from './bands.service';

/**
 * The bands as the caller's plan allows (docs/ACCESS.md), by the ratios' rules: the company's own
 * multiples are ratios (FINANCE_NUMERAL_ALL: a limited caller sees only the sessions valued on the
 * company's newest 8 statement quarters, with the ratios' `access` notice); the industry median is
 * the same-industry comparison (ANALYSIS_VALUE_ALL): without it the line comes locked, naming the plan.
 */
export function valuationBandsFor(
  db: Database,
  user: AuthUser | null,
  query: ValuationBandsQuery,
): Promise<ValuationBandsResponse> {
  const window = periodWindowFor(user, 'FINANCE_NUMERAL_ALL', 'quarter');
  const role = roleOfUser(user);
  const industry = accessFor(role, 'ANALYSIS_VALUE_ALL');
  const industryLock =
    industry.level === 'none'
      ? {
          locked: true as const,
          requiredPlan: industry.requiredPlan,
          message: lockedMessage(role, 'ANALYSIS_VALUE_ALL'),
        }
      : null;
  return getValuationBands(db, query, {
    maxQuarters: window ? window.maxPeriods : null,
    industryLock,
    ...(window ? { access: window.notice } : {}),
  });
}
