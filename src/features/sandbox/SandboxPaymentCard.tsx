import { Alert, Button, Card, Descriptions, Space, Typography } from 'antd';
import Head from 'next/head';
import { useState } from 'react';
import { formatNumber } from '@/common/format';
import { goToExternal } from '@/features/payments/navigation';
import { apiRequest } from '@/lib/http';
import { describeHttpError } from '@/lib/httpErrors';

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
  /** The sandbox route (an API path, as the http client takes it) that finishes the payment and answers where to send the browser. */
  completeUrl: string;
  /** What the route needs besides `approve`. */
  payload: Record<string, unknown>;
  /** The field of the route's answer holding the URL to go to. */
  redirectField: 'redirectUrl' | 'returnUrl';
}

const COMPLETE_FAILED = 'Không hoàn tất được giao dịch.';

/** A gateway sandbox's payment page (docs/PAYMENTS.md): approve or decline, then follow the gateway's redirect. */
export function SandboxPaymentCard(props: SandboxPaymentCardProps) {
  const [busy, setBusy] = useState<'approve' | 'decline' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function complete(approve: boolean) {
    setBusy(approve ? 'approve' : 'decline');
    setError(null);
    try {
      // The app's http client; the card shows a failure itself, so no toast.
      const answer = await apiRequest<Record<string, unknown> | undefined>({
        url: props.completeUrl,
        method: 'POST',
        data: { ...props.payload, approve },
        silent: true,
        skipAuthRefresh: true,
      });
      const target = answer?.[props.redirectField];
      if (typeof target !== 'string') throw new Error(COMPLETE_FAILED);
      goToExternal(target);
    } catch (caught) {
      setError(
        caught instanceof Error && caught.message === COMPLETE_FAILED
          ? COMPLETE_FAILED
          : describeHttpError(caught).message,
      );
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
