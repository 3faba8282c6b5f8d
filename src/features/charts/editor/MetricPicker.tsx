import { Alert, Button, Checkbox, Empty, Input, Skeleton, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { MAX_METRICS_PER_CHART } from '@/common/contracts/chartVocabulary';
import type { ChartMetric } from '@/common/contracts/charts';
import { type ChartMetricInfo } from '@/common/contracts/financeChart';
import { metricKey } from '@/common/contracts/metricKeys';
import { useGetFinanceChipsQuery } from '../chartsApi';
import { addMetric, limitMessage, removeMetric } from './editorState';
import { searchMetrics } from './metricSearch';

export interface MetricPickerProps {
  ticker: string;
  /** The chart's metrics, in order. */
  metrics: readonly ChartMetric[];
  /** How many metrics the chart may hold (the plan may allow fewer than the chart limit). */
  maxMetrics?: number;
  onChange: (metrics: ChartMetric[]) => void;
}

interface CheckItem {
  info: ChartMetricInfo;
  /** Shown next to search hits: the chip the metric belongs to. */
  chipName?: string;
}

const LIST_STYLE = { maxHeight: 260, overflowY: 'auto', paddingRight: 4 } as const;

function MetricCheckList({
  items,
  selected,
  onToggle,
}: {
  items: readonly CheckItem[];
  selected: ReadonlySet<string>;
  onToggle: (info: ChartMetricInfo, checked: boolean) => void;
}) {
  return (
    <div style={LIST_STYLE} role="group">
      {items.map(({ info, chipName }) => {
        const key = metricKey(info);
        return (
          <div key={key} style={{ display: 'flex', alignItems: 'baseline', gap: 8, padding: '2px 0' }}>
            <Checkbox
              checked={selected.has(key)}
              onChange={(event) => {
                onToggle(info, event.target.checked);
              }}
            >
              {info.name}
            </Checkbox>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {[info.unit, chipName].filter(Boolean).join(' · ')}
            </Typography.Text>
          </div>
        );
      })}
    </div>
  );
}

/**
 * The metric chips of a ticker as tabs, each a list of checkboxes, with an accent-insensitive search
 * across every chip. Checking adds the metric (next unused colour, default series type and axis);
 * unchecking removes it; beyond `maxMetrics` nothing is added and the limit is shown.
 */
export function MetricPicker({
  ticker,
  metrics,
  maxMetrics = MAX_METRICS_PER_CHART,
  onChange,
}: MetricPickerProps) {
  const { data, isError, refetch } = useGetFinanceChipsQuery({ ticker });
  const [query, setQuery] = useState('');
  const [activeChip, setActiveChip] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);

  const chips = useMemo(() => data?.chips ?? [], [data]);
  const hits = useMemo(() => searchMetrics(chips, query), [chips, query]);
  const selected = useMemo(() => new Set(metrics.map(metricKey)), [metrics]);
  const currentChip = chips.find((chip) => chip.chipId === activeChip)?.chipId ?? chips[0]?.chipId;

  const toggle = (info: ChartMetricInfo, checked: boolean): void => {
    if (!checked) {
      setRefused(false);
      onChange(removeMetric(metrics, metricKey(info)));
      return;
    }
    const result = addMetric(metrics, info, maxMetrics);
    setRefused(result.refused);
    if (!result.refused) onChange(result.list);
  };

  let body;
  if (isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title="Không tải được danh sách chỉ tiêu"
        action={
          <Button size="small" onClick={() => void refetch()}>
            Thử lại
          </Button>
        }
      />
    );
  } else if (!data) {
    body = (
      <div data-testid="metric-picker-loading">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  } else if (chips.every((chip) => chip.metrics.length === 0)) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có chỉ tiêu cho mã này" />;
  } else if (query.trim() !== '') {
    body =
      hits.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Không tìm thấy chỉ tiêu phù hợp" />
      ) : (
        <MetricCheckList items={hits} selected={selected} onToggle={toggle} />
      );
  } else {
    body = (
      <Tabs
        size="small"
        activeKey={currentChip}
        onChange={setActiveChip}
        items={chips.map((chip) => ({
          key: chip.chipId,
          label: chip.name,
          children: (
            <MetricCheckList
              items={chip.metrics.map((info) => ({ info }))}
              selected={selected}
              onToggle={toggle}
            />
          ),
        }))}
      />
    );
  }

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Input.Search
        allowClear
        aria-label="Tìm chỉ tiêu"
        placeholder="Tìm chỉ tiêu"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
        }}
      />
      {refused && <Alert type="warning" showIcon title={limitMessage(maxMetrics)} />}
      {body}
    </div>
  );
}
