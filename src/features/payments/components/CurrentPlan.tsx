import Link from 'next/link';
import { Alert, Button, Skeleton, Tag, Typography } from 'antd';
import { useAppSelector } from '@/application/hooks';
import { PLAN_LABELS } from '@/common/constants/plans';
import { selectAccount } from '@/features/account/accountSlice';
import { formatPlanDay, HISTORY_PATH, loginUrl, planExpiries, PRICING_PATH } from '../pricingView';

/** The signed-in user's plan and expiry, or an invitation to log in. */
export function CurrentPlan() {
  const { user, isCheckExpireDone } = useAppSelector(selectAccount);

  if (!user) {
    if (!isCheckExpireDone) return <Skeleton.Input active block data-testid="current-plan-loading" />;
    return (
      <Alert
        type="info"
        showIcon
        data-testid="current-plan"
        title="Bạn chưa đăng nhập"
        description={
          <span>
            <Link href={loginUrl(PRICING_PATH)}>Đăng nhập</Link> để xem gói đang dùng và mua gói dịch vụ.
          </span>
        }
      />
    );
  }

  const expiries = planExpiries(user);
  const currentDay = expiries.find((item) => item.plan === user.planType)?.expiredDay;
  const others = expiries.filter((item) => item.plan !== user.planType);
  return (
    <Alert
      type={user.planType ? 'success' : 'warning'}
      showIcon
      data-testid="current-plan"
      title={
        user.planType ? (
          <span>
            Gói hiện tại: <Tag color="green">{PLAN_LABELS[user.planType]}</Tag>
            hết hạn ngày <strong>{formatPlanDay(currentDay)}</strong>
          </span>
        ) : (
          'Bạn chưa có gói dịch vụ nào còn hạn.'
        )
      }
      description={
        others.length > 0 ? (
          <Typography.Text type="secondary">
            {user.planType ? 'Các gói khác: ' : 'Đã hết hạn: '}
            {others
              .map((item) => `${PLAN_LABELS[item.plan]} đến ${formatPlanDay(item.expiredDay)}`)
              .join(' · ')}
          </Typography.Text>
        ) : undefined
      }
      action={
        <Link href={HISTORY_PATH}>
          <Button size="small" tabIndex={-1}>
            Xem lịch sử giao dịch
          </Button>
        </Link>
      }
    />
  );
}
