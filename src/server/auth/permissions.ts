import { permissionsForRole, roleOf } from '@/common/access/accessTable';
import { derivePlan, type PlanDays } from './plan';

/**
 * Permission codes (spec section 6) an account holds: the full codes of its role in the access table
 * (src/common/access/accessTable.ts, docs/ACCESS.md). Administrators hold every code; otherwise the
 * plan derived from the plan days (spec section 4); no plan with days left means a free account.
 */
export function permissionsFor(user: PlanDays & { isAdmin: boolean }, now: Date = new Date()): string[] {
  return permissionsForRole(
    roleOf({ isLogin: true, isAdmin: user.isAdmin, planType: derivePlan(user, now).planType }),
  );
}
