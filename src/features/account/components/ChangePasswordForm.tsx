import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useAppSelector } from '@/application/hooks';
import { useChangePasswordMutation } from '../accountApi';
import { selectUser } from '../accountSlice';
import { requiredRule } from '../formRules';
import { NewPasswordFields } from './NewPasswordFields';

interface ChangePasswordValues {
  currentPassword?: string;
  password: string;
  confirmPassword: string;
}

/** Change the password; accounts made with Google or Facebook only set one (no current password). */
export function ChangePasswordForm() {
  const [changePassword] = useChangePasswordMutation();
  const user = useAppSelector(selectUser);
  const [form] = Form.useForm<ChangePasswordValues>();
  const [submitting, setSubmitting] = useState(false);
  const hasPassword = user?.isHavePassword ?? true;

  const submit = async (values: ChangePasswordValues): Promise<void> => {
    setSubmitting(true);
    try {
      const result = await changePassword({
        ...(hasPassword ? { currentPassword: values.currentPassword ?? '' } : {}),
        password: values.password,
        confirmPassword: values.confirmPassword,
      });
      if ('data' in result) form.resetFields();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<ChangePasswordValues>
      scrollToFirstError={{ focus: true }}
      form={form}
      layout="vertical"
      name="change-password"
      onFinish={(values) => void submit(values)}
      requiredMark={false}
      disabled={submitting}
      style={{ maxWidth: 480 }}
    >
      {!hasPassword && (
        <Alert
          type="info"
          showIcon
          title="Tài khoản của bạn đăng nhập bằng Google hoặc Facebook. Đặt mật khẩu để đăng nhập bằng e-mail."
          style={{ marginBottom: 16 }}
        />
      )}
      {hasPassword && (
        <Form.Item label="Mật khẩu hiện tại" name="currentPassword" rules={[requiredRule]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      )}
      <NewPasswordFields />
      <Button type="primary" htmlType="submit" loading={submitting}>
        {hasPassword ? 'Đổi mật khẩu' : 'Đặt mật khẩu'}
      </Button>
    </Form>
  );
}
