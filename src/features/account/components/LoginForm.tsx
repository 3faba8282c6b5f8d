import { LockOutlined, MailOutlined } from '@ant-design/icons';
import Link from 'next/link';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Typography, type InputRef } from 'antd';
import { ACCOUNT_MESSAGES } from '@/common/contracts/accountMessages';
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
import { ResendActivation } from './ResendActivation';
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

type Field = keyof LoginValues;

/** The contract's e-mail schema, with zod, loaded on the first check instead of with the page. */
const loadEmailSchema = () => import('@/common/contracts/account').then((contracts) => contracts.emailSchema);

/** What the server would say about each field (the contract's e-mail schema; a password is required). */
async function validate(field: Field, value: string): Promise<void> {
  if (field === 'password') {
    if (value === '') throw new Error(ACCOUNT_MESSAGES.required);
    return;
  }
  const result = (await loadEmailSchema()).safeParse(value);
  if (!result.success) throw new Error(result.error.issues[0]?.message ?? ACCOUNT_MESSAGES.required);
}

/** The device dialog loads only when a login is refused for the device limit. */
const LazyDeviceLimitModal = lazy(() =>
  import('./DeviceLimitModal').then((module) => ({ default: module.DeviceLimitModal })),
);

export function LoginForm({ initialEmail, onSuccess, ready = true }: LoginFormProps) {
  const dispatch = useAppDispatch();
  const error = useAppSelector(selectAccountError);
  const deviceLimit = useAppSelector(selectDeviceLimit);
  const [submitting, setSubmitting] = useState(false);
  const lastAttempt = useRef<Attempt | null>(null);
  const passwordInput = useRef<InputRef>(null);
  // Counts refused logins: the fields, disabled while the request ran, take the focus back after one.
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    dispatch(clearError());
    dispatch(clearDeviceLimit());
  }, [dispatch]);

  const run = async (attempt: Attempt): Promise<void> => {
    lastAttempt.current = attempt;
    setSubmitting(true);
    try {
      if (await attempt()) onSuccess?.();
      else setRefusals((count) => count + 1);
    } finally {
      setSubmitting(false);
    }
  };

  // After a refused login the focus stays in the form (on the password, to type it again), unless the
  // device dialog opened and holds it.
  useEffect(() => {
    if (refusals > 0 && !submitting && !deviceLimit) passwordInput.current?.focus();
  }, [refusals, submitting, deviceLimit]);

  const withPassword = (values: LoginValues): Attempt => {
    const credentials = { email: values.email.trim(), password: values.password };
    return async () => login.fulfilled.match(await dispatch(login(credentials)));
  };

  const [form] = Form.useForm<LoginValues>();
  // A field is checked as it changes once it has been checked (left with text in it, or submitted).
  const [checked, setChecked] = useState<Partial<Record<Field, boolean>>>({});
  const disabled = submitting || !ready;

  const leave = (field: Field) => {
    const value = (form.getFieldValue(field) as string | undefined) ?? '';
    if (value === '' && !checked[field]) return;
    setChecked((state) => ({ ...state, [field]: true }));
    void form.validateFields([field]).catch(() => undefined);
  };
  const item = (field: Field) => ({
    name: field,
    rules: [{ validator: async (_rule: unknown, value?: string) => validate(field, value ?? '') }],
    validateTrigger: checked[field] ? ['onChange'] : [],
  });

  return (
    <>
      <Form<LoginValues>
        form={form}
        layout="vertical"
        name="login"
        aria-label="Đăng nhập"
        requiredMark={false}
        disabled={disabled}
        initialValues={{ email: initialEmail ?? '', password: '' }}
        scrollToFirstError={{ focus: true }}
        noValidate
        onFinish={(values) => void run(withPassword(values))}
        onFinishFailed={() => {
          setChecked({ email: true, password: true });
        }}
      >
        {error === ACCOUNT_MESSAGES.notActivated ? (
          <ResendActivation
            message={error}
            credentials={() => ({
              email: ((form.getFieldValue('email') as string | undefined) ?? '').trim(),
              password: (form.getFieldValue('password') as string | undefined) ?? '',
            })}
          />
        ) : (
          error &&
          !deviceLimit && (
            <Alert
              type="error"
              showIcon
              title={error}
              style={{ marginBottom: 16 }}
              data-testid="login-error"
            />
          )
        )}
        <Form.Item label="E-mail" {...item('email')}>
          <Input
            type="email"
            prefix={<MailOutlined aria-hidden />}
            autoComplete="email"
            placeholder="ban@vidu.vn"
            onBlur={() => {
              leave('email');
            }}
          />
        </Form.Item>
        <Form.Item label="Mật khẩu" {...item('password')}>
          <Input.Password
            ref={passwordInput}
            prefix={<LockOutlined aria-hidden />}
            autoComplete="current-password"
            onBlur={() => {
              leave('password');
            }}
          />
        </Form.Item>
        <Flex justify="flex-end" style={{ marginTop: -8, marginBottom: 16 }}>
          <Link href="/account/forgot-password">Quên mật khẩu?</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={submitting} disabled={!ready}>
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
      {deviceLimit && (
        <Suspense fallback={null}>
          <LazyDeviceLimitModal
            onRetry={() => {
              if (lastAttempt.current) void run(lastAttempt.current);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
