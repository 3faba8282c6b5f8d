import { ArrowLeftOutlined } from '@ant-design/icons';
import { Col, Flex, Form, Row, Skeleton, Typography } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useRouterReady } from '@/lib/useRouterReady';
import {
  parseDiscountCode,
  parseMethod,
  parseMonths,
  parsePlan,
  PRICING_PATH,
  type CheckoutParams,
} from '../pricingView';
import { MethodChoiceCard, PlanChoiceCard } from './CheckoutChoiceCards';
import { CreatedOrderCard, OrderCard } from './CheckoutOrderCards';
import { useCheckoutForm } from './useCheckoutForm';

function CheckoutForm({ initial }: { initial: CheckoutParams }) {
  const form = useCheckoutForm(initial);
  if (form.created) return <CreatedOrderCard form={form} created={form.created} />;
  return (
    // A div, not a form: Enter in the discount field applies the code (it must not pay).
    <Form layout="vertical" component="div" data-testid="checkout-form">
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={14}>
          <PlanChoiceCard form={form} />
          <MethodChoiceCard form={form} />
        </Col>
        <Col xs={24} lg={10}>
          <OrderCard form={form} />
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
          <ArrowLeftOutlined aria-hidden /> Bảng giá dịch vụ
        </Link>
        <Typography.Title level={1} style={{ marginTop: 8 }}>
          Thanh toán
        </Typography.Title>
      </div>
      <CheckoutForm initial={initial} />
    </Flex>
  );
}
