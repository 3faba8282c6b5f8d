import { createSelector } from '@reduxjs/toolkit';
import { useAppSelector } from '@/application/hooks';
import type { RootState } from '@/application/store';
import {
  accessFor,
  PERMISSION_LABELS,
  roleOf,
  type Access,
  type AccessRole,
} from '@/common/access/accessTable';
import type { PermissionCode } from '@/common/constants/permissions';

/** The visitor's role as this browser knows it (account slice: isLogin and the user's plan). */
export const selectAccessRole = createSelector(
  [(state: RootState) => state.account.isLogin, (state: RootState) => state.account.user],
  (isLogin, user): AccessRole =>
    roleOf({ isLogin: isLogin && user !== null, isAdmin: user?.isAdmin, planType: user?.planType }),
);

/**
 * The role once the session check of this page load is done, null before: until then a stored user
 * is not yet confirmed (and the server-rendered page shows what the server decided).
 */
export function selectSettledRole(state: RootState): AccessRole | null {
  return state.account.isCheckExpireDone ? selectAccessRole(state) : null;
}

export interface UseAccess extends Access {
  role: AccessRole;
  /** True once the session check is done; before that `level` reflects a guest. */
  settled: boolean;
  /** What the code opens, in Vietnamese. */
  label: string;
}

/** The visitor's access to a code from the access table (docs/ACCESS.md). */
export function useAccess(code: PermissionCode): UseAccess {
  const role = useAppSelector(selectAccessRole);
  const settled = useAppSelector((state) => state.account.isCheckExpireDone);
  return { ...accessFor(role, code), role, settled, label: PERMISSION_LABELS[code] };
}
