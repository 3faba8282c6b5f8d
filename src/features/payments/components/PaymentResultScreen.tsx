import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Flex, Result, Spin, Typography } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useAppDispatch } from '@/application/hooks';
import { useRouterReady } from '@/lib/useRouterReady';
import { PAYMENT_METHOD_LABELS, PLAN_LABELS } from '@/common/constants/plans';
import { ORDER_CODE_PATTERN, PAYMENT_MESSAGES } from '@/common/contracts/paymentMessages';
import type { OrderView } from '@/common/contracts/payments';
import { accountApi } from '@/features/account/accountApi';
import { formatVietnamTime } from '@/features/account/accountFormat';
import { BANK_PENDING_NOTICE, RESULT_TITLES } from '../orderStatus';
import { isFinalStatus, useGetOrderQuery } from '../paymentsApi';
import {
  checkoutUrl,
  durationLabel,
  errorMessage,
  errorStatus,
  formatPlanDay,
  formatVnd,
  HISTORY_PATH,
  parseMonths,
  resultUrl,
} from '../pricingView';
import { useRequireLogin } from '../useRequireLogin';

/** The result page asks again this often while the order is pending, for at most RESULT_POLL_LIMIT_MS. */
export const RESULT_POLL_MS = 2000;
export const RESULT_POLL_LIMIT_MS = 30_000;

function Actions() {
  return (
    <Flex gap={8} wrap justify="center">
      <Link href="/">
        <Button type="primary" tabIndex={-1}>
          Về trang chủ
        </Button>
      </Link>
      <Link href={HISTORY_PATH}>
        <Button tabIndex={-1}>Xem lịch sử giao dịch</Button>
      </Link>
    </Flex>
  );
}

function OrderDetails({ order }: { order: OrderView }) {
  return (
    <Descriptions column={1} size="small" bordered style={{ maxWidth: 560, margin: '0 auto' }}>
      <Descriptions.Item label="Mã đơn hàng">{order.orderCode}</Descriptions.Item>
      <Descriptions.Item label="Gói dịch vụ">
        {PLAN_LABELS[order.plan]} · {durationLabel(order.months)}
      </Descriptions.Item>
      <Descriptions.Item label="Phương thức">{PAYMENT_METHOD_LABELS[order.method]}</Descriptions.Item>
      {order.discountAmount > 0 && (
        <Descriptions.Item label="Giảm giá">
          -{formatVnd(order.discountAmount)}
          {order.discountCode ? ` (mã ${order.discountCode})` : ''}
        </Descriptions.Item>
      )}
      <Descriptions.Item label="Số tiền">{formatVnd(order.amount)}</Descriptions.Item>
      <Descriptions.Item label="Thời gian tạo">{formatVietnamTime(order.createdAt)}</Descriptions.Item>
      {order.paidAt && (
        <Descriptions.Item label="Thời gian thanh toán">{formatVietnamTime(order.paidAt)}</Descriptions.Item>
      )}
    </Descriptions>
  );
}

function retryLink(order: OrderView): string {
  return checkoutUrl({
    plan: order.plan,
    months: parseMonths(String(order.months)) ?? 1,
    method: order.method,
  });
}

function OrderResult({
  order,
  waitedTooLong,
  onRecheck,
  rechecking,
}: {
  order: OrderView;
  waitedTooLong: boolean;
  onRecheck: () => void;
  rechecking: boolean;
}) {
  const title = RESULT_TITLES[order.status];
  let status: 'success' | 'error' | 'warning' | 'info' = 'info';
  let subTitle: ReactNode = null;
  let extra: ReactNode = <Actions />;

  if (order.status === 'paid') {
    status = 'success';
    subTitle = (
      <span data-testid="result-paid-summary">
        Gói {PLAN_LABELS[order.plan]} · {durationLabel(order.months)} · hạn sử dụng mới đến ngày{' '}
        <strong>{formatPlanDay(order.expiryAfter)}</strong>
      </span>
    );
  } else if (order.status === 'pending') {
    subTitle =
      order.method === 'BANK'
        ? BANK_PENDING_NOTICE
        : waitedTooLong
          ? 'Chúng tôi chưa nhận được xác nhận từ cổng thanh toán. Gói sẽ được kích hoạt ngay khi có xác nhận.'
          : 'Vui lòng đợi trong giây lát, trang sẽ tự cập nhật.';
    extra = (
      <Flex vertical gap={12} align="center">
        {waitedTooLong || order.method === 'BANK' ? (
          <Button icon={<ReloadOutlined aria-hidden />} loading={rechecking} onClick={onRecheck}>
            Kiểm tra lại
          </Button>
        ) : (
          <Spin />
        )}
        <Actions />
      </Flex>
    );
  } else {
    status = order.status === 'failed' ? 'error' : 'warning';
    subTitle =
      order.status === 'failed'
        ? (order.resultMessage ?? 'Giao dịch không thành công. Vui lòng thử lại.')
        : order.resultMessage;
    extra = (
      <Flex vertical gap={12} align="center">
        <Link href={retryLink(order)}>
          <Button type="primary" tabIndex={-1}>
            Thanh toán lại
          </Button>
        </Link>
        <Actions />
      </Flex>
    );
  }

  return (
    <Result
      status={status}
      title={<span data-testid="result-title">{title}</span>}
      subTitle={subTitle}
      extra={extra}
    >
      <OrderDetails order={order} />
    </Result>
  );
}

