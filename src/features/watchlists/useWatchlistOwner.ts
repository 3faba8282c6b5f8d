import { useAppSelector } from '@/application/hooks';
import type { WatchlistOwnerArg } from './watchlistsApi';

/**
 * Whose lists the screens read, as a cache key: 'user:<id>' once the session check says the visitor
 * is signed in, 'guest' otherwise (the server reads the device cookie), null until the check is done
 * (so a signed-in visitor never sees the device's lists flash first).
 */
export function useWatchlistOwner(): WatchlistOwnerArg | null {
  const settled = useAppSelector((state) => state.account.isCheckExpireDone);
  const userId = useAppSelector((state) =>
    state.account.isLogin && state.account.user !== null ? state.account.user.id : null,
  );
  if (!settled) return null;
  return userId === null ? 'guest' : `user:${String(userId)}`;
}
