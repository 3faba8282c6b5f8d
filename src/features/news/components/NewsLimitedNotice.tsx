import { Alert, Button, Space } from 'antd';
import { useRouter } from 'next/compat/router';
import type { AccessNotice } from '@/common/contracts/finance';
import { LimitedNotice } from '@/features/access';

/**
 * Above a news list the server clamped. With a plan named, the shared notice and its upgrade button;
 * without one (a guest: an account without a plan reads every item), the server's words with the
 * login and register buttons, back to this page afterwards.
 */
export function NewsLimitedNotice({ access }: { access: AccessNotice | undefined }) {
  const router = useRouter();
  if (access?.level !== 'limited') return null;
  if (access.requiredPlan) return <LimitedNotice access={access} />;
  const next = router?.asPath ? `?next=${encodeURIComponent(router.asPath)}` : '';
  return (
    <Alert
      type="info"
      showIcon
      title={access.message}
      action={
        <Space wrap>
          <Button type="primary" size="small" href={`/account/login${next}`}>
            Đăng nhập
          </Button>
          <Button size="small" href="/account/register">
            Đăng ký miễn phí
          </Button>
        </Space>
      }
    />
  );
}
