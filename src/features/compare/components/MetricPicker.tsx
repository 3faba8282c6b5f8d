import { Select } from 'antd';
import { PRICE_METRIC } from '@/common/market/compareView';
import { useGetFinanceChipsQuery } from '@/features/charts/chartsApi';

export interface MetricPickerProps {
  /** The chips of this ticker's company type are offered (the first chosen ticker). */
  ticker: string | undefined;
  value: string;
  onChange: (metric: string) => void;
  id?: string;
}

/**
 * What the chart compares: the price, or a statement line or ratio of the chart catalogue (the chips
 * of the first ticker's company type, grouped as on the financial chart).
 */
export function MetricPicker({ ticker, value, onChange, id }: MetricPickerProps) {
  const { data, isFetching } = useGetFinanceChipsQuery({ ticker: ticker ?? '' }, { skip: !ticker });
  const groups = (data?.chips ?? [])
    .map((chip) => ({
      label: chip.name,
      title: chip.name,
      options: chip.metrics
        .filter((metric) => metric.kind === 'statement' || metric.kind === 'ratio')
        .map((metric) => ({ value: metric.key, label: metric.name })),
    }))
    .filter((group) => group.options.length > 0);
  const known =
    value === PRICE_METRIC || groups.some((group) => group.options.some((option) => option.value === value));
  const options = [
    { label: 'Giá', title: 'Giá', options: [{ value: PRICE_METRIC, label: 'Giá cổ phiếu' }] },
    ...groups,
    ...(known ? [] : [{ label: 'Đang chọn', title: 'Đang chọn', options: [{ value, label: value }] }]),
  ];
  return (
    <Select<string>
      id={id}
      value={value}
      onChange={onChange}
      options={options}
      loading={isFetching}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 260 }}
    />
  );
}
