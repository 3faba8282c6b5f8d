import { Alert, Button, Card, Flex, Form, Input, Result, Steps } from 'antd';
import { useEffect, useState } from 'react';
import { OTP_LENGTH } from '@/common/contracts/accountMessages';
import { useAppDispatch, useAppSelector } from '@/application/hooks';
import {
  resetForgotPassword,
  resetPassword,
  selectAccount,
  sendOtp,
  setCurrentStep,
  verifyOtp,
} from '../accountSlice';
import { zodRule } from '../formRules';
import { NewPasswordFields } from './NewPasswordFields';
import { LoginForm } from './LoginForm';

export const FORGOT_STEPS = ['Gửi e-mail', 'Nhập OTP', 'Mật khẩu mới', 'Đăng nhập'] as const;

interface ForgotPasswordWizardProps {
  /** Called after the login of the last step. */
  onLoggedIn?: () => void;
}

/** Forgot password in four steps: the e-mail, the code it received (checked by the server), a new password, log in. */
export function ForgotPasswordWizard({ onLoggedIn }: ForgotPasswordWizardProps) {
  const dispatch = useAppDispatch();
  const { currentStep, error, resetEmail, resetNotice, otpMessage } = useAppSelector(selectAccount);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    dispatch(resetForgotPassword());
  }, [dispatch]);

  const busy = async (work: () => Promise<unknown>): Promise<void> => {
    setSubmitting(true);
    try {
      await work();
    } finally {
      setSubmitting(false);
    }
  };

  const errorAlert = error ? (
    <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="forgot-error" />
  ) : null;

  return (
    <Card>
      <Steps
        current={currentStep}
        // The current step says so to screen readers too (antd marks it only with a class).
        items={FORGOT_STEPS.map((title, index) => ({
          title,
          ...(index === currentStep ? { 'aria-current': 'step' as const } : {}),
        }))}
        style={{ marginBottom: 24 }}
        data-testid="forgot-steps"
      />
      {currentStep === 0 && (
        <Form<{ email: string }>
          scrollToFirstError={{ focus: true }}
          noValidate
          layout="vertical"
          name="forgot-email"
          initialValues={{ email: resetEmail }}
          onFinish={(values) => void busy(() => dispatch(sendOtp({ email: values.email.trim() })))}
          requiredMark={false}
          disabled={submitting}
        >
          {errorAlert}
          <Form.Item
            label="E-mail đã đăng ký"
            name="email"
            rules={[zodRule((c) => c.emailSchema)]}
            extra="Mã OTP gồm 6 chữ số sẽ được gửi tới e-mail này."
          >
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            Gửi mã OTP
          </Button>
        </Form>
      )}
      {currentStep === 1 && (
        <Form<{ otp: string }>
          scrollToFirstError={{ focus: true }}
          layout="vertical"
          name="forgot-otp"
          onFinish={(values) => void busy(() => dispatch(verifyOtp({ otp: values.otp })))}
          requiredMark={false}
          disabled={submitting}
        >
          {resetNotice && <Alert type="info" showIcon title={resetNotice} style={{ marginBottom: 16 }} />}
          {errorAlert}
          <Form.Item
            label={`Mã OTP gửi tới ${resetEmail}`}
            name="otp"
            rules={[zodRule((c) => c.verifyOtpBody.shape.otp)]}
          >
            <Input
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={OTP_LENGTH}
              placeholder="123456"
              style={{ letterSpacing: 4 }}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            Xác nhận
          </Button>
          <Flex justify="space-between" style={{ marginTop: 12 }}>
            <Button type="link" onClick={() => dispatch(setCurrentStep(0))} style={{ paddingInline: 0 }}>
              Đổi e-mail
            </Button>
            <Button
              type="link"
              onClick={() => void busy(() => dispatch(sendOtp({ email: resetEmail })))}
              style={{ paddingInline: 0 }}
            >
              Gửi lại mã
            </Button>
          </Flex>
        </Form>
      )}
      {currentStep === 2 && (
        <Form<{ password: string; confirmPassword: string }>
          scrollToFirstError={{ focus: true }}
          layout="vertical"
          name="forgot-reset"
          onFinish={(values) => void busy(() => dispatch(resetPassword(values)))}
          requiredMark={false}
          disabled={submitting}
        >
          {otpMessage && (
            <Alert
              type="success"
              showIcon
              title={otpMessage}
              style={{ marginBottom: 16 }}
              data-testid="otp-ok"
            />
          )}
          {errorAlert}
          <NewPasswordFields />
          <Button type="primary" htmlType="submit" block loading={submitting}>
            Đặt lại mật khẩu
          </Button>
          {error && (
            <Button type="link" block onClick={() => dispatch(setCurrentStep(0))} style={{ marginTop: 8 }}>
              Làm lại từ đầu
            </Button>
          )}
        </Form>
      )}
      {currentStep === 3 && (
        <>
          <Result
            status="success"
            title="Thành công"
            subTitle="Mật khẩu đã được đặt lại. Hãy đăng nhập bằng mật khẩu mới."
            data-testid="forgot-done"
            style={{ paddingBlock: 16 }}
          />
          <LoginForm initialEmail={resetEmail} onSuccess={onLoggedIn} />
        </>
      )}
    </Card>
  );
}
