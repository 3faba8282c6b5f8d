import { useEffect } from 'react';
import { useAppDispatch } from '@/application/hooks';
import { useResetApiOnRoleChange } from '@/features/access/useResetApiOnRoleChange';
import { registerSessionHandlers } from '@/lib/http';
import { clearUserData, getAccessToken, getUserData } from '@/lib/storage';
import { accountApi } from './accountApi';
import { checkExpired, sessionEnded, sessionRefreshed, userRestored } from './accountSlice';

/**
 * Restores the signed-in user in the browser once the page is interactive (never during server
 * rendering, so the first paint matches the server's): the user from localStorage, then the expiry
 * check of the session, then a fresh copy of the user. Also hears the http client's session renewals.
 */
export function useAccountBootstrap(): void {
  const dispatch = useAppDispatch();
  // Data answers depend on the plan: a login, logout or new plan refetches them (docs/ACCESS.md).
  useResetApiOnRoleChange();
  useEffect(() => {
    registerSessionHandlers({
      refreshed: (login) => dispatch(sessionRefreshed(login.user)),
      ended: () => dispatch(sessionEnded()),
    });
    const stored = getUserData();
    if (!getAccessToken() && stored) clearUserData();
    else if (stored) dispatch(userRestored(stored));
    void dispatch(checkExpired()).then((action) => {
      if (checkExpired.fulfilled.match(action) && action.payload.hasSession) {
        void dispatch(
          accountApi.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: true }),
        );
      }
    });
    return () => {
      registerSessionHandlers(undefined);
    };
  }, [dispatch]);
}
