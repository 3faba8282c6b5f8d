import { Card, Empty, Flex, Table, Typography } from 'antd';
import { useRouter } from 'next/router';
import { useId } from 'react';
import { useAppSelector } from '@/application/hooks';
import type { PriceHistoryResponse, PriceHistoryRow } from '@/common/contracts/priceHistory';
import { formatNumber, formatSigned, MISSING_VALUE } from '@/common/format';
import { queryStatus } from '@/components/QueryStatus';
import { selectAccessRole } from '@/features/access/useAccess';
import { selectTicker } from '@/features/enterprise/enterpriseSlice';
import { downloadPriceHistory, useGetPriceHistoryQuery } from '../priceHistoryApi';
import { PRICE_HISTORY_PAGE_SIZES } from '../priceHistoryUrl';
import { usePriceHistoryView } from '../usePriceHistoryView';
import { AdjustmentTag } from './AdjustmentTag';
import { PriceHistoryToolbar } from './PriceHistoryToolbar';
import { SCROLLED_TABLE_STYLE, ScrollRegion } from '@/components/ScrollRegion';

const BILLION = 1e9;

const price = (value: number) => formatNumber(value, 0);
const billions = (value: number | null) =>
  value === null ? MISSING_VALUE : formatNumber(value / BILLION, 2);

function ForeignNet({ value }: { value: number | null }) {
  if (value === null) return <>{MISSING_VALUE}</>;
  const color = value > 0 ? 'var(--ant-color-success)' : value < 0 ? 'var(--ant-color-error)' : undefined;
  return <span style={{ color }}>{formatSigned(value / BILLION, 2)}</span>;
}

/** What the adjusted close stands on, under the table. */
export function basisNote(data: Pick<PriceHistoryResponse, 'bases' | 'adjustedTo'>): string {
  const parts = ['Giá: đồng/cổ phiếu; giá trị và nước ngoài ròng: tỷ đồng.'];
  if (data.bases.includes('raw'))
    parts.push(
      'Đóng cửa điều chỉnh = giá đóng cửa × hệ số điều chỉnh (chia tách, cổ tức, quyền mua), theo số cổ phiếu hiện nay.',
    );
  if (data.bases.includes('adjusted'))
    parts.push(
      `Phiên có giá nguồn đã điều chỉnh sẵn${data.adjustedTo ? ` (đến ngày ${data.adjustedTo})` : ''}: đóng cửa và đóng cửa điều chỉnh trùng nhau.`,
    );
  return parts.join(' ');
}

const COLUMNS = [
  {
    title: 'Ngày',
    key: 'date',
    fixed: 'left' as const,
    render: (_: unknown, row: PriceHistoryRow) => (
      <Flex vertical align="start">
        <span>{row.date}</span>
        {row.adjustment && <AdjustmentTag adjustment={row.adjustment} />}
      </Flex>
    ),
  },
  { title: 'Mở cửa', dataIndex: 'open', align: 'right' as const, render: price },
  { title: 'Cao nhất', dataIndex: 'high', align: 'right' as const, render: price },
  { title: 'Thấp nhất', dataIndex: 'low', align: 'right' as const, render: price },
  { title: 'Đóng cửa', dataIndex: 'close', align: 'right' as const, render: price },
  { title: 'Đóng cửa điều chỉnh', dataIndex: 'adjustedClose', align: 'right' as const, render: price },
  { title: 'Khối lượng', dataIndex: 'volume', align: 'right' as const, render: price },
  { title: 'Giá trị (tỷ đồng)', dataIndex: 'value', align: 'right' as const, render: billions },
  {
    title: 'NN mua - bán ròng (tỷ đồng)',
    dataIndex: 'foreignNet',
    align: 'right' as const,
    render: (value: number | null) => <ForeignNet value={value} />,
  },
];

/**
 * /enterprise/{TICKER}/price-history (public): sessions newest first, paged on the server, filtered
 * by dates in the address, ex-dates marked; CSV and Excel of the range for signed-in accounts.
 */
export function PriceHistoryScreen() {
  const ticker = useAppSelector(selectTicker);
  const role = useAppSelector(selectAccessRole);
  const router = useRouter();
  const titleId = useId();
  const [view, setView] = usePriceHistoryView();
  const query = useGetPriceHistoryQuery({ ticker, ...view });
  const { data } = query;
  const status = queryStatus(query, 'Không tải được lịch sử giá.', 10);
  const range = { ticker, from: view.from, to: view.to };
  return (
    <section aria-labelledby={titleId}>
      <Typography.Title level={3} id={titleId} style={{ marginTop: 0 }}>
        Lịch sử giá <Typography.Text type="secondary">{ticker}</Typography.Text>
      </Typography.Title>
      <Card data-testid="price-history">
        <Flex vertical gap="middle">
          <PriceHistoryToolbar
            from={view.from}
            to={view.to}
            onRange={(dates) => {
              setView({ ...dates, page: 1 });
            }}
            signedIn={role !== 'anonymous'}
            loginHref={`/account/login?next=${encodeURIComponent(router.asPath)}`}
            canExport={(data?.total ?? 0) > 0}
            onExport={(format) => downloadPriceHistory(range, format).catch(() => undefined)}
          />
          {status !== null || !data ? (
            status
          ) : data.total === 0 ? (
            <Empty description="Không có phiên giao dịch nào trong khoảng ngày này" />
          ) : (
            <>
              <ScrollRegion label="Bảng lịch sử giá">
                <Table<PriceHistoryRow>
                  size="small"
                  rowKey="date"
                  loading={query.isFetching}
                  dataSource={data.rows}
                  columns={COLUMNS}
                  style={SCROLLED_TABLE_STYLE}
                  pagination={{
                    current: data.page,
                    pageSize: data.pageSize,
                    total: data.total,
                    pageSizeOptions: PRICE_HISTORY_PAGE_SIZES.map(String),
                    showSizeChanger: true,
                    showTotal: (total) => `${formatNumber(total, 0)} phiên`,
                    onChange: (page, pageSize) => {
                      setView({ page: pageSize === view.pageSize ? page : 1, pageSize });
                    },
                  }}
                />
              </ScrollRegion>
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="price-history-basis">
                {basisNote(data)}
              </Typography.Text>
            </>
          )}
        </Flex>
      </Card>
    </section>
  );
}
