import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Flex } from '@/components/Flex';
import { FormField } from '@/components/FormField';
import { Input } from '@/components/Input';
import { Typography } from '@/components/Typography';
import Link from 'next/link';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { ACCOUNT_MESSAGES } from '@/common/contracts/accountMessages';
import { useClientModule } from '@/lib/useClientModule';
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
type Problems = Partial<Record<Field, string>>;

/** The contract's e-mail schema, with zod, loaded on the first check instead of with the page. */
const loadEmailSchema = () => import('@/common/contracts/account').then((contracts) => contracts.emailSchema);

/** What the server would say about each field (the contract's e-mail schema; a password is required). */
async function problemOf(field: Field, value: string): Promise<string | undefined> {
  if (field === 'password') return value === '' ? ACCOUNT_MESSAGES.required : undefined;
  const result = (await loadEmailSchema()).safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? ACCOUNT_MESSAGES.required);
}

/** The device dialog (antd's Modal) loads only when a login is refused for the device limit. */
const loadDeviceLimitModal = () => import('./DeviceLimitModal');

function LazyDeviceLimitModal({ onRetry }: { onRetry: () => void }) {
  const dialog = useClientModule(loadDeviceLimitModal);
  return dialog ? <dialog.DeviceLimitModal onRetry={onRetry} /> : null;
}

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

  const formId = useId();
  const ids: Record<Field, string> = { email: `${formId}email`, password: `${formId}password` };
  const [values, setValues] = useState<LoginValues>({ email: initialEmail ?? '', password: '' });
  const [problems, setProblems] = useState<Problems>({});
  // A field is checked as it changes once it has been checked (left with text in it, or submitted).
  const [checked, setChecked] = useState<Partial<Record<Field, boolean>>>({});
  const disabled = submitting || !ready;

  // The newest check of each field wins (an e-mail check may wait for the schema to load).
  const latest = useRef<Record<Field, number>>({ email: 0, password: 0 });
  const check = async (field: Field, value: string): Promise<string | undefined> => {
    setChecked((state) => ({ ...state, [field]: true }));
    const turn = ++latest.current[field];
    const problem = await problemOf(field, value);
    if (turn === latest.current[field]) setProblems((state) => ({ ...state, [field]: problem }));
    return problem;
  };
  const change = (field: Field, value: string) => {
    setValues((state) => ({ ...state, [field]: value }));
    if (checked[field]) void check(field, value);
  };
  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const sent = values;
    const found: Problems = {
      email: await check('email', sent.email),
      password: await check('password', sent.password),
    };
    const first = (['email', 'password'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(ids[first])?.focus();
      return;
    }
    await run(withPassword(sent));
  };
  const fieldProps = (field: Field) => ({
    id: ids[field],
    name: field,
    value: values[field],
    disabled,
    status: problems[field] ? ('error' as const) : undefined,
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': problems[field] ? `${ids[field]}_help` : undefined,
    onChange: (event: { target: { value: string } }) => {
      change(field, event.target.value);
    },
    onBlur: () => {
      if (values[field] !== '' || checked[field]) void check(field, values[field]);
    },
  });

  return (
    <>
      <form
        className="ant-form ant-form-vertical ant-form-hide-required-mark ant-form-css-var"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label="Đăng nhập"
      >
        {error && !deviceLimit && (
          <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />
        )}
        <FormField id={ids.email} label="E-mail" error={problems.email}>
          <Input
            {...fieldProps('email')}
            prefix={<MailOutlined />}
            autoComplete="email"
            inputMode="email"
            placeholder="ban@vidu.vn"
          />
        </FormField>
        <FormField id={ids.password} label="Mật khẩu" error={problems.password}>
          <Input
            {...fieldProps('password')}
            password
            prefix={<LockOutlined />}
            autoComplete="current-password"
          />
        </FormField>
        <Flex justify="flex-end" style={{ marginTop: -8, marginBottom: 16 }}>
          <Link href="/account/forgot-password">Quên mật khẩu?</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={submitting} disabled={!ready}>
          Đăng nhập
        </Button>
      </form>
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
        <LazyDeviceLimitModal
          onRetry={() => {
            if (lastAttempt.current) void run(lastAttempt.current);
          }}
        />
      )}
    </>
  );
}
