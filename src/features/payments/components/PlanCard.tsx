import { CheckOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { PLAN_LABELS, type Plan } from '@/common/constants/plans';
import type { PlanDuration } from '@/common/constants/pricing';
import { formatPercent } from '@/common/format';
import { planFeatures } from '../planFeatures';
import { durationLabel, formatVnd, planOffer } from '../pricingView';

interface PlanCardProps {
  plan: Plan;
  months: PlanDuration;
  /** Chosen through ?plan= (the lock screens link here with the plan they need). */
  highlighted: boolean;
  /** The plan the signed-in user holds now. */
  current: boolean;
  onBuy: (plan: Plan) => void;
}

export function PlanCard({ plan, months, highlighted, current, onBuy }: PlanCardProps) {
  const offer = planOffer(plan, months);
  return (
    <Card
      data-testid={`plan-card-${plan}`}
      aria-current={highlighted ? 'true' : undefined}
      style={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: highlighted ? '#1677ff' : undefined,
        boxShadow: highlighted ? '0 0 0 2px rgba(22, 119, 255, 0.2)' : undefined,
      }}
      styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column' } }}
      title={
        <Flex align="center" gap={8} wrap>
          <span>{PLAN_LABELS[plan]}</span>
          {current && <Tag color="green">Gói hiện tại</Tag>}
          {highlighted && <Tag color="blue">Gói bạn cần</Tag>}
        </Flex>
      }
    >
      <Flex vertical gap={12} style={{ flex: 1 }}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="plan-price">
            {formatVnd(offer.price)}
          </Typography.Title>
          <Typography.Text type="secondary">cho {durationLabel(months)}</Typography.Text>
        </div>
        <div data-testid="plan-per-month">
          <Typography.Text>{formatVnd(offer.perMonth)}/tháng</Typography.Text>
          <br />
          {offer.saving > 0 ? (
            <Typography.Text type="success">
              Tiết kiệm {formatPercent(offer.savingRatio, 0)} ({formatVnd(offer.saving)}) so với trả theo
              tháng
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary">Thanh toán theo tháng</Typography.Text>
          )}
        </div>
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, flex: 1 }} aria-label="Quyền lợi của gói">
          {planFeatures(plan).map((feature) => (
            <li key={feature} style={{ display: 'flex', gap: 8, padding: '4px 0' }}>
              <CheckOutlined style={{ color: '#52c41a', marginTop: 4 }} aria-hidden />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        <Button
          type={highlighted ? 'primary' : 'default'}
          size="large"
          block
          onClick={() => {
            onBuy(plan);
          }}
        >
          Mua gói
        </Button>
      </Flex>
    </Card>
  );
}
