import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Skeleton, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { FinanceCell, FinanceRow, FinanceTable } from '../financeView';

/** Negative figures: a minus sign and this red (WCAG AA on white); growth cells keep the text colour. */
const NEGATIVE_COLOR = '#cf1322';
/** The app header is sticky and 64 px tall; the table header sticks below it. */
const HEADER_OFFSET = 64;
export const EMPTY_TEXT = 'Chưa có số liệu cho kỳ này';

interface StatementTableProps {
  table: FinanceTable | undefined;
  /** First load, nothing to show yet. */
  loading: boolean;
  /** A refetch with the previous figures still on screen. */
  refreshing?: boolean;
  error?: string;
  onRetry: () => void;
  expandedKeys: readonly string[];
  onExpandedKeysChange: (keys: string[]) => void;
  /** "Đơn vị: Tỷ đồng", shown above the item column. */
  unitCaption: string;
  searching?: boolean;
}

function renderCell(cell: FinanceCell | undefined, kind: FinanceTable['kind']) {
  if (!cell) return '-';
  const red = cell.negative && kind === 'value';
  return <span style={red ? { color: NEGATIVE_COLOR } : undefined}>{cell.text}</span>;
}

function buildColumns(table: FinanceTable, unitCaption: string): ColumnsType<FinanceRow> {
  return [
    {
      key: 'item',
      title: (
        <span>
          Chỉ tiêu <small style={{ fontWeight: 400, color: 'rgba(0,0,0,0.45)' }}>({unitCaption})</small>
        </span>
      ),
      dataIndex: 'name',
      fixed: 'left',
      width: 380,
      render: (name: string, row) => (row.isTotal ? <strong>{name}</strong> : name),
    },
    ...table.columns.map((column) => ({
      key: column.key,
      title: column.unavailable ? (
        <Tooltip title={column.unavailable}>
          <span tabIndex={0} style={{ textDecoration: 'underline dotted' }}>
            {column.label}
          </span>
        </Tooltip>
      ) : (
        column.label
      ),
      align: 'right' as const,
      width: 128,
      render: (_: unknown, row: FinanceRow) => renderCell(row.cells[column.key], table.kind),
      onCell: (row: FinanceRow) => {
        const heat = row.cells[column.key]?.heat;
        return heat ? { style: { background: heat.background } } : {};
      },
    })),
  ];
}

/** The statement: a tree of line items (totals bold) by period, sticky item column and header. */
export function StatementTable(props: StatementTableProps) {
  if (props.error) {
    return (
      <Alert
        type="error"
        showIcon
        title="Không tải được số liệu"
        description={props.error}
        action={
          <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={props.onRetry}>
            Thử lại
          </Button>
        }
        data-testid="finance-error"
      />
    );
  }
  if (props.loading || !props.table) {
    return (
      <div data-testid="finance-loading" aria-busy="true" aria-label="Đang tải số liệu">
        <Skeleton active title={false} paragraph={{ rows: 12 }} />
      </div>
    );
  }
  const { table } = props;
  if (table.columns.length === 0 || (table.rows.length === 0 && !props.searching)) {
    return <Empty description={EMPTY_TEXT} data-testid="finance-empty" />;
  }
  return (
    // antd gives fixed cells z-index 20+; isolating the table keeps them under the sticky app header.
    <div style={{ isolation: 'isolate' }}>
      <Table<FinanceRow>
        data-testid="statement-table"
        size="small"
        bordered
        pagination={false}
        loading={props.refreshing}
        columns={buildColumns(table, props.unitCaption)}
        dataSource={table.rows}
        rowKey="key"
        sticky={{ offsetHeader: HEADER_OFFSET }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Không có chỉ tiêu phù hợp' }}
        expandable={{
          expandedRowKeys: [...props.expandedKeys],
          onExpandedRowsChange: (keys) => {
            props.onExpandedKeysChange(keys.map(String));
          },
          indentSize: 16,
        }}
        onRow={(row) => (row.isTotal ? { style: { fontWeight: 600 } } : {})}
      />
    </div>
  );
}
