import { useId, type ReactNode } from 'react';

export interface SegmentedOption<T extends string | number> {
  label: ReactNode;
  value: T;
  disabled?: boolean;
  /** The native tooltip; defaults to the label when it is text. */
  title?: string;
}

interface SegmentedProps<T extends string | number> {
  options: ReadonlyArray<SegmentedOption<T>>;
  value: T;
  onChange: (value: T) => void;
  size?: 'small' | 'middle' | 'large';
  disabled?: boolean;
  block?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
}

/**
 * antd's Segmented (markup and class names, styled by antd's static sheet) over native radio buttons,
 * so the browser gives it the radio group's keyboard: Tab reaches the chosen item, the arrow keys
 * move and choose. Without antd's code, for screens kept free of it (src/application/withAntd.tsx).
 */
export function Segmented<T extends string | number>({
  options,
  value,
  onChange,
  size = 'middle',
  disabled = false,
  block = false,
  className,
  ...aria
}: SegmentedProps<T>) {
  const name = useId();
  const classes = [
    'ant-segmented',
    size === 'small' && 'ant-segmented-sm',
    size === 'large' && 'ant-segmented-lg',
    block && 'ant-segmented-block',
    disabled && 'ant-segmented-disabled',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div role="radiogroup" className={classes} {...aria}>
      <div className="ant-segmented-group">
        {options.map((option) => {
          const selected = option.value === value;
          const itemDisabled = disabled || option.disabled === true;
          const itemClasses = [
            'ant-segmented-item',
            selected && 'ant-segmented-item-selected',
            itemDisabled && 'ant-segmented-item-disabled',
          ]
            .filter(Boolean)
            .join(' ');
          const title = option.title ?? (typeof option.label === 'string' ? option.label : undefined);
          return (
            <label key={String(option.value)} className={itemClasses}>
              <input
                className="ant-segmented-item-input"
                type="radio"
                name={name}
                checked={selected}
                disabled={itemDisabled}
                onChange={() => {
                  onChange(option.value);
                }}
              />
              <div className="ant-segmented-item-label" title={title}>
                {option.label}
              </div>
            </label>
          );
        })}
      </div>
    </div>
  );
}
