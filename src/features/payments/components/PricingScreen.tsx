import { useRouter } from 'next/router';
import { useState } from 'react';
import { Flex, Segmented, Typography } from 'antd';
import { useAppSelector } from '@/application/hooks';
import { PLANS, type Plan } from '@/common/constants/plans';
import { PLAN_DURATIONS, type PlanDuration } from '@/common/constants/pricing';
import { selectUser } from '@/features/account/accountSlice';
import { checkoutUrl, DURATION_LABELS, parseMonths, parsePlan } from '../pricingView';
import { CurrentPlan } from './CurrentPlan';
import { PlanCard } from './PlanCard';

const DURATION_OPTIONS = PLAN_DURATIONS.map((months) => ({ label: DURATION_LABELS[months], value: months }));

/** Three plan cards with the price of the chosen duration; '?plan=PRO' marks the plan a lock screen asked for. */
export function PricingScreen() {
  const router = useRouter();
  const user = useAppSelector(selectUser);
  const preselected = parsePlan(router.query.plan);
  const [chosenMonths, setChosenMonths] = useState<PlanDuration | undefined>(undefined);
  const months = chosenMonths ?? parseMonths(router.query.months) ?? 1;

  function buy(plan: Plan): void {
    void router.push(checkoutUrl({ plan, months }));
  }

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={1}>Bảng giá dịch vụ</Typography.Title>
        <Typography.Paragraph type="secondary">
          Chọn gói phù hợp với nhu cầu. Mua càng dài hạn, giá mỗi tháng càng thấp. Thanh toán qua ví MoMo,
          VNPay, thẻ Visa hoặc chuyển khoản ngân hàng.
        </Typography.Paragraph>
      </div>
      <CurrentPlan />
      <Flex align="center" gap={12} wrap>
        <Typography.Text strong id="pricing-duration-label">
          Thời hạn:
        </Typography.Text>
        <Segmented
          data-testid="pricing-duration"
          aria-labelledby="pricing-duration-label"
          options={DURATION_OPTIONS}
          value={months}
          onChange={setChosenMonths}
        />
      </Flex>
      <div className="pricing-plans">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan}
            plan={plan}
            months={months}
            highlighted={plan === preselected}
            current={user?.planType === plan}
            onBuy={buy}
          />
        ))}
      </div>
    </Flex>
  );
}
