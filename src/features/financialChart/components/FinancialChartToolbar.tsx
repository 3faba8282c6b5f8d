import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Radio, Segmented } from 'antd';
import type Highcharts from 'highcharts';
import { useAppDispatch, useAppSelector } from '@/application/hooks';
import { UNIT_FORMATS, UNIT_LABELS, type UnitFormat } from '@/common/constants/finance';
import type { RangeOption } from '@/common/constants/ranges';
import type { ChartPeriodType } from '@/common/contracts/financeChart';
import { selectFinancePeriod, setFinancePeriod, setFinanceRange } from '@/features/charts/chartSlice';
import { ChartExportMenu } from '@/features/charts/components/ChartExportMenu';
import { AutoAxisSwitch, ExpandChartButton } from '@/features/charts/components/ChartToolbarControls';
import { RangeButtons } from '@/features/charts/components/RangeButtons';
import type { MetricChartInput } from '@/features/charts/types';
import { selectUnit, setUnit } from '@/features/enterprise/enterpriseSlice';

const PERIOD_OPTIONS: { value: ChartPeriodType; label: string }[] = [
  { value: 'quarter', label: 'Quý' },
  { value: 'year', label: 'Năm' },
];

interface FinancialChartToolbarProps {
  input: MetricChartInput;
  getChart: () => Highcharts.Chart | null;
  fileName: string;
  isAutoAxis: boolean;
  /** The range switch as this viewer can use it (features/charts/rangeWindow.ts). */
  rangeOptions: readonly RangeOption[];
  onAutoAxisChange: (value: boolean) => void;
  onExpand: () => void;
  onClear: () => void;
}

/** Period, unit, range, automatic axes, expand, export and "clear all" of the financial chart. */
export function FinancialChartToolbar(props: FinancialChartToolbarProps) {
  const dispatch = useAppDispatch();
  const period = useAppSelector(selectFinancePeriod);
  // The unit is the finance tables' one (enterprise slice), so both screens read alike.
  const unit = useAppSelector(selectUnit);
  const hasMetrics = props.input.metrics.length > 0;

  return (
    <Flex wrap gap="small" align="center" role="toolbar" aria-label="Tùy chọn biểu đồ tài chính">
      <Segmented<ChartPeriodType>
        size="small"
        aria-label="Kỳ"
        value={period}
        options={PERIOD_OPTIONS}
        onChange={(value) => dispatch(setFinancePeriod(value))}
      />
      <Radio.Group
        aria-label="Đơn vị"
        optionType="button"
        size="small"
        value={unit}
        options={UNIT_FORMATS.map((value) => ({ value, label: UNIT_LABELS[value] }))}
        onChange={(event) => dispatch(setUnit(event.target.value as UnitFormat))}
      />
      <RangeButtons options={props.rangeOptions} onChange={(key) => dispatch(setFinanceRange(key))} />
      <AutoAxisSwitch checked={props.isAutoAxis} onChange={props.onAutoAxisChange} />
      <Flex gap="small" style={{ marginLeft: 'auto' }}>
        <ExpandChartButton disabled={!hasMetrics} onClick={props.onExpand} />
        <ChartExportMenu input={props.input} getChart={props.getChart} fileName={props.fileName} />
        <Button
          size="small"
          icon={<DeleteOutlined aria-hidden />}
          disabled={!hasMetrics}
          onClick={props.onClear}
        >
          Xoá tất cả
        </Button>
      </Flex>
    </Flex>
  );
}
