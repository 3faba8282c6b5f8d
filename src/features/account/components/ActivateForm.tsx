import { Alert, Button, Form, Input, Result, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ACCOUNT_MESSAGES } from '@/common/contracts/accountMessages';
import { useAppDispatch, useAppSelector } from '@/application/hooks';
import { activate, resetActivate, selectAccount } from '../accountSlice';
import { requiredRule } from '../formRules';

interface ActivateFormProps {
  /** The link's token; empty when the link carries none. */
  token: string;
}

/**
 * The activation page's body: the password chosen at registration (it proves the one activating is
 * the one who registered, docs/ACCOUNTS.md), then the outcome. A wrong password keeps the form; a
 * dead link (used, expired, unknown, out of guesses) ends it.
 */
export function ActivateForm({ token }: ActivateFormProps) {
  const dispatch = useAppDispatch();
  const { activeResponse, error } = useAppSelector(selectAccount);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    dispatch(resetActivate());
  }, [dispatch, token]);

  const submit = async ({ password }: { password: string }): Promise<void> => {
    setSubmitting(true);
    try {
      await dispatch(activate({ token, password }));
    } finally {
      setSubmitting(false);
    }
  };

  if (!token || (activeResponse && !activeResponse.ok)) {
    return (
      <Result
        status="error"
        title="Kích hoạt không thành công"
        subTitle={activeResponse?.message ?? ACCOUNT_MESSAGES.activationInvalid}
        data-testid="activate-result"
        extra={
          <Button type="primary" href="/account/register">
            Đăng ký lại
          </Button>
        }
      />
    );
  }
  if (activeResponse) {
    const loginHref = activeResponse.email
      ? `/account/login?email=${encodeURIComponent(activeResponse.email)}`
      : '/account/login';
    return (
      <Result
        status={activeResponse.alreadyActive ? 'info' : 'success'}
        title={activeResponse.alreadyActive ? 'Tài khoản đã được kích hoạt' : 'Kích hoạt thành công'}
        subTitle={activeResponse.message}
        data-testid="activate-result"
        extra={
          <Button type="primary" href={loginHref}>
            Đăng nhập
          </Button>
        }
      />
    );
  }
  return (
    <Form<{ password: string }>
      scrollToFirstError={{ focus: true }}
      layout="vertical"
      name="activate"
      onFinish={(values) => void submit(values)}
      requiredMark={false}
      disabled={submitting}
    >
      <Typography.Paragraph>
        Nhập mật khẩu bạn đã đặt khi đăng ký để kích hoạt tài khoản. Nhờ vậy chỉ người đã đăng ký mới kích
        hoạt được tài khoản gắn với e-mail này.
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form.Item label="Mật khẩu đã đặt khi đăng ký" name="password" rules={[requiredRule]}>
        <Input.Password autoComplete="current-password" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        Kích hoạt tài khoản
      </Button>
    </Form>
  );
}
