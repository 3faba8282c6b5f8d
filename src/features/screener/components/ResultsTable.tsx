import { Table, Tooltip, Typography, type TableProps } from 'antd';
import Link from 'next/link';
import { companyPath } from '@/common/companyPaths';
import type { ScreenerResponse, ScreenerRow } from '@/common/contracts/screener';
import { formatNumber, MISSING_VALUE } from '@/common/format';
import type { SortDirection } from '@/common/screener/definition';
import { SCROLLED_TABLE_STYLE, ScrollRegion } from '@/components/ScrollRegion';
import { changeColor, factTitle, formatFact } from '../formatFact';
import { SCREENER_PAGE_SIZES } from '../screenerUrl';

export interface ResultsTableProps {
  data: ScreenerResponse;
  loading: boolean;
  sort: { key: string; direction: SortDirection };
  selected: string[];
  onSelect: (tickers: string[]) => void;
  onSort: (sort: { key: string; direction: SortDirection } | null) => void;
  onPage: (page: number, pageSize: number) => void;
}

function FactCell({ row, column }: { row: ScreenerRow; column: string }) {
  const value = row.values[column] ?? null;
  if (value === null) {
    const reason = row.reasons[column] ?? 'Chưa có dữ liệu.';
    return (
      <Tooltip title={reason} trigger={['hover', 'focus']}>
        <span aria-label={`Không có số liệu: ${reason}`} tabIndex={0}>
          {MISSING_VALUE}
        </span>
      </Tooltip>
    );
  }
  return <span style={{ color: changeColor(column, value) }}>{formatFact(column, value)}</span>;
}

/**
 * The matches, one page from the server: ticker (to the company page), name, exchange, then a column
 * per criterion and per chosen column. Sorting a column sorts the whole result on the server.
 */
export function ResultsTable({ data, loading, sort, selected, onSelect, onSort, onPage }: ResultsTableProps) {
  const order = (key: string) =>
    sort.key === key ? (sort.direction === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;
  const columns: TableProps<ScreenerRow>['columns'] = [
    {
      title: 'Mã',
      key: 'ticker',
      fixed: 'left',
      render: (_: unknown, row: ScreenerRow) => <Link href={companyPath(row.ticker)}>{row.ticker}</Link>,
    },
    {
      title: 'Tên',
      dataIndex: 'name',
      ellipsis: true,
      width: 220,
    },
    { title: 'Sàn', dataIndex: 'exchange', width: 80 },
    ...data.columns.map((column) => ({
      title: factTitle(column),
      key: column,
      align: 'right' as const,
      sorter: true,
      sortOrder: order(column),
      sortDirections: ['descend' as const, 'ascend' as const],
      showSorterTooltip: { title: `Sắp xếp theo ${factTitle(column)}` },
      render: (_: unknown, row: ScreenerRow) => <FactCell row={row} column={column} />,
    })),
  ];
  return (
    <ScrollRegion label="Bảng kết quả lọc cổ phiếu">
      <Table<ScreenerRow>
        size="small"
        rowKey="ticker"
        loading={loading}
        dataSource={data.rows}
        columns={columns}
        style={SCROLLED_TABLE_STYLE}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => {
            onSelect(keys.map(String));
          },
          getCheckboxProps: (row) => ({ 'aria-label': `Chọn ${row.ticker}` }),
        }}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action !== 'sort') return;
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const key = typeof one?.columnKey === 'string' ? one.columnKey : null;
          onSort(key && one?.order ? { key, direction: one.order === 'ascend' ? 'asc' : 'desc' } : null);
        }}
        pagination={{
          current: data.page,
          pageSize: data.pageSize,
          total: data.total,
          pageSizeOptions: SCREENER_PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (total) => `${formatNumber(total, 0)} mã`,
          onChange: (page, pageSize) => {
            onPage(pageSize === data.pageSize ? page : 1, pageSize);
          },
        }}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Giá: đồng/cổ phiếu; giá trị, vốn hóa, khối ngoại: tỷ đồng. Ô “-”: chưa có số liệu (di chuột hoặc chọn
        ô để xem lý do).
      </Typography.Text>
    </ScrollRegion>
  );
}
