import { Alert } from 'antd';
import { PLAN_LABELS } from '@/common/constants/plans';
import type { PlanCredit, Quote } from '@/common/contracts/payments';
import { durationLabel, formatVnd } from '../pricingView';

function creditText(credit: PlanCredit): string {
  const held = `gói ${PLAN_LABELS[credit.plan]} còn ${String(credit.days)} ngày (đến hết ngày ${credit.lastDay})`;
  return credit.amount > 0
    ? `${held} được quy đổi ${formatVnd(credit.amount)} và trừ vào giá`
    : `${held} không có khoản đã thanh toán để quy đổi`;
}

/**
 * What paying does to the account's plans, in the server's quote (docs/PAYMENTS.md "Buying while a
 * plan is active"): a new plan from today, an extension after the last day, or an upgrade from today
 * with the lower plan's unused days credited. Null without a rule (a price shown from the table).
 */
export function purchaseRuleText(quote: Quote): string | null {
  const { rule, startsOn, lastDay } = quote;
  if (!rule || !startsOn || !lastDay) return null;
  const plan = PLAN_LABELS[quote.plan];
  if (rule === 'extend' && quote.activePlan) {
    return (
      `Gia hạn: gói ${plan} của bạn đang dùng đến hết ngày ${quote.activePlan.lastDay}; ` +
      `${durationLabel(quote.months)} mới nối tiếp từ ngày ${startsOn} đến hết ngày ${lastDay}.`
    );
  }
  if (rule === 'upgrade') {
    const credits = (quote.credits ?? []).map(creditText).join('; ');
    return (
      `Nâng cấp: gói ${plan} dùng từ hôm nay (${startsOn}) đến hết ngày ${lastDay}; ${credits}. ` +
      'Gói cũ kết thúc khi gói mới bắt đầu.'
    );
  }
  return `Gói ${plan} dùng từ hôm nay (${startsOn}) đến hết ngày ${lastDay}.`;
}

/** The rule that applies, above the pay button. */
export function PurchaseRuleNote({ quote }: { quote: Quote | undefined }) {
  const text = quote ? purchaseRuleText(quote) : null;
  if (!text) return null;
  return <Alert type="info" showIcon title={text} data-testid="purchase-rule" />;
}
