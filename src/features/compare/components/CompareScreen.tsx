import { Alert, Card, Flex, Segmented, Typography } from 'antd';
import { useId } from 'react';
import { COMPARE_MAX_TICKERS, DEFAULT_COMPARE_TICKERS, PRICE_METRIC } from '@/common/market/compareView';
import { queryStatus } from '@/components/QueryStatus';
import { useGetComparePeersQuery, useGetCompareSeriesQuery } from '../compareApi';
import { compareArgs } from '../comparePreload';
import { useCompareView } from '../useCompareView';
import { CompareChart } from './CompareChart';
import { CompareTickerPicker } from './CompareTickerPicker';
import { MetricPicker } from './MetricPicker';
import { PeerTable } from './PeerTable';

/** Names joined in Vietnamese: "A, B và C". */
function joinNames(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} và ${items.at(-1) ?? ''}`;
}

/**
 * /compare (issue 33): up to eight tickers on one chart (the price rebased to % from the first
 * visible day, VN-Index as a benchmark; or any statement line or ratio per quarter or year) and the
 * peer table with ranks and the industry median. The view lives in the address.
 */
export function CompareScreen() {
  const titleId = useId();
  const metricId = useId();
  const [view, setView] = useCompareView();
  const args = compareArgs(view);
  const series = useGetCompareSeriesQuery(args, { skip: view.tickers.length === 0 });
  const peers = useGetComparePeersQuery(args, { skip: view.tickers.length === 0 });
  const change = (next: Partial<typeof view>) => {
    setView({ ...view, ...next });
  };
  const unknown = [...new Set([...view.malformed, ...(series.data?.unknown ?? [])])];
  const chartStatus = queryStatus(series, 'Không tải được số liệu biểu đồ.', 8);
  const tableStatus = queryStatus(peers, 'Không tải được bảng so sánh.', 5);
  return (
    <section aria-labelledby={titleId}>
      <Typography.Title level={1} id={titleId} style={{ marginTop: 0, fontSize: 20 }}>
        So sánh cổ phiếu
      </Typography.Title>
      <Flex vertical gap="middle">
        <Card size="small">
          <Flex gap="large" wrap align="end">
            <CompareTickerPicker
              tickers={view.tickers}
              onChange={(tickers) => {
                change({ tickers });
              }}
            />
            <Flex vertical gap={8}>
              <label htmlFor={metricId}>
                <Typography.Text strong>Chỉ tiêu so sánh</Typography.Text>
              </label>
              <MetricPicker
                id={metricId}
                ticker={view.tickers[0]}
                value={view.metric}
                onChange={(metric) => {
                  change({ metric });
                }}
              />
            </Flex>
            {view.metric !== PRICE_METRIC && (
              <Segmented<string>
                aria-label="Kỳ báo cáo"
                value={view.period}
                options={[
                  { value: 'quarter', label: 'Theo quý' },
                  { value: 'year', label: 'Theo năm' },
                ]}
                onChange={(period) => {
                  change({ period: period === 'year' ? 'year' : 'quarter' });
                }}
              />
            )}
          </Flex>
        </Card>
        {view.isDefault && (
          <Alert
            type="info"
            showIcon
            title={`Chưa chọn mã: đang so sánh ${joinNames(DEFAULT_COMPARE_TICKERS)}, năm ngân hàng có vốn hóa lớn nhất, làm ví dụ. Thêm mã ở ô trên để so sánh các mã của bạn.`}
          />
        )}
        {unknown.length > 0 && (
          <Alert
            type="warning"
            showIcon
            role="alert"
            title={`Không tìm thấy mã ${joinNames(unknown)}; đang hiển thị các mã còn lại.`}
          />
        )}
        {view.dropped.length > 0 && (
          <Alert
            type="warning"
            showIcon
            title={`Chỉ so sánh được tối đa ${String(COMPARE_MAX_TICKERS)} mã: đang hiển thị 8 mã đầu, bỏ qua ${joinNames(view.dropped)}.`}
          />
        )}
        <Flex gap="middle" wrap align="start">
          <Card size="small" title="Biểu đồ so sánh" style={{ flex: '3 1 560px', minWidth: 0 }}>
            {chartStatus ??
              (series.data && (
                <CompareChart
                  data={series.data}
                  percent={view.priceView === 'pct'}
                  benchmark={view.benchmark}
                  onPercent={(percent) => {
                    change({ priceView: percent ? 'pct' : 'abs' });
                  }}
                  onBenchmark={(benchmark) => {
                    change({ benchmark });
                  }}
                />
              ))}
          </Card>
          <Card size="small" title="Bảng so sánh" style={{ flex: '2 1 420px', minWidth: 0 }}>
            {tableStatus ?? (peers.data && <PeerTable data={peers.data} />)}
          </Card>
        </Flex>
      </Flex>
    </section>
  );
}
