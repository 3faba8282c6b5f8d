import { DownOutlined } from '@ant-design/icons';
import type { CSSProperties } from 'react';

export interface NativeSelectOption<T extends string | number> {
  value: T;
  label: string;
  disabled?: boolean;
}

interface NativeSelectProps<T extends string | number> {
  id?: string;
  options: ReadonlyArray<NativeSelectOption<T>>;
  value: T;
  onChange: (value: T) => void;
  size?: 'small' | 'middle';
  style?: CSSProperties;
  'aria-label'?: string;
  'data-testid'?: string;
}

/**
 * A short list of choices as the browser's own `<select>`, drawn like antd's Select
 * (src/styles/globals.css): the platform's keyboard, type-ahead and touch pickers, and no JavaScript
 * beyond this file. For lists of a few fixed options; antd's Select stays where a list is searched.
 */
export function NativeSelect<T extends string | number>({
  options,
  value,
  onChange,
  size = 'middle',
  style,
  ...attributes
}: NativeSelectProps<T>) {
  const at = options.findIndex((option) => option.value === value);
  return (
    <span className={`native-select${size === 'small' ? ' native-select-sm' : ''}`} style={style}>
      <select
        {...attributes}
        value={String(at)}
        onChange={(event) => {
          const option = options[Number(event.target.value)];
          if (option) onChange(option.value);
        }}
      >
        {options.map((option, index) => (
          <option key={String(option.value)} value={String(index)} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <DownOutlined className="native-select-arrow" aria-hidden />
    </span>
  );
}
