import { Button, Flex, Result, Spin, Typography } from 'antd';
import Link from 'next/link';
import { useAppSelector } from '@/application/hooks';
import { selectAccount } from '@/features/account/accountSlice';
import { PortfolioWorkspace } from './PortfolioWorkspace';

export const PORTFOLIO_PATH = '/portfolio';

/** /portfolio: the account's portfolios; guests are asked to log in (portfolios live in an account). */
export function PortfolioScreen() {
  const { user, isLogin, isCheckExpireDone } = useAppSelector(selectAccount);
  const signedIn = isLogin && user !== null;
  return (
    <Flex vertical gap="middle" style={{ padding: 16 }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
        Danh mục đầu tư
      </Typography.Title>
      {signedIn ? (
        <PortfolioWorkspace />
      ) : !isCheckExpireDone ? (
        <Flex vertical align="center" gap={16} style={{ padding: 32 }} role="status">
          <Spin size="large" />
          <Typography.Text>Đang kiểm tra đăng nhập…</Typography.Text>
        </Flex>
      ) : (
        <Result
          status="info"
          title="Vui lòng đăng nhập để dùng danh mục đầu tư"
          subTitle="Danh mục, giao dịch và lãi/lỗ được lưu trong tài khoản của bạn, nên cần đăng nhập (tài khoản miễn phí được 1 danh mục)."
          extra={
            <Link href={`/account/login?next=${encodeURIComponent(PORTFOLIO_PATH)}`}>
              <Button type="primary">Đăng nhập</Button>
            </Link>
          }
        />
      )}
    </Flex>
  );
}
