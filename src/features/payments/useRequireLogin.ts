import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useAppSelector } from '@/application/hooks';
import { selectAccount } from '@/features/account/accountSlice';
import { loginUrl } from './pricingView';

/**
 * Sends a visitor without a session to the login page, which brings them back to `next`. Returns
 * true once a user is known (restored from this browser or freshly loaded).
 */
export function useRequireLogin(next: string | undefined): { signedIn: boolean; redirecting: boolean } {
  const router = useRouter();
  const { user, isLogin, isCheckExpireDone } = useAppSelector(selectAccount);
  const redirecting = isCheckExpireDone && !isLogin && next !== undefined;

  useEffect(() => {
    if (redirecting) void router.replace(loginUrl(next));
    // Only when the login state settles, not on every router change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [redirecting]);

  return { signedIn: user !== null && !redirecting, redirecting };
}
