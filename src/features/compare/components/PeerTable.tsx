import { Table, Tooltip, Typography, type TableProps } from 'antd';
import Link from 'next/link';
import { companyPath } from '@/common/companyPaths';
import type { ComparePeersResponse, PeerColumn } from '@/common/contracts/compare';
import { formatDate, formatNumber, MISSING_VALUE } from '@/common/format';
import { CRITERION_UNIT_LABELS } from '@/common/screener/criteria';
import { SCROLLED_TABLE_STYLE, ScrollRegion } from '@/components/ScrollRegion';
import { formatFact } from '@/features/screener/formatFact';

interface TableRow {
  key: string;
  ticker: string;
  name: string;
  industry: string;
  median: boolean;
  cells: Record<
    string,
    { value: number | null; rank: number | null; reason?: string; period?: string; count?: number }
  >;
}

function formatValue(column: PeerColumn, value: number): string {
  return column.key === 'METRIC' ? formatNumber(value, 2) : formatFact(column.key, value);
}

function Missing({ reason }: { reason: string }) {
  return (
    <Tooltip title={reason} trigger={['hover', 'focus']}>
      <span aria-label={`Không có số liệu: ${reason}`} tabIndex={0}>
        {MISSING_VALUE}
      </span>
    </Tooltip>
  );
}

function columnTitle(column: PeerColumn): string {
  const unit = CRITERION_UNIT_LABELS[column.unit];
  return unit && unit !== '%' ? `${column.label} (${unit})` : column.label;
}

function directionText(column: PeerColumn): string {
  if (column.better === null) return 'Không xếp hạng.';
  return column.better === 'higher' ? 'Hạng 1 = cao nhất.' : 'Hạng 1 = thấp nhất.';
}

/**
 * The peer table: one row per chosen ticker, a column per figure with its rank among them (#1 = best,
 * the direction in each header's tooltip), and the industry median as the last row.
 */
export function PeerTable({ data }: { data: ComparePeersResponse }) {
  const rows: TableRow[] = data.rows.map((row) => ({
    key: row.ticker,
    ticker: row.ticker,
    name: row.name,
    industry: `${row.industryName ?? MISSING_VALUE}${row.inMedianIndustry || !data.median ? '' : ' (ngành khác)'}`,
    median: false,
    cells: row.cells,
  }));
  if (data.median) {
    const median = data.median;
    rows.push({
      key: 'median',
      ticker: 'Trung vị ngành',
      name: `${median.industryName} (${String(median.members)} mã)`,
      industry: median.industryName,
      median: true,
      cells: Object.fromEntries(
        Object.entries(median.cells).map(([key, cell]) => [key, { ...cell, rank: null }]),
      ),
    });
  }
  const columns: TableProps<TableRow>['columns'] = [
    {
      title: 'Mã',
      key: 'ticker',
      fixed: 'left',
      rowScope: 'row',
      render: (_: unknown, row: TableRow) =>
        row.median ? <strong>{row.ticker}</strong> : <Link href={companyPath(row.ticker)}>{row.ticker}</Link>,
    },
    { title: 'Tên', dataIndex: 'name', width: 200, ellipsis: true },
    { title: 'Ngành ICB cấp 2', dataIndex: 'industry', width: 180 },
    ...data.columns.map((column) => ({
      title: (
        <Tooltip title={`${column.help} ${directionText(column)}`}>
          <span>
            {columnTitle(column)}
            {column.key === data.metricColumn ? ' ★' : ''}
          </span>
        </Tooltip>
      ),
      key: column.key,
      align: 'right' as const,
      render: (_: unknown, row: TableRow) => {
        const cell = row.cells[column.key];
        if (!cell || cell.value === null) return <Missing reason={cell?.reason ?? 'Chưa có dữ liệu.'} />;
        return (
          <span>
            {formatValue(column, cell.value)}
            {cell.period ? <Typography.Text type="secondary"> ({cell.period})</Typography.Text> : null}
            {cell.rank !== null ? (
              <Typography.Text type="secondary" data-testid="peer-rank">
                {' '}
                #{cell.rank}
              </Typography.Text>
            ) : null}
          </span>
        );
      },
    })),
  ];
  const { asOf } = data;
  return (
    <div data-testid="peer-table">
      <ScrollRegion label="Bảng so sánh các mã cùng ngành">
        <Table<TableRow>
          size="small"
          rowKey="key"
          dataSource={rows}
          columns={columns}
          pagination={false}
          style={SCROLLED_TABLE_STYLE}
        />
      </ScrollRegion>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        Giá và định giá theo phiên {asOf.session ? formatDate(asOf.session) : MISSING_VALUE}; chỉ số tài chính
        của quý gần nhất (lũy kế 4 quý theo định nghĩa của trang chỉ số). Nguồn giá:{' '}
        {asOf.sources.join(', ') || MISSING_VALUE}. #1 là tốt nhất trong các mã đang so sánh (chiều tốt ghi ở
        chú thích từng cột).
        {data.median
          ? ` Trung vị: ${data.median.industryName}, ngành ICB cấp 2 của ${data.rows[0]?.ticker ?? ''}, tính trên các mã niêm yết có số liệu.`
          : ''}
      </Typography.Paragraph>
    </div>
  );
}
