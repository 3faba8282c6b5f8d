import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { Typography } from '@/components/Typography';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { emailSchema } from '@/common/contracts/account';
import { useAppDispatch, useAppSelector } from '@/application/hooks';
import {
  clearDeviceLimit,
  clearError,
  login,
  loginFacebook,
  loginGoogle,
  selectAccountError,
  selectDeviceLimit,
} from '../accountSlice';
import { requiredRule, zodRule } from '../formRules';
import { DeviceLimitModal } from './DeviceLimitModal';
import { SocialLogin } from './SocialLogin';

interface LoginValues {
  email: string;
  password: string;
}

interface LoginFormProps {
  initialEmail?: string;
  /** Called after a successful login (the page decides where to go). */
  onSuccess?: () => void;
  /**
   * False while the page still waits for its query (a server-rendered page before hydration): the
   * fields stay disabled, so nothing typed is lost when the form is set up with the query's e-mail.
   */
  ready?: boolean;
}

/** One sign-in attempt; true when it logged in. Kept so the device dialog can run it again. */
type Attempt = () => Promise<boolean>;

export function LoginForm({ initialEmail, onSuccess, ready = true }: LoginFormProps) {
  const dispatch = useAppDispatch();
  const error = useAppSelector(selectAccountError);
  const deviceLimit = useAppSelector(selectDeviceLimit);
  const [submitting, setSubmitting] = useState(false);
  const lastAttempt = useRef<Attempt | null>(null);

  useEffect(() => {
    dispatch(clearError());
    dispatch(clearDeviceLimit());
  }, [dispatch]);

  const run = async (attempt: Attempt): Promise<void> => {
    lastAttempt.current = attempt;
    setSubmitting(true);
    try {
      if (await attempt()) onSuccess?.();
    } finally {
      setSubmitting(false);
    }
  };

  const withPassword = (values: LoginValues): Attempt => {
    const credentials = { email: values.email.trim(), password: values.password };
    return async () => login.fulfilled.match(await dispatch(login(credentials)));
  };

  return (
    <>
      <Form<LoginValues>
        layout="vertical"
        name="login"
        initialValues={{ email: initialEmail ?? '', password: '' }}
        onFinish={(values) => void run(withPassword(values))}
        requiredMark={false}
        disabled={submitting || !ready}
      >
        {error && !deviceLimit && (
          <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />
        )}
        <Form.Item label="E-mail" name="email" rules={[zodRule(emailSchema)]}>
          <Input prefix={<MailOutlined />} autoComplete="email" inputMode="email" placeholder="ban@vidu.vn" />
        </Form.Item>
        <Form.Item label="Mật khẩu" name="password" rules={[requiredRule]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <Flex justify="flex-end" style={{ marginTop: -8, marginBottom: 16 }}>
          <Link href="/account/forgot-password">Quên mật khẩu?</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          Đăng nhập
        </Button>
      </Form>
      <SocialLogin
        disabled={submitting}
        onGoogle={(credential) =>
          void run(async () => loginGoogle.fulfilled.match(await dispatch(loginGoogle({ credential }))))
        }
        onFacebook={(body) =>
          void run(async () => loginFacebook.fulfilled.match(await dispatch(loginFacebook(body))))
        }
      />
      <Typography.Paragraph style={{ marginTop: 16, textAlign: 'center' }}>
        Chưa có tài khoản? <Link href="/account/register">Đăng ký</Link>
      </Typography.Paragraph>
      <DeviceLimitModal
        onRetry={() => {
          if (lastAttempt.current) void run(lastAttempt.current);
        }}
      />
    </>
  );
}
