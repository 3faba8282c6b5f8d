import { Alert, Button, Card, Descriptions, Space, Typography } from 'antd';
import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useState } from 'react';
import { formatNumber } from '@/common/format';
import { isSandboxEnabled } from '@/server/sandbox/sandbox';
import { readVnpayRequest, type VnpayPaymentView } from '@/server/sandbox/vnpaySandbox';

/** The VNPay sandbox's payment page (docs/PAYMENTS.md): pay or cancel a signed payment URL of ours. */

interface SandboxVnpayProps {
  params: Record<string, string>;
  view: VnpayPaymentView | null;
}

export const getServerSideProps: GetServerSideProps<SandboxVnpayProps> = ({ query }) => {
  if (!isSandboxEnabled()) return Promise.resolve({ notFound: true });
  const request = readVnpayRequest(query);
  return Promise.resolve({ props: { params: request?.params ?? {}, view: request?.view ?? null } });
};

export default function SandboxVnpayPage({ params, view }: SandboxVnpayProps) {
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function complete(approve: boolean) {
    setBusy(approve ? 'pay' : 'cancel');
    setError(null);
    try {
      const response = await fetch('/api/sandbox/vnpay/complete', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ params, approve }),
      });
      const body = (await response.json()) as { data?: { returnUrl?: string }; message?: string };
      if (!response.ok || !body.data?.returnUrl)
        throw new Error(body.message ?? 'Không hoàn tất được giao dịch.');
      window.location.assign(body.data.returnUrl);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Không hoàn tất được giao dịch.');
      setBusy(null);
    }
  }

  return (
    <>
      <Head>
        <title>Cổng VNPay thử nghiệm | VnFin</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Card style={{ maxWidth: 560, margin: '24px auto' }}>
        <Typography.Title level={3}>Cổng thanh toán VNPay (thử nghiệm)</Typography.Title>
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="Đây là môi trường thử nghiệm: thẻ NCB giả lập, không có tiền thật nào được chuyển."
        />
        {view ? (
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label="Mã website">{view.tmnCode}</Descriptions.Item>
              <Descriptions.Item label="Mã đơn hàng">{view.orderCode}</Descriptions.Item>
              <Descriptions.Item label="Nội dung">{view.orderInfo}</Descriptions.Item>
              <Descriptions.Item label="Ngân hàng">NCB (thẻ nội địa thử nghiệm)</Descriptions.Item>
              <Descriptions.Item label="Số tiền">
                <Typography.Text strong>{formatNumber(view.amount, 0)} ₫</Typography.Text>
              </Descriptions.Item>
            </Descriptions>
            {error ? <Alert type="error" showIcon title={error} /> : null}
            <Space>
              <Button
                type="primary"
                loading={busy === 'pay'}
                disabled={busy !== null}
                onClick={() => void complete(true)}
              >
                Thanh toán
              </Button>
              <Button
                danger
                loading={busy === 'cancel'}
                disabled={busy !== null}
                onClick={() => void complete(false)}
              >
                Huỷ
              </Button>
            </Space>
          </Space>
        ) : (
          <Alert
            type="error"
            showIcon
            title="Yêu cầu thanh toán không hợp lệ (sai chữ ký) hoặc đã quá thời gian chờ thanh toán."
          />
        )}
      </Card>
    </>
  );
}