/**
 * `/payment/result?orderCode=...`: the order as our server knows it. Any other parameter of the
 * gateway's redirect is ignored: only the server's answer (after the IPN) decides what is shown.
 */
export function PaymentResultScreen() {
  const router = useRouter();
  const ready = useRouterReady();
  const dispatch = useAppDispatch();
  const raw = router.query.orderCode;
  const given = Array.isArray(raw) ? raw[0] : raw;
  const orderCode = given !== undefined && ORDER_CODE_PATTERN.test(given) ? given : undefined;
  const { signedIn } = useRequireLogin(ready && orderCode ? resultUrl(orderCode) : undefined);
  const [waitedTooLong, setWaitedTooLong] = useState(false);
  /** Each 'Kiểm tra lại' starts another round of polling. */
  const [pollRound, setPollRound] = useState(0);
  const refreshed = useRef(false);

  const [pending, setPending] = useState(true);
  const query = useGetOrderQuery(orderCode ?? '', {
    skip: !orderCode || !signedIn,
    pollingInterval: pending && !waitedTooLong ? RESULT_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const order = query.data;
  const isPending = order === undefined || order.status === 'pending';
  if (isPending !== pending) setPending(isPending);

  useEffect(() => {
    if (!orderCode || !signedIn) return undefined;
    const timer = setTimeout(() => {
      setWaitedTooLong(true);
    }, RESULT_POLL_LIMIT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [orderCode, signedIn, pollRound]);

  // A paid order changed the plan: reload the user (plan, expiry, permissions and their cookie).
  useEffect(() => {
    if (order?.status !== 'paid' || refreshed.current) return;
    refreshed.current = true;
    const fresh = { subscribe: false, forceRefetch: true };
    void dispatch(accountApi.endpoints.getMe.initiate(undefined, fresh));
    void dispatch(accountApi.endpoints.getPlan.initiate(undefined, fresh));
  }, [order?.status, dispatch]);

  let body: ReactNode;
  if (!ready) {
    body = <Spin size="large" />;
  } else if (!orderCode) {
    body = <Result status="warning" title={PAYMENT_MESSAGES.orderUnknown} extra={<Actions />} />;
  } else if (!signedIn) {
    body = (
      <Flex vertical align="center" gap={16} style={{ padding: 32 }}>
        <Spin size="large" />
        <Typography.Text>Đang tải tài khoản…</Typography.Text>
      </Flex>
    );
  } else if (order) {
    body = (
      <OrderResult
        order={order}
        waitedTooLong={waitedTooLong}
        rechecking={query.isFetching}
        onRecheck={() => {
          setWaitedTooLong(false);
          setPollRound((round) => round + 1);
          void query.refetch();
        }}
      />
    );
  } else if (query.isError) {
    const status = errorStatus(query.error);
    body =
      status === 404 || status === 403 ? (
        <Result status="warning" title={PAYMENT_MESSAGES.orderUnknown} extra={<Actions />} />
      ) : (
        <Alert
          type="error"
          showIcon
          title="Không tải được đơn hàng."
          description={errorMessage(query.error)}
          action={
            <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void query.refetch()}>
              Thử lại
            </Button>
          }
        />
      );
  } else {
    body = (
      <Flex vertical align="center" gap={16} style={{ padding: 32 }} data-testid="result-loading">
        <Spin size="large" />
        <Typography.Text>Đang tải kết quả thanh toán…</Typography.Text>
      </Flex>
    );
  }

  return (
    <Card data-testid="payment-result" data-final={isFinalStatus(order?.status) ? 'true' : undefined}>
      {body}
    </Card>
  );
}
