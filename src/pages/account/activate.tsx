import { Spin } from 'antd';
import { useRouter } from 'next/router';
import { AccountScreen } from '@/features/account/components/AccountScreen';
import { ActivateForm } from '@/features/account/components/ActivateForm';
import { useRouterReady } from '@/lib/useRouterReady';

/**
 * The activation link's page. Nothing is sent on load (a mail scanner opening the link activates
 * nothing): the form asks for the password chosen at registration and posts it with the token.
 */
function AccountActivatePage() {
  const router = useRouter();
  const ready = useRouterReady();
  const token = typeof router.query.token === 'string' ? router.query.token : '';

  return (
    <AccountScreen title="Kích hoạt tài khoản" width={560}>
      {ready ? (
        <ActivateForm token={token} />
      ) : (
        <div style={{ padding: 48, textAlign: 'center' }} data-testid="activate-pending">
          <Spin size="large" />
        </div>
      )}
    </AccountScreen>
  );
}

export default AccountActivatePage;
