import { ExpandOutlined } from '@ant-design/icons';
import { Button, Flex, Switch, Typography } from 'antd';
import { useId } from 'react';

/** 'Tự động co giãn trục': each axis fits its data (on) or every axis shares one range (off). */
export function AutoAxisSwitch({
  checked,
  disabled = false,
  onChange,
}: {
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <Flex align="center" gap={6}>
      <Switch id={id} size="small" checked={checked} disabled={disabled} onChange={onChange} />
      <Typography.Text type="secondary">
        <label htmlFor={id}>Tự động co giãn trục</label>
      </Typography.Text>
    </Flex>
  );
}

/** The toolbar button that opens the chart in a large modal. */
export function ExpandChartButton({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  return (
    <Button
      size="small"
      icon={<ExpandOutlined aria-hidden />}
      aria-label="Phóng to biểu đồ"
      title="Phóng to biểu đồ"
      disabled={disabled}
      onClick={onClick}
    />
  );
}
