import { Card, Form, Input, Segmented, Select } from 'antd';
import { PLAN_LABELS, PLANS, type Plan } from '@/common/constants/plans';
import { PLAN_DURATIONS, type PlanDuration } from '@/common/constants/pricing';
import { DURATION_LABELS } from '../pricingView';
import { PaymentMethodPicker } from './PaymentMethodPicker';
import type { CheckoutForm } from './useCheckoutForm';

const PLAN_OPTIONS = PLANS.map((plan) => ({ label: PLAN_LABELS[plan], value: plan }));
const DURATION_OPTIONS = PLAN_DURATIONS.map((months) => ({ label: DURATION_LABELS[months], value: months }));

/** The code's state under its field: the error, the code applied, or a reminder to apply it. */
function discountHelp(form: CheckoutForm): string | undefined {
  if (form.codeError) return form.codeError;
  if (form.applied?.discountCode) return `Đã áp dụng mã ${form.applied.discountCode}.`;
  if (form.codeInput.trim() && !form.applying) return 'Nhấn “Áp dụng” để dùng mã giảm giá.';
  return undefined;
}

/** Plan, duration and discount code. */
export function PlanChoiceCard({ form }: { form: CheckoutForm }) {
  const { plan, months, method } = form;
  return (
    <Card title="Gói dịch vụ">
      <Form.Item label="Gói">
        <Select<Plan>
          aria-label="Gói"
          options={PLAN_OPTIONS}
          value={plan}
          onChange={(next) => {
            form.choose(next, months);
          }}
          style={{ maxWidth: 280 }}
          data-testid="checkout-plan"
        />
      </Form.Item>
      <Form.Item label="Thời hạn">
        <Segmented<PlanDuration>
          options={DURATION_OPTIONS}
          value={months}
          onChange={(next) => {
            form.choose(plan, next);
          }}
          data-testid="checkout-duration"
        />
      </Form.Item>
      <Form.Item
        label="Mã giảm giá"
        validateStatus={form.codeError ? 'error' : form.applied ? 'success' : undefined}
        help={discountHelp(form)}
      >
        <Input.Search
          aria-label="Mã giảm giá"
          placeholder="Nhập mã giảm giá"
          value={form.codeInput}
          maxLength={32}
          allowClear
          enterButton="Áp dụng"
          loading={form.applying}
          onChange={(event) => {
            form.changeCode(event.target.value);
          }}
          onSearch={(value) => void form.apply(value, plan, months, method)}
          style={{ maxWidth: 360 }}
          data-testid="discount-input"
        />
      </Form.Item>
    </Card>
  );
}

/** The payment methods the server offers. */
export function MethodChoiceCard({ form }: { form: CheckoutForm }) {
  return (
    <Card title="Phương thức thanh toán" style={{ marginTop: 16 }}>
      <PaymentMethodPicker
        value={form.method}
        methods={form.methods}
        onChange={form.changeMethod}
        disabled={form.paying}
      />
    </Card>
  );
}
