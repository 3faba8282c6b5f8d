import { Button, Card, Empty, Popconfirm, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { PortfolioTransaction } from '@/common/contracts/portfolios';
import { formatNumber } from '@/common/format';
import { TRANSACTION_KIND_LABELS, type TransactionSource } from '@/common/portfolio/types';
import { SCROLLED_TABLE_STYLE, ScrollRegion } from '@/components/ScrollRegion';
import { useDeleteTransactionMutation } from '../portfoliosApi';

const SOURCE_LABELS: Record<TransactionSource, string> = {
  manual: 'Nhập tay',
  csv: 'Tệp CSV',
  event: 'Từ sự kiện',
};

/** Stored money as entered: whole đồng, or with its own decimals (20000.5 stays 20,000.5). */
const money = (value: string | null) =>
  value === null ? '' : formatNumber(Number(value), value.split('.')[1]?.length ?? 0);

/** The ledger, newest first, with "Xóa" (refused by the server when a later sale needs the line). */
export function TransactionsTable({
  id,
  transactions,
}: {
  id: number;
  transactions: PortfolioTransaction[];
}) {
  const [remove, { isLoading }] = useDeleteTransactionMutation();
  const [error, setError] = useState<string | null>(null);
  const columns: ColumnsType<PortfolioTransaction> = [
    { title: 'Ngày', dataIndex: 'date' },
    {
      title: 'Loại',
      dataIndex: 'kind',
      render: (kind: PortfolioTransaction['kind']) => TRANSACTION_KIND_LABELS[kind],
    },
    { title: 'Mã', dataIndex: 'ticker', render: (ticker: string | null) => ticker ?? '' },
    {
      title: 'Số lượng',
      dataIndex: 'quantity',
      align: 'right',
      render: (value: number | null) => (value === null ? '' : formatNumber(value, 0)),
    },
    { title: 'Giá', dataIndex: 'price', align: 'right', render: money },
    { title: 'Số tiền', dataIndex: 'amount', align: 'right', render: money },
    { title: 'Phí', dataIndex: 'fee', align: 'right', render: money },
    { title: 'Thuế', dataIndex: 'tax', align: 'right', render: money },
    {
      title: 'Nguồn',
      dataIndex: 'source',
      render: (source: TransactionSource) => <Tag>{SOURCE_LABELS[source]}</Tag>,
    },
    { title: 'Ghi chú', dataIndex: 'note', render: (note: string | null) => note ?? '' },
    {
      title: 'Thao tác',
      key: 'actions',
      render: (_value, row) => (
        <Popconfirm
          title="Xóa giao dịch này?"
          description={`${TRANSACTION_KIND_LABELS[row.kind]} ${row.ticker ?? ''} ngày ${row.date}`}
          okText="Xóa"
          cancelText="Hủy"
          onConfirm={() => {
            setError(null);
            void remove({ id, transactionId: row.id }).then((result) => {
              if ('error' in result) {
                setError((result.error as { message?: string }).message ?? 'Không xóa được giao dịch.');
              }
            });
          }}
        >
          <Button size="small" danger loading={isLoading} aria-label={`Xóa giao dịch ${String(row.id)}`}>
            Xóa
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <Card title={`Sổ giao dịch (${String(transactions.length)})`} data-testid="portfolio-transactions">
      {error && (
        <Typography.Paragraph type="danger" role="alert">
          {error}
        </Typography.Paragraph>
      )}
      {transactions.length === 0 ? (
        <Empty description="Chưa có giao dịch nào." />
      ) : (
        <ScrollRegion label="Sổ giao dịch">
          <Table<PortfolioTransaction>
            size="small"
            rowKey="id"
            columns={columns}
            dataSource={transactions}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            style={SCROLLED_TABLE_STYLE}
          />
        </ScrollRegion>
      )}
    </Card>
  );
}
