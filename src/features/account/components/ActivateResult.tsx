import { Button, Flex, Result, Spin } from 'antd';
import { Typography } from '@/components/Typography';
import { ACCOUNT_MESSAGES } from '@/common/contracts/accountMessages';
import { useAppSelector } from '@/application/hooks';
import { selectAccount } from '../accountSlice';

interface ActivateResultProps {
  /** False when the link carries no token at all. */
  hasToken: boolean;
}

/** The outcome of an activation link: waiting, done (with a login button) or refused. */
export function ActivateResult({ hasToken }: ActivateResultProps) {
  const { activeResponse } = useAppSelector(selectAccount);
  if (!hasToken) {
    return (
      <Result
        status="error"
        title="Kích hoạt không thành công"
        subTitle={ACCOUNT_MESSAGES.activationInvalid}
      />
    );
  }
  if (!activeResponse) {
    return (
      <Flex vertical align="center" gap={16} style={{ padding: 48 }} data-testid="activate-pending">
        <Spin size="large" />
        <Typography.Text>Đang kích hoạt tài khoản…</Typography.Text>
      </Flex>
    );
  }
  const loginHref = activeResponse.email
    ? `/account/login?email=${encodeURIComponent(activeResponse.email)}`
    : '/account/login';
  return (
    <Result
      status={activeResponse.ok ? 'success' : 'error'}
      title={activeResponse.ok ? 'Kích hoạt thành công' : 'Kích hoạt không thành công'}
      subTitle={activeResponse.message}
      data-testid="activate-result"
      extra={
        <Button type="primary" href={loginHref}>
          Đăng nhập
        </Button>
      }
    />
  );
}
