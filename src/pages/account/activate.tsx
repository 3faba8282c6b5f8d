import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { useAppDispatch } from '@/application/hooks';
import { activate } from '@/features/account/accountSlice';
import { AccountScreen } from '@/features/account/components/AccountScreen';
import { ActivateResult } from '@/features/account/components/ActivateResult';
import { withAntd } from '@/application/withAntd';
import { useRouterReady } from '@/lib/useRouterReady';

function AccountActivatePage() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const ready = useRouterReady();
  const token = typeof router.query.token === 'string' ? router.query.token : '';
  const requested = useRef<string | null>(null);

  useEffect(() => {
    // The query is known once the router is ready; a token is spent once, so it is sent once.
    if (!ready || !token || requested.current === token) return;
    requested.current = token;
    void dispatch(activate(token));
  }, [ready, token, dispatch]);

  return (
    <AccountScreen title="Kích hoạt tài khoản" width={560}>
      <ActivateResult hasToken={!ready || token !== ''} />
    </AccountScreen>
  );
}

export default withAntd(AccountActivatePage);
