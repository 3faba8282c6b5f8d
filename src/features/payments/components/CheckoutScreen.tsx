import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Flex, Form, Input, Row, Segmented, Select, Skeleton } from 'antd';
import { Card } from '@/components/Card';
import { Typography } from '@/components/Typography';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useState } from 'react';
import { useAppSelector } from '@/application/hooks';
import { useRouterReady } from '@/lib/useRouterReady';
import { PAYMENT_MESSAGES, type CreatedOrder, type Quote } from '@/common/contracts/payments';
import { PLAN_LABELS, PLANS, type PaymentMethod, type Plan } from '@/common/constants/plans';
import { PLAN_DURATIONS, PLAN_PRICES, type PlanDuration } from '@/common/constants/pricing';
import { selectUser } from '@/features/account/accountSlice';
import { goToExternal, isDesktopWindow } from '../navigation';
import { useApplyDiscountMutation, useCreateOrderMutation, useGetQuoteQuery } from '../paymentsApi';
import {
  checkoutUrl,
  DURATION_LABELS,
  errorMessage,
  errorStatus,
  loginUrl,
  offeredCheckoutMethods,
  parseDiscountCode,
  parseMethod,
  parseMonths,
  parsePlan,
  PRICING_PATH,
  type CheckoutParams,
} from '../pricingView';
import { BankTransferPanel } from './BankTransferPanel';
import { MomoQrPanel } from './MomoQrPanel';
import { PaymentMethodPicker } from './PaymentMethodPicker';
import { PriceSummary, type PriceLines } from './PriceSummary';

/**
 * How long the QR code of a MoMo order is offered on our page before it asks for a new one (our
 * choice, as VNPay's 15-minute expiry; the server does not expire pending orders by a timer).
 */
export const MOMO_QR_LIFETIME_MS = 15 * 60 * 1000;

const PLAN_OPTIONS = PLANS.map((plan) => ({ label: PLAN_LABELS[plan], value: plan }));
const DURATION_OPTIONS = PLAN_DURATIONS.map((months) => ({ label: DURATION_LABELS[months], value: months }));

interface Created {
  order: CreatedOrder;
  method: PaymentMethod;
  expiresAt: number;
}

/** A discount quoted for one plan, duration and method (the method may cap the discount). */
interface Discount {
  quote: Quote;
  method: PaymentMethod;
}

/** The discount quote only counts for the choice it was made for. */
function quoteFor(
  discount: Discount | null,
  plan: Plan,
  months: number,
  method: PaymentMethod,
): Quote | null {
  if (!discount) return null;
  const { quote } = discount;
  return quote.plan === plan && quote.months === months && discount.method === method ? quote : null;
}

