import { Alert, Button, Card, Descriptions, Space, Typography } from 'antd';
import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useState } from 'react';
import { formatNumber } from '@/common/format';
import { momoConfig } from '@/server/modules/payments/config';
import { readSandboxToken } from '@/server/sandbox/momoSandbox';
import { isSandboxEnabled } from '@/server/sandbox/sandbox';

/** The MoMo sandbox's payment page (docs/PAYMENTS.md): approve or decline a payment of this merchant. */

interface SandboxMomoPayment {
  partnerCode: string;
  orderId: string;
  orderInfo: string;
  amount: number;
  card: boolean;
}

interface SandboxMomoProps {
  token: string;
  payment: SandboxMomoPayment | null;
}

export const getServerSideProps: GetServerSideProps<SandboxMomoProps> = ({ query }) => {
  if (!isSandboxEnabled()) return Promise.resolve({ notFound: true });
  const token = typeof query.token === 'string' ? query.token : '';
  const read = token ? readSandboxToken(token, momoConfig().secretKey) : null;
  const payment = read
    ? {
        partnerCode: read.partnerCode,
        orderId: read.orderId,
        orderInfo: read.orderInfo,
        amount: read.amount,
        card: read.requestType === 'payWithCC',
      }
    : null;
  return Promise.resolve({ props: { token, payment } });
};

export default function SandboxMomoPage({ token, payment }: SandboxMomoProps) {
  const [busy, setBusy] = useState<'approve' | 'decline' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function complete(approve: boolean) {
    setBusy(approve ? 'approve' : 'decline');
    setError(null);
    try {
      const response = await fetch('/api/sandbox/momo/complete', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token, approve }),
      });
      const body = (await response.json()) as { data?: { redirectUrl?: string }; message?: string };
      if (!response.ok || !body.data?.redirectUrl)
        throw new Error(body.message ?? 'Không hoàn tất được giao dịch.');
      window.location.assign(body.data.redirectUrl);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Không hoàn tất được giao dịch.');
      setBusy(null);
    }
  }

  return (
    <>
      <Head>
        <title>Cổng MoMo thử nghiệm | VnFin</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Card style={{ maxWidth: 560, margin: '24px auto' }}>
        <Typography.Title level={3}>Cổng thanh toán MoMo (thử nghiệm)</Typography.Title>
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="Đây là môi trường thử nghiệm: không có tiền thật nào được chuyển."
        />
        {payment ? (
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label="Đơn vị nhận">{payment.partnerCode}</Descriptions.Item>
              <Descriptions.Item label="Mã đơn hàng">{payment.orderId}</Descriptions.Item>
              <Descriptions.Item label="Nội dung">{payment.orderInfo}</Descriptions.Item>
              <Descriptions.Item label="Hình thức">
                {payment.card ? 'Thẻ quốc tế (Visa/Master/JCB)' : 'Ví MoMo'}
              </Descriptions.Item>
              <Descriptions.Item label="Số tiền">
                <Typography.Text strong>{formatNumber(payment.amount, 0)} ₫</Typography.Text>
              </Descriptions.Item>
            </Descriptions>
            {error ? <Alert type="error" showIcon title={error} /> : null}
            <Space>
              <Button
                type="primary"
                loading={busy === 'approve'}
                disabled={busy !== null}
                onClick={() => void complete(true)}
              >
                Xác nhận thanh toán
              </Button>
              <Button
                danger
                loading={busy === 'decline'}
                disabled={busy !== null}
                onClick={() => void complete(false)}
              >
                Từ chối
              </Button>
            </Space>
          </Space>
        ) : (
          <Alert type="error" showIcon title="Phiên thanh toán không hợp lệ hoặc đã hết hạn." />
        )}
      </Card>
    </>
  );
}
