import { LockOutlined } from '@ant-design/icons';
import { useRouter } from 'next/compat/router';
import { Button, Card, Flex, Result } from 'antd';
import { planLabel, upgradeHref } from '@/common/access/accessTable';
import type { PermissionCode } from '@/common/constants/permissions';
import type { Plan } from '@/common/constants/plans';
import { useAccess } from './useAccess';

export interface LockedSectionProps {
  code: PermissionCode;
  /** The plan the server named (PLAN_REQUIRED); the table's minimum plan otherwise. */
  requiredPlan?: Plan | null;
  /** The section's own name; the code's label otherwise. */
  title?: string;
  /** In a card of its own (default) or bare, inside the screen's card. */
  framed?: boolean;
}

/** Where the login button leads: back to this page afterwards. */
function loginHref(asPath: string | undefined): string {
  return asPath ? `/account/login?next=${encodeURIComponent(asPath)}` : '/account/login';
}

/**
 * Takes the place of a section the visitor's plan does not open: what it is, which plan opens it, an
 * upgrade button to the pricing page and, for guests, a login button.
 */
export function LockedSection({ code, requiredPlan, title, framed = true }: LockedSectionProps) {
  const access = useAccess(code);
  const router = useRouter();
  const plan = requiredPlan === undefined ? access.requiredPlan : requiredPlan;
  const name = title ?? access.label;
  const anonymous = access.role === 'anonymous';
  const subTitle = plan
    ? `${name} dành cho gói ${planLabel(plan)} trở lên.${anonymous ? ' Vui lòng đăng nhập hoặc nâng cấp để sử dụng.' : ' Nâng cấp để sử dụng.'}`
    : `Vui lòng đăng nhập để xem ${name.toLowerCase()}.`;
  const result = (
    <Result
      icon={<LockOutlined aria-hidden />}
      title={plan ? `Nội dung dành cho gói ${planLabel(plan)}` : 'Nội dung dành cho thành viên'}
      subTitle={subTitle}
      extra={
        <Flex wrap gap="small" justify="center">
          {plan && (
            <Button type="primary" href={upgradeHref(plan)}>
              Nâng cấp gói {planLabel(plan)}
            </Button>
          )}
          {anonymous && (
            <Button type={plan ? 'default' : 'primary'} href={loginHref(router?.asPath)}>
              Đăng nhập
            </Button>
          )}
        </Flex>
      }
    />
  );
  return framed ? <Card>{result}</Card> : result;
}
