import { Alert, Button } from 'antd';
import { useState } from 'react';
import { accountRequests } from '../accountRequests';
import { toAccountError } from '../accountThunks';

interface ResendActivationProps {
  /** The e-mail and password the login just tried (they name the registration). */
  credentials: () => { email: string; password: string };
  /** The login's "not activated" message. */
  message: string;
}

/**
 * The login's "not activated" answer with a way on: a new activation mail for that registration
 * (POST /api/auth/resend-activation, rate-limited like registration; docs/ACCOUNTS.md).
 */
export function ResendActivation({ credentials, message }: ResendActivationProps) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const resend = async (): Promise<void> => {
    setSending(true);
    try {
      const answer = await accountRequests.resendActivation(credentials());
      setOutcome({ ok: true, text: answer.message });
    } catch (error) {
      setOutcome({ ok: false, text: toAccountError(error).message });
    } finally {
      setSending(false);
    }
  };

  if (outcome?.ok) {
    return (
      <Alert
        type="success"
        showIcon
        title={outcome.text}
        style={{ marginBottom: 16 }}
        data-testid="login-error"
      />
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      title={message}
      description={outcome?.text}
      style={{ marginBottom: 16 }}
      data-testid="login-error"
      action={
        <Button size="small" loading={sending} onClick={() => void resend()}>
          Gửi lại e-mail kích hoạt
        </Button>
      }
    />
  );
}
