import { Alert, Button, Descriptions, Space } from 'antd';
import { Card } from '@/components/Card';
import { Typography } from '@/components/Typography';
import Head from 'next/head';
import { useState } from 'react';
import { formatNumber } from '@/common/format';

interface SandboxPaymentCardProps {
  /** "MoMo" or "VNPay". */
  gateway: string;
  warning: string;
  /** Rows shown above the amount; null when the request could not be read. */
  rows: { label: string; value: string }[] | null;
  amount: number;
  invalidMessage: string;
  approveLabel: string;
  declineLabel: string;
  /** The sandbox route that finishes the payment and answers where to send the browser. */
  completeUrl: string;
  /** What the route needs besides `approve`. */
  payload: Record<string, unknown>;
  /** The field of the route's answer holding the URL to go to. */
  redirectField: 'redirectUrl' | 'returnUrl';
}

/** A gateway sandbox's payment page (docs/PAYMENTS.md): approve or decline, then follow the gateway's redirect. */
export function SandboxPaymentCard(props: SandboxPaymentCardProps) {
  const [busy, setBusy] = useState<'approve' | 'decline' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function complete(approve: boolean) {
    setBusy(approve ? 'approve' : 'decline');
    setError(null);
    try {
      const response = await fetch(props.completeUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...props.payload, approve }),
      });
      const body = (await response.json()) as { data?: Record<string, unknown>; message?: string };
      const target = body.data?.[props.redirectField];
      if (!response.ok || typeof target !== 'string')
        throw new Error(body.message ?? 'Không hoàn tất được giao dịch.');
      window.location.assign(target);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Không hoàn tất được giao dịch.');
      setBusy(null);
    }
  }

  return (
    <>
      <Head>
        <title>{`Cổng ${props.gateway} thử nghiệm | VnFin`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Card style={{ maxWidth: 560, margin: '24px auto' }}>
        <Typography.Title level={3}>{`Cổng thanh toán ${props.gateway} (thử nghiệm)`}</Typography.Title>
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={props.warning} />
        {props.rows ? (
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <Descriptions column={1} bordered size="small">
              {props.rows.map((row) => (
                <Descriptions.Item key={row.label} label={row.label}>
                  {row.value}
                </Descriptions.Item>
              ))}
              <Descriptions.Item label="Số tiền">
                <Typography.Text strong>{formatNumber(props.amount, 0)} ₫</Typography.Text>
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
                {props.approveLabel}
              </Button>
              <Button
                danger
                loading={busy === 'decline'}
                disabled={busy !== null}
                onClick={() => void complete(false)}
              >
                {props.declineLabel}
              </Button>
            </Space>
          </Space>
        ) : (
          <Alert type="error" showIcon title={props.invalidMessage} />
        )}
      </Card>
    </>
  );
}
