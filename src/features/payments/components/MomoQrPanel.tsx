import { LoadingOutlined } from '@ant-design/icons';
import { SectionTitle } from '@/components/SectionTitle';
import { Alert, Button, Descriptions, Flex, QRCode, Statistic, Typography } from 'antd';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import type { CreatedOrder } from '@/common/contracts/payments';
import { isFinalStatus, useGetOrderQuery } from '../paymentsApi';
import { formatVnd, resultUrl } from '../pricingView';

/** How often the open QR page asks whether MoMo confirmed the payment. */
export const MOMO_POLL_MS = 3000;

interface MomoQrPanelProps {
  order: CreatedOrder;
  /** When the QR code stops being offered (ms since the epoch). */
  expiresAt: number;
  /** Creates a new order after the QR code expired. */
  onRenew: () => void;
  renewing: boolean;
}

/** Desktop MoMo: the QR code to scan with the phone, or the MoMo web page; goes to the result once settled. */
export function MomoQrPanel({ order, expiresAt, onRenew, renewing }: MomoQrPanelProps) {
  const router = useRouter();
  const [expired, setExpired] = useState(false);
  const { data, isError, refetch, isFetching } = useGetOrderQuery(order.orderCode, {
    pollingInterval: expired ? 0 : MOMO_POLL_MS,
    skipPollingIfUnfocused: false,
  });
  const status = data?.status;
  const settled = isFinalStatus(status);

  useEffect(() => {
    if (settled) void router.push(resultUrl(order.orderCode));
    // Navigate once when the order settles, not on every router change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, order.orderCode]);

  const qrValue = order.qrCodeUrl ?? order.payUrl ?? '';
  return (
    <Flex vertical gap={16} data-testid="momo-qr">
      <SectionTitle level={2} looks={4} style={{ margin: 0 }}>
        Quét mã QR bằng ứng dụng MoMo
      </SectionTitle>
      <Flex gap={24} wrap align="flex-start">
        <QRCode
          value={qrValue}
          size={220}
          type="svg"
          errorLevel="M"
          status={expired ? 'expired' : 'active'}
          onRefresh={onRenew}
          statusRender={
            expired
              ? () => (
                  <Flex vertical align="center" gap={8}>
                    <Typography.Text>Mã QR đã hết hạn</Typography.Text>
                    <Button size="small" loading={renewing} onClick={onRenew}>
                      Tạo mã mới
                    </Button>
                  </Flex>
                )
              : undefined
          }
          data-testid="momo-qr-code"
        />
        <Flex vertical gap={12} style={{ minWidth: 260, flex: 1 }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Số tiền">
              <Typography.Text strong data-testid="momo-amount">
                {formatVnd(order.amount)}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="Mã đơn hàng">
              <Typography.Text copyable data-testid="momo-order-code">
                {order.orderCode}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          {!expired && (
            <Statistic.Timer
              type="countdown"
              title="Mã QR hết hạn sau"
              value={expiresAt}
              format="mm:ss"
              onFinish={() => {
                setExpired(true);
              }}
            />
          )}
          {order.payUrl && (
            <Button type="primary" size="large" href={order.payUrl} style={{ background: '#a50064' }}>
              Mở trang thanh toán MoMo
            </Button>
          )}
          {expired ? (
            <Alert
              type="warning"
              showIcon
              title="Mã QR đã hết hạn. Nếu bạn đã thanh toán, hãy kiểm tra lại trạng thái đơn hàng."
              action={
                <Button size="small" loading={isFetching} onClick={() => void refetch()}>
                  Kiểm tra lại
                </Button>
              }
            />
          ) : (
            <Typography.Text type="secondary" data-testid="momo-waiting">
              <LoadingOutlined aria-hidden style={{ marginRight: 8 }} />
              Đang chờ MoMo xác nhận thanh toán… Trang sẽ tự chuyển khi có kết quả.
            </Typography.Text>
          )}
          {isError && !expired && (
            <Typography.Text type="warning">
              Chưa kiểm tra được trạng thái đơn hàng, hệ thống sẽ thử lại.
            </Typography.Text>
          )}
        </Flex>
      </Flex>
    </Flex>
  );
}
