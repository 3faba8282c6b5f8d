import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useAppSelector } from '@/application/hooks';
import { safeNextPath } from '@/features/account/accountFormat';
import { selectAccount } from '@/features/account/accountSlice';
import { useRouterReady } from '@/lib/useRouterReady';
import { AccountScreen } from '@/features/account/components/AccountScreen';
import { LoginForm } from '@/features/account/components/LoginForm';

export default function AccountLoginPage() {
  const router = useRouter();
  const ready = useRouterReady();
  const { isLogin, isCheckExpireDone } = useAppSelector(selectAccount);
  const next = safeNextPath(router.query.next) ?? '/';
  const email = typeof router.query.email === 'string' ? router.query.email : undefined;

  // Already signed in (for example a bookmarked login page): go on.
  useEffect(() => {
    if (isCheckExpireDone && isLogin) void router.replace(next);
    // Only when the login state settles, not on every router change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isCheckExpireDone, isLogin]);

  return (
    <AccountScreen title="Đăng nhập" intro="Đăng nhập để dùng các tính năng theo gói dịch vụ của bạn.">
      <LoginForm key={email ?? ''} initialEmail={email} ready={ready} />
    </AccountScreen>
  );
}
