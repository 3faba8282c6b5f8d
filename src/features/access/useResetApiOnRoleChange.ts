import { useEffect, useRef } from 'react';
import { api } from '@/application/api';
import { useAppDispatch, useAppSelector } from '@/application/hooks';
import type { AccessRole } from '@/common/access/accessTable';
import { selectSettledRole } from './useAccess';

/**
 * Data answers depend on the caller's plan, so when the role changes within a page load (login,
 * logout, a purchase seen by a fresh user, an expired session) the RTK Query cache is dropped and
 * the mounted screens ask again with the new token. The first settled role of a page load does not
 * reset: the server rendered that page for the same token.
 */
export function useResetApiOnRoleChange(): void {
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectSettledRole);
  const previous = useRef<AccessRole | null>(null);
  useEffect(() => {
    if (role === null) return;
    if (previous.current !== null && previous.current !== role) dispatch(api.util.resetApiState());
    previous.current = role;
  }, [role, dispatch]);
}
