import { Flex, Segmented, Tag, Typography } from 'antd';
import { useAppDispatch, useAppSelector } from '@/application/hooks';
import type { ChartMetricInfo, FinanceChip } from '@/common/contracts/financeChart';
import {
  selectSelectedChipId,
  setSelectedChipId,
  type FinanceChartMetric,
} from '@/features/charts/chartSlice';

export function ColorDot({ color }: { color: string }) {
  return (
    <span
      aria-hidden
      data-color={color}
      style={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: '50%',
        background: color,
        boxShadow: '0 0 0 1px #fff',
        flex: 'none',
      }}
    />
  );
}

interface MetricChipsProps {
  chips: readonly FinanceChip[];
  /** The metrics on the chart (checked, with their colour). */
  selected: readonly FinanceChartMetric[];
  onToggle: (metric: ChartMetricInfo) => void;
}

/** The metric groups as a row of chips; the open group's metrics as checkable tags. */
export function MetricChips({ chips, selected, onToggle }: MetricChipsProps) {
  const dispatch = useAppDispatch();
  const selectedChipId = useAppSelector(selectSelectedChipId);
  const chip = chips.find((item) => item.chipId === selectedChipId) ?? chips[0];
  if (!chip) return null;

  return (
    <Flex vertical gap="small">
      <div style={{ overflowX: 'auto' }}>
        <Segmented
          aria-label="Nhóm chỉ tiêu"
          value={chip.chipId}
          options={chips.map((item) => ({ value: item.chipId, label: item.name }))}
          onChange={(chipId) => dispatch(setSelectedChipId(chipId))}
        />
      </div>
      <Flex wrap gap={6} role="group" aria-label={`Chỉ tiêu nhóm ${chip.name}`}>
        {chip.metrics.length === 0 && (
          <Typography.Text type="secondary">Nhóm này chưa có chỉ tiêu.</Typography.Text>
        )}
        {chip.metrics.map((metric) => {
          const onChart = selected.find((item) => item.id === metric.key);
          return (
            <Tag.CheckableTag
              key={metric.key}
              checked={Boolean(onChart)}
              data-metric={metric.key}
              icon={onChart ? <ColorDot color={onChart.color} /> : undefined}
              style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
              onChange={() => {
                onToggle(metric);
              }}
            >
              {metric.name}
            </Tag.CheckableTag>
          );
        })}
      </Flex>
    </Flex>
  );
}
