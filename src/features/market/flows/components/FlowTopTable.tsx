import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Link from 'next/link';
import { companyPath } from '@/common/companyPaths';
import type { FlowStockRow } from '@/common/contracts/marketFlows';
import { billions, changeColor, signedBillions } from '../figures';

interface FlowTopTableProps {
  title: string;
  rows: readonly FlowStockRow[];
  /** Sessions in the window: a stock known on fewer says so. */
  windowSessions: number;
  'data-testid': string;
}

/** One side of the by-stock ranking: ticker, buy, sell and net values in tỷ đồng. */
export function FlowTopTable({ title, rows, windowSessions, 'data-testid': testId }: FlowTopTableProps) {
  const columns: ColumnsType<FlowStockRow> = [
    {
      key: 'ticker',
      title: 'Mã',
      render: (_, row) => (
        <>
          <Link href={companyPath(row.ticker)}>{row.ticker}</Link>
          {row.sessions < windowSessions && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {` (${row.sessions}/${windowSessions} phiên)`}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      key: 'buy',
      title: 'Mua',
      align: 'right',
      responsive: ['sm'],
      render: (_, row) => billions(row.buyValue),
    },
    {
      key: 'sell',
      title: 'Bán',
      align: 'right',
      responsive: ['sm'],
      render: (_, row) => billions(row.sellValue),
    },
    {
      key: 'net',
      title: 'Ròng',
      align: 'right',
      render: (_, row) => (
        <span style={{ color: changeColor(row.netValue) }}>{signedBillions(row.netValue)}</span>
      ),
    },
  ];
  return (
    <Table<FlowStockRow>
      size="small"
      rowKey="ticker"
      title={() => <Typography.Text strong>{title}</Typography.Text>}
      columns={columns}
      dataSource={[...rows]}
      pagination={false}
      locale={{ emptyText: 'Không có mã nào' }}
      data-testid={testId}
    />
  );
}
