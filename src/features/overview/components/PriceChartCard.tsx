import { Card, Empty, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useAppSelector } from '@/application/hooks';
import { activateRange, activeRange, PRICE_RANGE_OPTIONS } from '@/common/constants/ranges';
import { MetricChart } from '@/features/charts/components/MetricChart';
import { RangeButtons } from '@/features/charts/components/RangeButtons';
import { selectTicker } from '@/features/enterprise/enterpriseSlice';
import { useGetOverviewQuery, useGetStockOhlcQuery } from '../overviewApi';
import { ohlcFrom, PRICE_CHART_METRICS, priceChartSeries } from '../priceChart';
import { RetryAlert } from '@/components/RetryAlert';

const CHART_HEIGHT = 340;

/**
 * Daily adjusted closes (line, left axis) and volumes (columns, right axis) over the chosen range.
 * The range's start counts back from the last trading day of the overview answer.
 */
export function PriceChartCard() {
  const ticker = useAppSelector(selectTicker);
  const [ranges, setRanges] = useState(PRICE_RANGE_OPTIONS);
  const rangeKey = activeRange(ranges)?.key ?? 'All';
  const overview = useGetOverviewQuery(ticker);
  const from = ohlcFrom(rangeKey, overview.data?.asOf ?? null);
  const ohlc = useGetStockOhlcQuery(
    { ticker, resolution: 'day', ...(from ? { from } : {}) },
    // Waits for the overview (its asOf anchors the range) so one range makes one request.
    { skip: overview.isLoading },
  );
  // While another range loads, the previous one of the same ticker stays drawn.
  const shown = ohlc.currentData ?? (ohlc.data?.ticker === ticker ? ohlc.data : undefined);
  const bars = shown?.bars;
  const series = useMemo(() => (bars ? priceChartSeries(bars) : undefined), [bars]);

  let body;
  if (ohlc.isError) {
    body = (
      <RetryAlert
        title="Không tải được dữ liệu giá."
        retrying={ohlc.isFetching}
        onRetry={() => {
          void ohlc.refetch();
        }}
      />
    );
  } else if (!bars || !series) {
    body = <Skeleton active paragraph={{ rows: 7 }} />;
  } else if (bars.length === 0) {
    body = <Empty description="Chưa có dữ liệu giá cho mã này" />;
  } else {
    body = (
      <MetricChart
        metrics={PRICE_CHART_METRICS}
        series={series}
        unit="billion"
        isAutoAxis
        range={rangeKey}
        title={`Giá cổ phiếu ${ticker}`}
        height={CHART_HEIGHT}
      />
    );
  }

  return (
    <Card
      title="Biểu đồ giá"
      data-testid="overview-price-chart"
      extra={
        <RangeButtons
          options={ranges}
          onChange={(key) => {
            setRanges((current) => activateRange(current, key));
          }}
        />
      }
      style={{ height: '100%' }}
    >
      {body}
    </Card>
  );
}
