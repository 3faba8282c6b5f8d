import { Alert, Card, Flex, Segmented, Typography } from 'antd';
import { useRouter } from 'next/router';
import { useCallback, useId, useMemo, useState } from 'react';
import { companyPath } from '@/common/companyPaths';
import { EXCHANGES, type Exchange } from '@/common/constants/market';
import { HEATMAP_SIZES, type HeatmapSize } from '@/common/market/marketSession';
import { queryStatus } from '@/components/QueryStatus';
import { HighchartsView } from '@/features/charts/components/HighchartsView';
import { useMarketPolling } from '@/features/market/flows/useMarketPolling';
import { HEATMAP_SIZE_LABELS, heatmapOptions, heatmapTable } from '../heatmapOptions';
import { loadTreemap } from '../loadTreemap';
import { useGetHeatmapQuery } from '../marketApi';
import { BOARD_COLORS } from '../marketColors';
import { DataCaption } from './DataCaption';

type ExchangeChoice = 'ALL' | Exchange;
const EXCHANGE_LABELS: Record<ExchangeChoice, string> = {
  ALL: 'Tất cả',
  HOSE: 'HOSE',
  HNX: 'HNX',
  UPCOM: 'UPCoM',
};

const LEGEND: { color: string; label: string }[] = [
  { color: BOARD_COLORS.ceiling, label: 'Trần' },
  { color: BOARD_COLORS.up, label: 'Tăng' },
  { color: BOARD_COLORS.unchanged, label: 'Tham chiếu' },
  { color: BOARD_COLORS.down, label: 'Giảm' },
  { color: BOARD_COLORS.floor, label: 'Sàn' },
];

/**
 * The market as a treemap: industries (ICB level 2) holding their companies, sized by market value
 * or traded value, coloured by % change; a click opens the company. Highcharts and its treemap module
 * load in the browser after hydration; "Xem bảng số liệu" lists the same stocks as a table.
 */
export function HeatmapCard() {
  const router = useRouter();
  const sizeName = useId();
  const exchangeName = useId();
  const [size, setSize] = useState<HeatmapSize>('marketValue');
  const [exchange, setExchange] = useState<ExchangeChoice>('ALL');
  const pollingInterval = useMarketPolling();
  const query = useGetHeatmapQuery(exchange === 'ALL' ? { size } : { size, exchange }, {
    pollingInterval,
    skipPollingIfUnfocused: true,
  });
  const open = useCallback(
    (ticker: string) => {
      void router.push(companyPath(ticker));
    },
    [router],
  );
  const data = query.data;
  const options = useMemo(() => (data ? heatmapOptions(data, open) : null), [data, open]);
  const status = queryStatus(query, 'Không tải được bản đồ nhiệt', 8);
  return (
    <Card title="Bản đồ nhiệt thị trường" data-testid="market-heatmap">
      <Flex vertical gap={8}>
        <Flex justify="space-between" wrap gap={8}>
          <Segmented<HeatmapSize>
            name={sizeName}
            aria-label="Kích thước ô theo"
            size="small"
            value={size}
            options={HEATMAP_SIZES.map((key) => ({ label: HEATMAP_SIZE_LABELS[key], value: key }))}
            onChange={setSize}
          />
          <Segmented<ExchangeChoice>
            name={exchangeName}
            aria-label="Sàn"
            size="small"
            value={exchange}
            options={(['ALL', ...EXCHANGES] as const).map((key) => ({
              label: EXCHANGE_LABELS[key],
              value: key,
            }))}
            onChange={setExchange}
          />
        </Flex>
        <Flex gap={12} wrap style={{ fontSize: 12 }} role="group" aria-label="Chú giải màu">
          {LEGEND.map((item) => (
            <span key={item.label}>
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 10,
                  height: 10,
                  background: item.color,
                  marginRight: 4,
                }}
              />
              {item.label}
            </span>
          ))}
          <span>Màu đậm hơn: biến động lớn hơn (dưới 1%, 1–3%, từ 3%)</span>
        </Flex>
        {status ??
          (data && options && (
            <>
              {data.industries.length === 0 ? (
                <Alert
                  type="info"
                  showIcon
                  title="Chưa có dữ liệu phiên giao dịch: chưa đồng bộ nguồn giá."
                />
              ) : (
                <HighchartsView
                  options={options}
                  height={520}
                  load={loadTreemap}
                  title="Bản đồ nhiệt thị trường"
                  dataTable={heatmapTable(data)}
                  data-testid="market-heatmap-chart"
                />
              )}
              {data.omitted > 0 && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {`${String(data.omitted)} mã không vẽ: chưa có số cổ phiếu, không có giao dịch hoặc chưa có giá phiên này.`}
                </Typography.Text>
              )}
              <DataCaption provenance={data.provenance} />
            </>
          ))}
      </Flex>
    </Card>
  );
}
