import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Skeleton, Tag, Tooltip } from 'antd';
import { DataTable, type DataColumn } from '@/components/DataTable';
import type { FinanceCell, FinanceColumn, FinanceRow, FinanceTable } from '../financeView';

/** Negative figures: a minus sign and this red (WCAG AA on white); growth cells keep the text colour. */
const NEGATIVE_COLOR = '#cf1322';
export const EMPTY_TEXT = 'Chưa có số liệu cho kỳ này';
/** Hints open on keyboard focus too: every marked figure and period is reachable with Tab. */
const FOCUS_OR_HOVER: ('hover' | 'focus')[] = ['hover', 'focus'];

export interface StatementTableProps {
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
  /** Names the table's scroll area for screen readers (the statement's name). */
  label: string;
  searching?: boolean;
}

/** The quality mark's colour: the theme's warning colour (4.5:1 on white, src/application/theme.ts). */
const QUALITY_COLOR = 'var(--ant-color-warning)';

function renderCell(cell: FinanceCell | undefined, kind: FinanceTable['kind']) {
  if (!cell) return '-';
  const red = cell.negative && kind === 'value';
  const figure = <span style={red ? { color: NEGATIVE_COLOR } : undefined}>{cell.text}</span>;
  if (!cell.quality) return figure;
  // A published figure that breaks its source's identities: kept as published, with a small mark.
  return (
    <Tooltip trigger={FOCUS_OR_HOVER} title={<span style={{ whiteSpace: 'pre-line' }}>{cell.quality}</span>}>
      <span
        tabIndex={0}
        data-testid="quality-mark"
        aria-label={`${cell.text}. Cảnh báo chất lượng số liệu: ${cell.quality}`}
        style={{ borderBottom: `1px dashed ${QUALITY_COLOR}`, cursor: 'help' }}
      >
        <sup aria-hidden style={{ color: QUALITY_COLOR, fontWeight: 700, marginRight: 2 }}>
          !
        </sup>
        {figure}
      </span>
    </Tooltip>
  );
}

/** A derived year says so under its label; every period names its source on hover. */
function columnTitle(column: FinanceColumn) {
  const hint = [column.unavailable, column.source && `Nguồn: ${column.source}`].filter(Boolean).join('. ');
  const label = column.derived ? (
    <span>
      {column.label}
      <br />
      <Tag color="gold" data-testid="derived-year-tag" style={{ marginInlineEnd: 0, fontWeight: 400 }}>
        Cộng 4 quý
      </Tag>
    </span>
  ) : (
    column.label
  );
  if (!hint) return label;
  return (
    <Tooltip
      trigger={FOCUS_OR_HOVER}
      title={
        column.derived
          ? `${hint}. Không có báo cáo năm công bố: số năm là tổng 4 quý (số dư: cuối quý 4).`
          : hint
      }
    >
      <span tabIndex={0} style={column.unavailable ? { textDecoration: 'underline dotted' } : undefined}>
        {label}
      </span>
    </Tooltip>
  );
}

function buildColumns(table: FinanceTable, unitCaption: string): DataColumn<FinanceRow>[] {
  return [
    {
      key: 'item',
      title: (
        <span>
          Chỉ tiêu <small style={{ fontWeight: 400, color: 'rgba(0,0,0,0.45)' }}>({unitCaption})</small>
        </span>
      ),
      fixed: true,
      width: 380,
      render: (row) => (row.isTotal ? <strong>{row.name}</strong> : row.name),
      cellTitle: (row) => row.name,
    },
    ...table.columns.map((column) => ({
      key: column.key,
      title: columnTitle(column),
      align: 'right' as const,
      width: 128,
      render: (row: FinanceRow) => renderCell(row.cells[column.key], table.kind),
      cellStyle: (row: FinanceRow) => {
        const heat = row.cells[column.key]?.heat;
        return heat ? { background: heat.background } : undefined;
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
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={table.emptyReason ?? EMPTY_TEXT}
        data-testid="finance-empty"
      />
    );
  }
  return (
    <DataTable<FinanceRow>
      data-testid="statement-table"
      label={props.label}
      loading={props.refreshing}
      columns={buildColumns(table, props.unitCaption)}
      rows={table.rows}
      emptyText="Không có chỉ tiêu phù hợp"
      expandedKeys={props.expandedKeys}
      onExpandedKeysChange={props.onExpandedKeysChange}
      indentSize={16}
      rowStyle={(row) => (row.isTotal ? { fontWeight: 600 } : undefined)}
    />
  );
}
