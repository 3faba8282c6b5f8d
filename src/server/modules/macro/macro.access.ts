import type { AccessRole } from '@/common/access/accessTable';
import { accessFor } from '@/common/access/accessTable';
import { macroPermissionOf } from '@/common/macro/access';
import { assertAccess } from '../../access/accessContext';
import type { AuthUser } from '../../core/authUser';

type Gated = { groupCode: string; isFree: boolean; code?: string };

/** True when the role has no access to the item's code (its figures answer 403 PLAN_REQUIRED). */
export function isLockedFor(role: AccessRole, item: Gated): boolean {
  return accessFor(role, macroPermissionOf(item)).level === 'none';
}

/**
 * The plan that opens a locked item; null when none is needed (a free account opens it: the caller
 * is a guest) or when it is open. The menu says it, so a guest is offered the free registration.
 */
export function requiredPlanFor(role: AccessRole, item: Gated) {
  return accessFor(role, macroPermissionOf(item)).requiredPlan;
}

/** The standard 403 PLAN_REQUIRED (message and `extra` of the access table) for a locked item. */
export function assertMacroAccess(user: AuthUser | null, item: Gated): void {
  assertAccess(user, macroPermissionOf(item));
}
