import { CloseCircleFilled, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useRef, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';

interface InputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'prefix' | 'onChange' | 'value'
> {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  size?: 'small' | 'middle' | 'large';
  prefix?: ReactNode;
  /** A clear button while there is text; clearing sends an empty change. */
  allowClear?: boolean;
  /** A password field with antd's show/hide button (Input.Password). */
  password?: boolean;
  status?: 'error';
}

function joined(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/**
 * A text input with antd's Input markup (affix wrapper, prefix, clear button, Input.Password's eye)
 * and class names, styled by antd's static sheet, for screens kept free of antd's code. Controlled.
 */
export function Input({
  size = 'middle',
  prefix,
  allowClear = false,
  password = false,
  status,
  className,
  style,
  onChange,
  disabled,
  ...rest
}: InputProps) {
  const input = useRef<HTMLInputElement>(null);
  const [visible, setVisible] = useState(false);
  const sizeClass = size === 'small' ? 'sm' : size === 'large' ? 'lg' : undefined;
  const wrapped = Boolean(prefix) || allowClear || password;
  const field = (
    <input
      {...rest}
      ref={input}
      disabled={disabled}
      type={password ? (visible ? 'text' : 'password') : (rest.type ?? 'text')}
      className={joined(
        'ant-input',
        sizeClass && `ant-input-${sizeClass}`,
        disabled && 'ant-input-disabled',
        !wrapped && 'ant-input-outlined',
        !wrapped && 'ant-input-css-var',
        !wrapped && status && `ant-input-status-${status}`,
        !wrapped && className,
      )}
      style={wrapped ? undefined : style}
      onChange={onChange}
    />
  );
  if (!wrapped) return field;
  const clear = () => {
    const element = input.current;
    if (!element) return;
    // Through the native setter, so React sees a real change event with an empty value.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(element, '');
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.focus();
  };
  return (
    <span
      className={joined(
        'ant-input-affix-wrapper',
        sizeClass && `ant-input-affix-wrapper-${sizeClass}`,
        disabled && 'ant-input-disabled ant-input-affix-wrapper-disabled',
        'ant-input-outlined',
        status && `ant-input-status-${status}`,
        password && 'ant-input-password',
        'ant-input-css-var',
        className,
      )}
      style={style}
    >
      {prefix && <span className="ant-input-prefix">{prefix}</span>}
      {field}
      {allowClear && (
        <span className="ant-input-suffix">
          <button
            type="button"
            aria-label="Xóa"
            tabIndex={-1}
            className={`ant-input-clear-icon${rest.value ? '' : ' ant-input-clear-icon-hidden'}`}
            onClick={clear}
          >
            <CloseCircleFilled />
          </button>
        </span>
      )}
      {password && (
        <span className="ant-input-suffix">
          <span
            role="button"
            tabIndex={-1}
            className="ant-input-password-icon"
            aria-disabled={disabled ?? false}
            aria-pressed={visible}
            aria-label={visible ? 'Ẩn mật khẩu' : 'Hiện mật khẩu'}
            onMouseDown={(event) => {
              // Keep the caret in the field.
              event.preventDefault();
            }}
            onClick={() => {
              if (!disabled) setVisible((value) => !value);
            }}
          >
            {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          </span>
        </span>
      )}
    </span>
  );
}
