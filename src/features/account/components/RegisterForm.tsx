import { Alert, Button, Form, Input, Result, Typography } from 'antd';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import type { RegisterBody } from '@/common/contracts/account';
import { useAppDispatch, useAppSelector } from '@/application/hooks';
import { register, resetRegister, selectAccount } from '../accountSlice';
import { zodRule } from '../formRules';
import { NewPasswordFields } from './NewPasswordFields';

/**
 * Registration: the contract's rules and messages; the answer is the same whether the e-mail exists.
 * `next`: a path of this site the login links return to (a locked section's "Đăng ký miễn phí").
 */
export function RegisterForm({ next }: { next?: string } = {}) {
  const loginHref = next ? `/account/login?next=${encodeURIComponent(next)}` : '/account/login';
  const dispatch = useAppDispatch();
  const { registerResponse, error } = useAppSelector(selectAccount);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    dispatch(resetRegister());
  }, [dispatch]);

  const submit = async (values: RegisterBody): Promise<void> => {
    setSubmitting(true);
    try {
      await dispatch(
        register({
          name: values.name.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
        }),
      );
    } finally {
      setSubmitting(false);
    }
  };

  if (registerResponse) {
    return (
      <Result
        status="success"
        title="Đăng ký thành công"
        subTitle={registerResponse}
        data-testid="register-success"
        extra={
          <Button type="primary" href={loginHref}>
            Đăng nhập
          </Button>
        }
      />
    );
  }

  return (
    <Form<RegisterBody>
      scrollToFirstError={{ focus: true }}
      noValidate
      layout="vertical"
      name="register"
      onFinish={(values) => void submit(values)}
      requiredMark={false}
      disabled={submitting}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form.Item label="Họ và tên" name="name" rules={[zodRule((c) => c.nameSchema)]}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item label="E-mail" name="email" rules={[zodRule((c) => c.emailSchema)]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label="Số điện thoại" name="phone" rules={[zodRule((c) => c.phoneSchema)]}>
        <Input autoComplete="tel" inputMode="tel" placeholder="0912 345 678" />
      </Form.Item>
      <NewPasswordFields label="Mật khẩu" confirmLabel="Nhập lại mật khẩu" />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        Đăng ký
      </Button>
      <Typography.Paragraph style={{ marginTop: 16, textAlign: 'center' }}>
        Đã có tài khoản? <Link href={loginHref}>Đăng nhập</Link>
      </Typography.Paragraph>
    </Form>
  );
}
