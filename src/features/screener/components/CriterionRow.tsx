import { DeleteOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { Button, Flex, InputNumber, Select, Tooltip, Typography } from 'antd';
import { CRITERION_UNIT_LABELS, findCriterion } from '@/common/screener/criteria';
import { isFlag, isSet, type ScreenCriterion } from '@/common/screener/definition';

export interface CriterionRowProps {
  criterion: ScreenCriterion;
  /** Set criteria whose values come from the market (industries). */
  options?: { value: string; label: string }[];
  onChange: (next: ScreenCriterion) => void;
  onRemove: () => void;
}

const FLAG_OPTIONS = [
  { value: 1, label: 'Có' },
  { value: 0, label: 'Không' },
];

/** One criterion of the screen being built: its label and help, its inputs, and a remove button. */
export function CriterionRow({ criterion, options, onChange, onRemove }: CriterionRowProps) {
  const definition = findCriterion(criterion.key);
  const label = definition?.label ?? criterion.key;
  const unit = definition?.unit ? CRITERION_UNIT_LABELS[definition.unit] : '';
  let inputs;
  if (isFlag(criterion)) {
    inputs = (
      <Select
        aria-label={label}
        style={{ width: 110 }}
        value={criterion.is ? 1 : 0}
        options={FLAG_OPTIONS}
        onChange={(value: number) => {
          onChange({ key: criterion.key, is: value === 1 });
        }}
      />
    );
  } else if (isSet(criterion)) {
    inputs = (
      <Select
        aria-label={label}
        mode="multiple"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Chọn một hoặc nhiều giá trị"
        style={{ minWidth: 240, flex: 1 }}
        value={criterion.values}
        options={definition?.options ? [...definition.options] : options}
        onChange={(values: string[]) => {
          onChange({ key: criterion.key, values });
        }}
      />
    );
  } else {
    inputs = (
      <>
        <InputNumber
          aria-label={`${label}: từ`}
          placeholder="Từ"
          value={criterion.min}
          onChange={(value) => {
            onChange({ ...criterion, min: typeof value === 'number' ? value : null });
          }}
          style={{ width: 120 }}
        />
        <span aria-hidden>–</span>
        <InputNumber
          aria-label={`${label}: đến`}
          placeholder="Đến"
          value={criterion.max}
          onChange={(value) => {
            onChange({ ...criterion, max: typeof value === 'number' ? value : null });
          }}
          style={{ width: 120 }}
        />
        {unit && <Typography.Text type="secondary">{unit}</Typography.Text>}
      </>
    );
  }
  return (
    <Flex
      gap="small"
      align="center"
      wrap
      role="group"
      aria-label={label}
      data-testid={`criterion-${criterion.key}`}
    >
      <Typography.Text strong style={{ minWidth: 220 }}>
        {label}{' '}
        <Tooltip title={definition?.help} trigger={['hover', 'focus']}>
          <InfoCircleOutlined aria-label={`Giải thích: ${definition?.help ?? ''}`} tabIndex={0} />
        </Tooltip>
      </Typography.Text>
      {inputs}
      <Button
        type="text"
        icon={<DeleteOutlined aria-hidden />}
        aria-label={`Bỏ tiêu chí ${label}`}
        onClick={onRemove}
      />
    </Flex>
  );
}
