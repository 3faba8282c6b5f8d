import { Segmented, type SegmentedProps } from 'antd';
import { useId } from 'react';
import { activeRange, type RangeOption } from '@/common/constants/ranges';

export interface RangeButtonsProps {
  options: readonly RangeOption[];
  onChange: (key: string) => void;
  size?: SegmentedProps['size'];
  /** Read by screen readers; "Khoảng thời gian" by default. */
  ariaLabel?: string;
}

/**
 * The range switch of a chart ("3 năm", "5 năm", "Tất cả" ...): exactly one option is active, the
 * one with isActivated (the first when none is). Built on antd Segmented, whose options are radio
 * inputs, so arrow keys and Tab work; each switch names its radios itself (React's useId), so two
 * switches on one page never share a radio group (rc-util's own id is one constant under test).
 */
export function RangeButtons({
  options,
  onChange,
  size = 'small',
  ariaLabel = 'Khoảng thời gian',
}: RangeButtonsProps) {
  const name = useId();
  const value = activeRange(options)?.key ?? options[0]?.key;
  return (
    <Segmented<string>
      name={name}
      aria-label={ariaLabel}
      size={size}
      value={value}
      options={options.map((option) => ({ label: option.name, value: option.key }))}
      onChange={(key) => {
        if (key !== value) onChange(key);
      }}
    />
  );
}
