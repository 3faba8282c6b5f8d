import type { PermissionCode } from '@/common/constants/permissions';
import type { Guard } from '../http/handler';
import { assertAccess } from './accessContext';

/**
 * A defineRoute guard: 403 PLAN_REQUIRED (extra: code, requiredPlan) when the caller's role has no
 * access to the code at all. Limited access passes; the handler clamps its answer (limitOf).
 */
export function requireAccess(code: PermissionCode): Guard {
  return ({ user }) => {
    assertAccess(user, code);
  };
}
