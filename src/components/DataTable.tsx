import type { CSSProperties, ReactNode } from 'react';
import { visibleTreeRows, type TreeRow } from '@/common/tree';
import { useKeepServerHtml } from '@/lib/useKeepServerHtml';

/**
 * A read-only table of figures: sticky header and first column inside its own scroll area, rows in a
 * tree that opens and closes, a loading veil while figures refresh. Plain HTML with the look of
 * antd's small bordered Table (src/styles/dataTable.css). The statement and ratio tables render up to
 * ~2,000 cells on the server; antd's Table added ~70 KB gzip of JavaScript, a large style sheet and
 * extra wrapper elements to each of those pages, all on the way to their first paint.
 */

export interface DataColumn<Row> {
  key: string;
  title: ReactNode;
  /** Pixels; the table is as wide as its columns and scrolls sideways inside its area. */
  width: number;
  align?: 'left' | 'right' | 'center';
  /** Stays at the left edge while the table scrolls sideways (the first column only). */
  fixed?: boolean;
  render: (row: Row) => ReactNode;
  cellStyle?: (row: Row) => CSSProperties | undefined;
}

export interface DataTableProps<Row extends TreeRow<Row>> {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  /** Names the scroll area for screen readers ("Bảng cân đối kế toán"). */
  label: string;
  emptyText?: string;
  /** Figures are being read again: the old ones stay under a veil. */
  loading?: boolean;
  /** Rows whose children are shown. */
  expandedKeys?: readonly string[];
  onExpandedKeysChange?: (keys: string[]) => void;
  /** Indentation per tree level, in pixels. */
  indentSize?: number;
  rowStyle?: (row: Row) => CSSProperties | undefined;
  'data-testid'?: string;
}

function cellClass(column: { align?: string; fixed?: boolean }): string | undefined {
  const names = [];
  if (column.fixed) names.push('data-table-fixed');
  if (column.align === 'right') names.push('data-table-right');
  if (column.align === 'center') names.push('data-table-center');
  return names.length ? names.join(' ') : undefined;
}

const EMPTY_HTML = { __html: '' };

export function DataTable<Row extends TreeRow<Row>>(props: DataTableProps<Row>) {
  const { columns, indentSize = 16 } = props;
  const keepServerHtml = useKeepServerHtml();
  const expanded = new Set(props.expandedKeys ?? []);
  const rows = visibleTreeRows(props.rows, expanded);
  const width = columns.reduce((sum, column) => sum + column.width, 0);

  // A scrollable region is focusable so keyboard users can scroll it (WCAG 2.1.1).
  const scrollArea = {
    className: 'data-table-scroll',
    role: 'region',
    'aria-label': props.label,
    tabIndex: 0,
  };

  const toggle = (key: string) => {
    const next = expanded.has(key) ? [...expanded].filter((open) => open !== key) : [...expanded, key];
    props.onExpandedKeysChange?.(next);
  };

  return (
    <div className="data-table" data-testid={props['data-testid']} aria-busy={props.loading || undefined}>
      {keepServerHtml ? (
        // The server's table stays as it is while the page hydrates; it is drawn by React right after.
        <div {...scrollArea} dangerouslySetInnerHTML={EMPTY_HTML} suppressHydrationWarning />
      ) : (
        <div {...scrollArea}>
          <table style={{ width, minWidth: width }}>
            <colgroup>
              {columns.map((column) => (
                <col key={column.key} style={{ width: column.width }} />
              ))}
            </colgroup>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className={cellClass(column)}>
                    {column.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={columns.length} className="data-table-empty">
                    {props.emptyText ?? 'Không có dữ liệu'}
                  </td>
                </tr>
              ) : (
                rows.map(({ row, depth }) => (
                  <tr key={row.key} data-row-key={row.key} style={props.rowStyle?.(row)}>
                    {columns.map((column, index) => (
                      <td key={column.key} className={cellClass(column)} style={column.cellStyle?.(row)}>
                        {index === 0 ? (
                          <TreeCell
                            depth={depth}
                            indentSize={indentSize}
                            expandable={Boolean(row.children?.length)}
                            expanded={expanded.has(row.key)}
                            onToggle={() => {
                              toggle(row.key);
                            }}
                          >
                            {column.render(row)}
                          </TreeCell>
                        ) : (
                          column.render(row)
                        )}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      {props.loading && (
        <div className="data-table-veil">
          <span className="data-table-spinner" role="status" aria-label="Đang tải số liệu" />
        </div>
      )}
    </div>
  );
}

function TreeCell(props: {
  depth: number;
  indentSize: number;
  expandable: boolean;
  expanded: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  if (!props.expandable && props.depth === 0) return <>{props.children}</>;
  return (
    <span className="data-table-tree" style={{ paddingInlineStart: props.depth * props.indentSize }}>
      {props.expandable ? (
        <button
          type="button"
          className={`data-table-expand${props.expanded ? ' data-table-expanded' : ''}`}
          aria-expanded={props.expanded}
          aria-label={props.expanded ? 'Thu gọn dòng' : 'Mở rộng dòng'}
          onClick={props.onToggle}
        />
      ) : (
        <span className="data-table-expand-spacer" aria-hidden />
      )}
      <span>{props.children}</span>
    </span>
  );
}
