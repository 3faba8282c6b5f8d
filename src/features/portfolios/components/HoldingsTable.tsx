import { Card, Empty, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Link from 'next/link';
import type { PortfolioDetailResponse, PortfolioHolding } from '@/common/contracts/portfolios';
import { MISSING_VALUE, formatNumber, formatPercent } from '@/common/format';
import { SCROLLED_TABLE_STYLE, ScrollRegion } from '@/components/ScrollRegion';
import { formatDong, formatProfit, profitColor } from '../portfolioText';

const profit = (value: number | null) => (
  <span style={{ color: profitColor(value) }}>{formatProfit(value)}</span>
);

const columns: ColumnsType<PortfolioHolding> = [
  {
    title: 'Mã',
    dataIndex: 'ticker',
    render: (ticker: string, row) => (
      <Tooltip title={row.name ?? undefined}>
        <Link href={`/enterprise/${ticker}/overview`}>{ticker}</Link>
      </Tooltip>
    ),
  },
  { title: 'Ngành', dataIndex: 'industryName', render: (name: string | null) => name ?? 'Chưa phân ngành' },
  {
    title: 'Số lượng',
    dataIndex: 'quantity',
    align: 'right',
    render: (value: number) => formatNumber(value, 0),
  },
  {
    title: 'Giá vốn TB',
    dataIndex: 'averageCost',
    align: 'right',
    render: (value: number | null) => formatDong(value),
  },
  { title: 'Tổng giá vốn', dataIndex: 'cost', align: 'right', render: (value: number) => formatDong(value) },
  {
    title: 'Giá thị trường',
    dataIndex: 'price',
    align: 'right',
    render: (value: number | null, row) =>
      value === null ? (
        <Tooltip title={row.reason}>{MISSING_VALUE}</Tooltip>
      ) : (
        <Tooltip title={`Phiên ${row.priceDate ?? '-'} · Nguồn: ${row.priceSource ?? '-'}`}>
          {formatDong(value)}
        </Tooltip>
      ),
  },
  {
    title: 'Giá trị thị trường',
    dataIndex: 'marketValue',
    align: 'right',
    render: (value: number | null) => formatDong(value),
  },
  { title: 'Lãi/lỗ chưa TH', dataIndex: 'unrealised', align: 'right', render: profit },
  {
    title: '% lãi/lỗ',
    dataIndex: 'unrealisedRatio',
    align: 'right',
    render: (value: number | null) => (
      <span style={{ color: profitColor(value) }}>{formatPercent(value)}</span>
    ),
  },
  { title: 'Lãi/lỗ đã TH', dataIndex: 'realised', align: 'right', render: profit },
  {
    title: 'Cổ tức tiền',
    dataIndex: 'dividends',
    align: 'right',
    render: (value: number) => formatDong(value),
  },
  {
    title: 'Tỷ trọng',
    dataIndex: 'weight',
    align: 'right',
    render: (value: number | null) => formatPercent(value),
  },
];

/** The shares held at weighted-average cost and market value; closed positions below with their realised P&L. */
export function HoldingsTable({ data }: { data: PortfolioDetailResponse }) {
  return (
    <Card title="Cổ phiếu đang nắm giữ" data-testid="portfolio-holdings">
      {data.holdings.length === 0 ? (
        <Empty description="Danh mục chưa nắm cổ phiếu nào. Ghi giao dịch mua hoặc nhập tệp CSV bên dưới." />
      ) : (
        <ScrollRegion label="Bảng cổ phiếu đang nắm giữ">
          <Table<PortfolioHolding>
            size="small"
            rowKey="ticker"
            pagination={false}
            columns={columns}
            dataSource={data.holdings}
            style={SCROLLED_TABLE_STYLE}
          />
        </ScrollRegion>
      )}
      {data.closed.length > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          Đã bán hết:{' '}
          {data.closed
            .map(
              (row) =>
                `${row.ticker} (lãi/lỗ đã thực hiện ${formatProfit(row.realised)}, cổ tức ${formatDong(row.dividends)})`,
            )
            .join('; ')}
        </Typography.Paragraph>
      )}
      {data.allocation.unpriced.length > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          Chưa có giá thị trường: {data.allocation.unpriced.join(', ')} (không tính vào tỷ trọng).
        </Typography.Paragraph>
      )}
    </Card>
  );
}
