import { useId, type ReactNode } from 'react';

export interface RadioButtonOption<T extends string | number> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

interface RadioButtonsProps<T extends string | number> {
  options: ReadonlyArray<RadioButtonOption<T>>;
  value: T;
  onChange: (value: T) => void;
  size?: 'small' | 'middle' | 'large';
  'aria-label'?: string;
}

/**
 * antd's Radio.Group with `optionType="button"` (markup and class names, styled by antd's static
 * sheet) over native radios: Tab reaches the chosen one, the arrow keys move and choose.
 */
export function RadioButtons<T extends string | number>({
  options,
  value,
  onChange,
  size = 'middle',
  'aria-label': ariaLabel,
}: RadioButtonsProps<T>) {
  const name = useId();
  const groupClasses = [
    'ant-radio-group',
    'ant-radio-group-outline',
    size === 'small' && 'ant-radio-group-small',
    size === 'large' && 'ant-radio-group-large',
    'ant-radio-css-var',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div role="radiogroup" aria-label={ariaLabel} className={groupClasses}>
      {options.map((option) => {
        const checked = option.value === value;
        const disabled = option.disabled === true;
        const state = [checked && 'checked', disabled && 'disabled'].filter(Boolean) as string[];
        return (
          <label
            key={String(option.value)}
            className={[
              'ant-radio-button-wrapper',
              ...state.map((s) => `ant-radio-button-wrapper-${s}`),
              'ant-radio-css-var',
            ].join(' ')}
          >
            <span className={['ant-radio-button', ...state.map((s) => `ant-radio-button-${s}`)].join(' ')}>
              <input
                className="ant-radio-button-input"
                type="radio"
                name={name}
                value={String(option.value)}
                checked={checked}
                disabled={disabled}
                onChange={() => {
                  onChange(option.value);
                }}
              />
            </span>
            <span className="ant-radio-button-label">{option.label}</span>
          </label>
        );
      })}
    </div>
  );
}
