import {
  ACCESS_RULES,
  accessFor,
  lockedMessage,
  roleFromPermissions,
  type Access,
  type AccessLimit,
  type AccessRole,
} from '@/common/access/accessTable';
import { periodWindow, type PeriodWindow } from '@/common/access/periodWindow';
import type { PeriodType } from '@/common/constants/finance';
import type { PermissionCode } from '@/common/constants/permissions';
import type { AuthUser } from '../core/authUser';
import { AppError } from '../core/errors';

/**
 * What a caller may see, from the access table (src/common/access/accessTable.ts). The role comes
 * from the caller's permission list (which the token verifier fills from the account's plan), so
 * the answer depends on exactly what the response cache keys on.
 */
export interface AccessContext {
  role: AccessRole;
  access(code: PermissionCode): Access;
}

export function roleOfUser(user: AuthUser | null): AccessRole {
  return user ? roleFromPermissions(user) : 'anonymous';
}

export function accessContext(user: AuthUser | null): AccessContext {
  const role = roleOfUser(user);
  return { role, access: (code) => accessFor(role, code) };
}

/** The limit when the caller has a limited form of the code; null when full (or none). */
export function limitOf(user: AuthUser | null, code: PermissionCode): AccessLimit | null {
  const access = accessFor(roleOfUser(user), code);
  return access.level === 'limited' ? (access.limit ?? null) : null;
}

export interface PlanRequiredExtra {
  code: PermissionCode;
  requiredPlan: Access['requiredPlan'];
}

/** The 403 of a code the caller's role does not hold: PLAN_REQUIRED naming the plan, FORBIDDEN for admin codes. */
export function accessDenied(role: AccessRole, code: PermissionCode): AppError {
  const { requiredPlan } = accessFor(role, code);
  const extra: PlanRequiredExtra = { code, requiredPlan };
  const kind = ACCESS_RULES[code].from === 'admin' ? 'FORBIDDEN' : 'PLAN_REQUIRED';
  return new AppError(kind, lockedMessage(role, code), { extra });
}

/** Throws the 403 unless the caller has the code fully or in a limited form. */
export function assertAccess(user: AuthUser | null, code: PermissionCode): Access {
  const role = roleOfUser(user);
  const access = accessFor(role, code);
  if (access.level === 'none') throw accessDenied(role, code);
  return access;
}

/**
 * 403 unless the caller has the code; then the newest periods it may see of the code's figures (null:
 * every period). The period rule of every data route goes through here (docs/ACCESS.md).
 */
export function periodWindowFor(
  user: AuthUser | null,
  code: PermissionCode,
  periodType: PeriodType,
): PeriodWindow | null {
  assertAccess(user, code);
  return periodWindow(roleOfUser(user), code, periodType);
}
