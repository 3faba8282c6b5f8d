import { Card, Flex, Spin, Tabs, Typography } from 'antd';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useAppSelector } from '@/application/hooks';
import { useGetPlanQuery } from '@/features/account/accountApi';
import { selectAccount } from '@/features/account/accountSlice';
import { AccountScreen } from '@/features/account/components/AccountScreen';
import { ChangePasswordForm } from '@/features/account/components/ChangePasswordForm';
import { DeviceList } from '@/features/account/components/DeviceList';
import { ProfileForm } from '@/features/account/components/ProfileForm';

const PROFILE_PATH = '/account/profile';

function AccountProfilePage() {
  const router = useRouter();
  const { user, isLogin, isCheckExpireDone } = useAppSelector(selectAccount);
  const signedIn = isLogin && user !== null;

  useEffect(() => {
    if (isCheckExpireDone && !isLogin) {
      void router.replace(`/account/login?next=${encodeURIComponent(PROFILE_PATH)}`);
    }
    // Only when the login state settles, not on every router change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isCheckExpireDone, isLogin]);

  // The plan and its expiry dates for the profile tab (ProfileForm reads the answer).
  useGetPlanQuery(undefined, { skip: !signedIn });

  return (
    <AccountScreen title="Thông tin tài khoản" width={880} bare>
      {signedIn ? (
        <Card>
          <Tabs
            items={[
              { key: 'profile', label: 'Thông tin cá nhân', children: <ProfileForm /> },
              { key: 'password', label: 'Đổi mật khẩu', children: <ChangePasswordForm /> },
              { key: 'devices', label: 'Thiết bị', children: <DeviceList /> },
            ]}
            destroyOnHidden
          />
        </Card>
      ) : (
        <Card>
          <Flex vertical align="center" gap={16} style={{ padding: 32 }} data-testid="profile-pending">
            <Spin size="large" />
            <Typography.Text>
              {isCheckExpireDone && !isLogin ? 'Đang chuyển tới trang đăng nhập…' : 'Đang tải tài khoản…'}
            </Typography.Text>
          </Flex>
        </Card>
      )}
    </AccountScreen>
  );
}

export default AccountProfilePage;
