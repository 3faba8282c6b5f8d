import { Button, Flex, Result, Spin, Typography } from 'antd';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useAppSelector } from '@/application/hooks';
import { selectAccount } from '@/features/account/accountSlice';
import { ADMIN_FORBIDDEN_TEXT } from '../adminFormat';

/**
 * Shows the console to administrators only (user.isAdmin of the account state); everyone else sees
 * a 403. The server refuses every admin call of a non-admin anyway: this only spares them the screen.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { user, isCheckExpireDone } = useAppSelector(selectAccount);
  if (user?.isAdmin) return <>{children}</>;
  if (!user && !isCheckExpireDone) {
    return (
      <Flex vertical align="center" gap={16} style={{ padding: 48 }} data-testid="admin-checking">
        <Spin size="large" />
        <Typography.Text>Đang kiểm tra quyền truy cập…</Typography.Text>
      </Flex>
    );
  }
  return (
    <Result
      status="403"
      title="403"
      subTitle={ADMIN_FORBIDDEN_TEXT}
      data-testid="admin-forbidden"
      extra={
        user ? (
          <Link href="/">
            <Button type="primary">Về trang chủ</Button>
          </Link>
        ) : (
          <Link href="/account/login?next=%2Fadmin">
            <Button type="primary">Đăng nhập</Button>
          </Link>
        )
      }
    />
  );
}
