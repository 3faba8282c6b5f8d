import { Alert, Empty, Flex, Segmented, Switch, Typography } from 'antd';
import type { Chart } from 'highcharts';
import { useCallback, useId, useMemo, useState } from 'react';
import type { CompareSeriesResponse } from '@/common/contracts/compare';
import { HighchartsView } from '@/features/charts/components/HighchartsView';
import { StockView } from '@/features/technical/components/StockView';
import {
  buildMetricOptions,
  buildPriceOptions,
  initialRange,
  isRebased,
  metricTable,
  PRICE_CHART_TITLE,
  priceTable,
} from '../compareChartOptions';

export interface CompareChartProps {
  data: CompareSeriesResponse;
  percent: boolean;
  benchmark: boolean;
  onPercent: (percent: boolean) => void;
  onBenchmark: (benchmark: boolean) => void;
}

type Range = { min: number; max: number };

/** The price chart (rebased or in đồng, VN-Index toggle) or a fundamental metric's chart, with its data table. */
export function CompareChart({ data, percent, benchmark, onPercent, onBenchmark }: CompareChartProps) {
  const benchmarkId = useId();
  const [range, setRange] = useState<Range | null>(null);
  const onRange = useCallback((min: number, max: number) => {
    setRange((current) => (current?.min === min && current.max === max ? current : { min, max }));
  }, []);
  const onReady = useCallback(
    (chart: Chart) => {
      const extremes = chart.xAxis[0]?.getExtremes();
      if (extremes && typeof extremes.min === 'number' && typeof extremes.max === 'number') {
        onRange(extremes.min, extremes.max);
      }
    },
    [onRange],
  );
  const isPrice = data.metric.kind === 'price';
  const input = useMemo(() => ({ data, percent, benchmark, onRange }), [data, percent, benchmark, onRange]);
  const options = useMemo(
    () => (isPrice ? buildPriceOptions(input) : buildMetricOptions(data)),
    [isPrice, input, data],
  );
  const table = useMemo(
    () => (isPrice ? priceTable(input, range ?? initialRange(input)) : metricTable(data)),
    [isPrice, input, range, data],
  );
  const notices = data.series.filter((item) => item.notice);
  const hasLines = data.series.some((item) => item.points.length > 0);
  const title = isPrice ? PRICE_CHART_TITLE : `So sánh ${data.metric.name}`;
  return (
    <Flex vertical gap="small">
      {isPrice && (
        <Flex gap="middle" wrap align="center">
          <Segmented<string>
            aria-label="Cách hiển thị giá"
            value={percent ? 'pct' : 'abs'}
            options={[
              { value: 'pct', label: '% từ ngày đầu' },
              { value: 'abs', label: 'Giá (đồng)' },
            ]}
            onChange={(next) => {
              onPercent(next === 'pct');
            }}
          />
          <Flex gap={6} align="center">
            <Switch id={benchmarkId} checked={benchmark} onChange={onBenchmark} size="small" />
            <label htmlFor={benchmarkId}>So với VN-Index</label>
          </Flex>
          <Typography.Text type="secondary">
            {isRebased(input)
              ? 'Mỗi đường tính bằng % thay đổi so với ngày đầu tiên đang hiển thị; đổi khoảng thời gian thì gốc đổi theo.'
              : 'Giá đóng cửa điều chỉnh theo chia tách và cổ tức (đồng); VN-Index theo trục phải (điểm).'}
          </Typography.Text>
        </Flex>
      )}
      {notices.length > 0 && (
        <Alert
          type="info"
          showIcon
          title={notices.map((item) => `${item.ticker}: ${item.notice ?? ''}`).join(' ')}
        />
      )}
      {hasLines ? (
        isPrice ? (
          <StockView
            options={options}
            height={460}
            onChartReady={onReady}
            data-testid="compare-chart"
            dataTable={table}
            title={title}
          />
        ) : (
          <HighchartsView
            options={options}
            height={420}
            data-testid="compare-chart"
            dataTable={table}
            title={title}
          />
        )
      ) : (
        <Empty description="Chưa có số liệu của chỉ tiêu này cho các mã đã chọn." />
      )}
      <Typography.Text type="secondary">
        Nguồn: {[...new Set(data.series.map((item) => item.source).filter(Boolean))].join('; ') || 'chưa có'}
        {isPrice && benchmark && data.benchmark ? `; ${data.benchmark.source}` : ''}.
      </Typography.Text>
    </Flex>
  );
}
