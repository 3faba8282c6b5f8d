import { LockOutlined } from '@ant-design/icons';
import { useRouter } from 'next/compat/router';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import { levelFor, planLabel, upgradeHref } from '@/common/access/accessTable';
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
  /** What the section would show once opened (issue 29: a locked chart says what it would show). */
  shows?: string;
}

/** Where the login and register buttons lead: back to this page afterwards. */
function accountHref(page: 'login' | 'register', asPath: string | undefined): string {
  return asPath ? `/account/${page}?next=${encodeURIComponent(asPath)}` : `/account/${page}`;
}

/**
 * Takes the place of a section the visitor's plan does not open: what it is, which plan opens it, an
 * upgrade button to the pricing page and, for guests, a login button. A guest locked out of what a
 * free account already opens (fully or in part) is offered the free registration, not a plan.
 */
export function LockedSection({ code, requiredPlan, title, framed = true, shows }: LockedSectionProps) {
  const access = useAccess(code);
  const router = useRouter();
  const name = title ?? access.label;
  const anonymous = access.role === 'anonymous';
  const freeOpens = anonymous && levelFor('free', code) !== 'none';
  const plan = freeOpens ? null : requiredPlan === undefined ? access.requiredPlan : requiredPlan;
  const subTitle = freeOpens
    ? `${name} dùng được ngay với tài khoản miễn phí. Đăng ký miễn phí hoặc đăng nhập để sử dụng.`
    : plan
      ? `${name} dành cho gói ${planLabel(plan)} trở lên.${anonymous ? ' Vui lòng đăng nhập hoặc nâng cấp để sử dụng.' : ' Nâng cấp để sử dụng.'}`
      : `Vui lòng đăng nhập để xem ${name.toLowerCase()}.`;
  // antd's Empty with a lock, not its Result: Result imports its three status illustrations
  // (~33 KB minified) into every page that can show a locked section (issue 27 budgets).
  const result = (
    <Empty
      image={<LockOutlined aria-hidden style={{ fontSize: 48 }} />}
      styles={{ image: { height: 'auto' } }}
      description={
        <Flex vertical gap={4} align="center">
          <Typography.Text strong>
            {plan ? `Nội dung dành cho gói ${planLabel(plan)}` : 'Nội dung dành cho thành viên'}
          </Typography.Text>
          {shows && <Typography.Text>{shows}</Typography.Text>}
          <Typography.Text type="secondary">{subTitle}</Typography.Text>
        </Flex>
      }
    >
      <Flex wrap gap="small" justify="center">
        {plan && (
          <Button type="primary" href={upgradeHref(plan)}>
            Nâng cấp gói {planLabel(plan)}
          </Button>
        )}
        {freeOpens && (
          <Button type="primary" href={accountHref('register', router?.asPath)}>
            Đăng ký miễn phí
          </Button>
        )}
        {anonymous && (
          <Button
            type={plan || freeOpens ? 'default' : 'primary'}
            href={accountHref('login', router?.asPath)}
          >
            Đăng nhập
          </Button>
        )}
      </Flex>
    </Empty>
  );
  return framed ? <Card>{result}</Card> : result;
}
