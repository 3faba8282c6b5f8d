import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { PLAN_LABELS } from '@/common/constants/plans';
import { DURATION_LABELS } from '../pricingView';
import { BankTransferPanel } from './BankTransferPanel';
import { MomoQrPanel } from './MomoQrPanel';
import { PriceSummary } from './PriceSummary';
import { PurchaseRuleNote } from './PurchaseRuleNote';
import type { CheckoutForm, Created } from './useCheckoutForm';

/** The order's price, what went wrong, and the pay button. */
export function OrderCard({ form }: { form: CheckoutForm }) {
  const { baseQuote } = form;
  return (
    <Card title="Đơn hàng">
      <Flex vertical gap={16}>
        <PriceSummary
          plan={form.plan}
          months={form.months}
          lines={form.lines}
          loading={baseQuote.isFetching}
        />
        <PurchaseRuleNote quote={form.quote} />
        {form.refusal && <Alert type="error" showIcon title={form.refusal} data-testid="purchase-refused" />}
        {baseQuote.isError && !form.applied && !form.refusal && (
          <Alert
            type="warning"
            showIcon
            title="Chưa lấy được báo giá từ máy chủ; số tiền hiển thị theo bảng giá."
            action={
              <Button size="small" onClick={() => void baseQuote.refetch()}>
                Thử lại
              </Button>
            }
          />
        )}
        {form.payError && <Alert type="error" showIcon title={form.payError} data-testid="pay-error" />}
        {!form.user && (
          <Typography.Text type="secondary">
            Bạn cần đăng nhập để thanh toán; sau khi đăng nhập bạn sẽ quay lại trang này.
          </Typography.Text>
        )}
        <Button
          type="primary"
          size="large"
          block
          loading={form.paying}
          disabled={form.refusal !== null}
          onClick={() => void form.pay()}
          data-testid="pay-button"
        >
          Thanh toán
        </Button>
      </Flex>
    </Card>
  );
}

/** An order made: the bank's transfer details or MoMo's QR code, and the way back to the methods. */
export function CreatedOrderCard({ form, created }: { form: CheckoutForm; created: Created }) {
  const transfer = created.order.bankTransfer;
  return (
    <Card
      title={`Thanh toán gói ${PLAN_LABELS[form.plan]} · ${DURATION_LABELS[form.months]}`}
      extra={
        <Button type="link" icon={<ArrowLeftOutlined aria-hidden />} onClick={form.backToMethods}>
          Đổi phương thức
        </Button>
      }
    >
      {created.method === 'BANK' && transfer ? (
        <BankTransferPanel order={created.order} transfer={transfer} />
      ) : (
        <MomoQrPanel
          key={created.order.orderCode}
          order={created.order}
          expiresAt={created.expiresAt}
          renewing={form.paying}
          onRenew={() => void form.pay()}
        />
      )}
    </Card>
  );
}
