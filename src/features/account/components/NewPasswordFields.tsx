import { Form, Input } from 'antd';
import { confirmRule, zodRule } from '../formRules';

interface NewPasswordFieldsProps {
  /** The first field's label; the second says to type it again. */
  label?: string;
  confirmLabel?: string;
}

/**
 * A new password and its confirmation, as two items of the enclosing antd Form (`password` and
 * `confirmPassword`): the contract's password rule, then equal to the first. Registration, the
 * reset of a forgotten password and the profile's password change all use it.
 */
export function NewPasswordFields({
  label = 'Mật khẩu mới',
  confirmLabel = 'Nhập lại mật khẩu mới',
}: NewPasswordFieldsProps) {
  return (
    <>
      <Form.Item label={label} name="password" rules={[zodRule((c) => c.passwordSchema)]} hasFeedback>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={confirmLabel}
        name="confirmPassword"
        dependencies={['password']}
        rules={[confirmRule('password')]}
        hasFeedback
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