function CheckoutForm({ initial }: { initial: CheckoutParams }) {
  const router = useRouter();
  const user = useAppSelector(selectUser);
  const [plan, setPlan] = useState<Plan>(initial.plan);
  const [months, setMonths] = useState<PlanDuration>(initial.months);
  const [method, setMethod] = useState<PaymentMethod>(initial.method ?? 'MOMO');
  const [codeInput, setCodeInput] = useState(initial.discountCode ?? '');
  const [discount, setDiscount] = useState<Discount | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [created, setCreated] = useState<Created | null>(null);

  const baseQuote = useGetQuoteQuery({ plan, months });
  const [applyDiscount, applyState] = useApplyDiscountMutation();
  const [createOrder, createState] = useCreateOrderMutation();
  const applied = quoteFor(discount, plan, months, method);
  const offered = baseQuote.data?.methods;
  const methods = useMemo(() => offeredCheckoutMethods(offered), [offered]);
  const firstOffered = methods[0];

  // A method the server does not offer (PAYMENT_METHODS) gives way to the first one it does.
  useEffect(() => {
    if (firstOffered && !methods.includes(method)) setMethod(firstOffered);
  }, [firstOffered, methods, method]);

  async function apply(
    code: string,
    forPlan: Plan,
    forMonths: PlanDuration,
    forMethod: PaymentMethod,
  ): Promise<void> {
    setCodeError(null);
    if (!code.trim()) {
      setDiscount(null);
      return;
    }
    const discountCode = parseDiscountCode(code);
    if (!discountCode) {
      setDiscount(null);
      setCodeError(PAYMENT_MESSAGES.discountUnknown);
      return;
    }
    try {
      const quote = await applyDiscount({
        plan: forPlan,
        months: forMonths,
        discountCode,
        method: forMethod,
      }).unwrap();
      setDiscount({ quote, method: forMethod });
    } catch (error) {
      setDiscount(null);
      setCodeError(errorMessage(error, PAYMENT_MESSAGES.discountUnknown));
    }
  }

  // A code carried in the address (back from the login page) is applied again.
  useEffect(() => {
    if (initial.discountCode) void apply(initial.discountCode, initial.plan, initial.months, method);
    // Once, for the code the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function choose(nextPlan: Plan, nextMonths: PlanDuration): void {
    setPlan(nextPlan);
    setMonths(nextMonths);
    setPayError(null);
    void router.replace(checkoutUrl({ plan: nextPlan, months: nextMonths, method }), undefined, {
      shallow: true,
      scroll: false,
    });
    // The code applied to the previous choice is checked again for the new one.
    if (discount?.quote.discountCode) void apply(discount.quote.discountCode, nextPlan, nextMonths, method);
  }

  const lines: PriceLines = applied ?? {
    listAmount: baseQuote.data?.listAmount ?? PLAN_PRICES[plan][months],
    discountAmount: baseQuote.data?.discountAmount ?? 0,
    discountCode: null,
    amount: baseQuote.data?.amount ?? PLAN_PRICES[plan][months],
  };

  async function pay(): Promise<void> {
    const discountCode = applied?.discountCode ?? undefined;
    const back = checkoutUrl({ plan, months, method, discountCode });
    if (!user) {
      void router.push(loginUrl(back));
      return;
    }
    setPayError(null);
    try {
      const order = await createOrder({ plan, months, method, discountCode }).unwrap();
      const expiresAt = Date.now() + MOMO_QR_LIFETIME_MS;
      if (method === 'BANK') {
        if (order.bankTransfer) setCreated({ order, method, expiresAt });
        else setPayError(PAYMENT_MESSAGES.gatewayUnavailable);
        return;
      }
      if (method === 'MOMO' && isDesktopWindow()) {
        setCreated({ order, method, expiresAt });
        return;
      }
      // Spec: the QR code URL if given (MoMo on a phone opens the app), otherwise the pay URL.
      const target = method === 'MOMO' ? (order.qrCodeUrl ?? order.payUrl) : order.payUrl;
      if (target) goToExternal(target);
      else setPayError(PAYMENT_MESSAGES.gatewayUnavailable);
    } catch (error) {
      if (errorStatus(error) === 401) {
        void router.push(loginUrl(back));
        return;
      }
      setPayError(errorMessage(error));
    }
  }

  if (created) {
    const transfer = created.order.bankTransfer;
    return (
      <Card
        title={`Thanh toán gói ${PLAN_LABELS[plan]} · ${DURATION_LABELS[months]}`}
        extra={
          <Button
            type="link"
            icon={<ArrowLeftOutlined />}
            onClick={() => {
              setCreated(null);
            }}
          >
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
            renewing={createState.isLoading}
            onRenew={() => void pay()}
          />
        )}
      </Card>
    );
  }

  return (
    // A div, not a form: Enter in the discount field applies the code (it must not pay).
    <Form layout="vertical" component="div" data-testid="checkout-form">
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={14}>
          <Card title="Gói dịch vụ">
            <Form.Item label="Gói">
              <Select<Plan>
                aria-label="Gói"
                options={PLAN_OPTIONS}
                value={plan}
                onChange={(next) => {
                  choose(next, months);
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
                  choose(plan, next);
                }}
                data-testid="checkout-duration"
              />
            </Form.Item>
            <Form.Item
              label="Mã giảm giá"
              validateStatus={codeError ? 'error' : applied ? 'success' : undefined}
              help={
                codeError ??
                (applied?.discountCode
                  ? `Đã áp dụng mã ${applied.discountCode}.`
                  : codeInput.trim() && !applyState.isLoading
                    ? 'Nhấn “Áp dụng” để dùng mã giảm giá.'
                    : undefined)
              }
            >
              <Input.Search
                aria-label="Mã giảm giá"
                placeholder="Nhập mã giảm giá"
                value={codeInput}
                maxLength={32}
                allowClear
                enterButton="Áp dụng"
                loading={applyState.isLoading}
                onChange={(event) => {
                  setCodeInput(event.target.value);
                  if (codeError) setCodeError(null);
                  if (!event.target.value) setDiscount(null);
                }}
                onSearch={(value) => void apply(value, plan, months, method)}
                style={{ maxWidth: 360 }}
                data-testid="discount-input"
              />
            </Form.Item>
          </Card>
          <Card title="Phương thức thanh toán" style={{ marginTop: 16 }}>
            <PaymentMethodPicker
              value={method}
              methods={methods}
              onChange={(next) => {
                setMethod(next);
                setPayError(null);
                if (discount?.quote.discountCode) void apply(discount.quote.discountCode, plan, months, next);
              }}
              disabled={createState.isLoading}
            />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title="Đơn hàng">
            <Flex vertical gap={16}>
              <PriceSummary plan={plan} months={months} lines={lines} loading={baseQuote.isFetching} />
              {baseQuote.isError && !applied && (
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
              {payError && <Alert type="error" showIcon title={payError} data-testid="pay-error" />}
              {!user && (
                <Typography.Text type="secondary">
                  Bạn cần đăng nhập để thanh toán; sau khi đăng nhập bạn sẽ quay lại trang này.
                </Typography.Text>
              )}
              <Button
                type="primary"
                size="large"
                block
                loading={createState.isLoading}
                onClick={() => void pay()}
                data-testid="pay-button"
              >
                Thanh toán
              </Button>
            </Flex>
          </Card>
        </Col>
      </Row>
    </Form>
  );
}

/** Checkout of one plan: `/payment/checkout?plan=PRO&months=3[&method=MOMO][&code=GIAM10]`. */
export function CheckoutScreen() {
  const router = useRouter();
  const ready = useRouterReady();
  if (!ready) return <Skeleton active paragraph={{ rows: 8 }} />;
  const initial: CheckoutParams = {
    plan: parsePlan(router.query.plan) ?? 'PRO',
    months: parseMonths(router.query.months) ?? 1,
    method: parseMethod(router.query.method),
    discountCode: parseDiscountCode(router.query.code),
  };
  return (
    <Flex vertical gap={16}>
      <div>
        <Link href={`${PRICING_PATH}?plan=${initial.plan}`}>
          <ArrowLeftOutlined /> Bảng giá dịch vụ
        </Link>
        <Typography.Title level={2} style={{ marginTop: 8 }}>
          Thanh toán
        </Typography.Title>
      </div>
      <CheckoutForm initial={initial} />
    </Flex>
  );
}
