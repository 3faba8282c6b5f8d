import { useState, type CSSProperties, type ReactNode } from 'react';
import { visibleTreeRows, type TreeRow } from '@/common/tree';
import { useKeepServerHtml } from '@/lib/useKeepServerHtml';
import { onTreeGridKeyDown } from './treeGridKeys';

/**
 * A read-only table of figures: sticky header and first column inside its own scroll area, rows in a
 * tree that opens and closes, a loading veil while figures refresh. Plain HTML with the look of
 * antd's small bordered Table (src/styles/dataTable.css). The statement and ratio tables render up to
 * ~2,000 cells on the server; antd's Table added ~70 KB gzip of JavaScript, a large style sheet and
 * extra wrapper elements to each of those pages, all on the way to their first paint.
 *
 * Phones (up to antd's xs, 575.98px; src/styles/dataTable.css): every column takes its narrow width,
 * the item column's names are cut to three lines (the full name on hover and on tap), so the item
 * column and at least two periods fit a 390 px screen. Plain CSS, so the server's HTML is already right.
 *
 * Accessibility: the first cell of each row is its row header (<th scope="row">). A tree (rows with
 * children) is a treegrid: each row carries aria-level and, when it has children, aria-expanded; one
 * row is in the tab order and the arrow keys move between rows and open or close them
 * (treeGridKeys.ts); each row's button is named after it ("Mở rộng Tài sản ngắn hạn").
 */

export interface DataColumn<Row> {
  key: string;
  title: ReactNode;
  /** Pixels; the table is as wide as its columns and scrolls sideways inside its area. */
  width: number;
  align?: 'left' | 'right' | 'center';
  /** Stays at the left edge while the table scrolls sideways (the first column only). */
  fixed?: boolean;
  /**
   * Pixels on a phone; 0 hides the column there. Default: the item column (fixed) at most
   * NARROW_FIXED_WIDTH, the others at most NARROW_WIDTH.
   */
  narrowWidth?: number;
  render: (row: Row) => ReactNode;
  /** The first column's full text (an item's name): its hover title, and what a tap opens on a phone. */
  cellTitle?: (row: Row) => string | undefined;
  cellStyle?: (row: Row) => CSSProperties | undefined;
}

/** Column widths on a phone: 112 + 2 x 96 fits a 390 px screen inside the page's and a card's padding. */
export const NARROW_FIXED_WIDTH = 112;
export const NARROW_WIDTH = 96;

function narrowWidthOf(column: { width: number; fixed?: boolean; narrowWidth?: number }): number {
  return column.narrowWidth ?? Math.min(column.width, column.fixed ? NARROW_FIXED_WIDTH : NARROW_WIDTH);
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
  /** The row's name for its open/close button; default: the first column's cellTitle. */
  rowName?: (row: Row) => string | undefined;
  'data-testid'?: string;
}

function cellClass(column: { align?: string; fixed?: boolean; narrowWidth?: number }): string | undefined {
  const names = [];
  if (column.fixed) names.push('data-table-fixed');
  if (column.narrowWidth === 0) names.push('data-table-wide-only');
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
  const tree = props.rows.some((row) => Boolean(row.children?.length));
  // The treegrid's row in the tab order (roving tabindex); the first row until another is focused.
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const tabbableKey = rows.some(({ row }) => row.key === focusedKey) ? focusedKey : rows[0]?.row.key;
  const nameOf = (row: Row): string => {
    const rendered = columns[0]?.render(row);
    return (
      props.rowName?.(row) ?? columns[0]?.cellTitle?.(row) ?? (typeof rendered === 'string' ? rendered : '')
    );
  };
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  const narrowWidth = columns.reduce((sum, column) => sum + narrowWidthOf(column), 0);
  // Names opened by a tap (phones cut them to three lines).
  const [openNames, setOpenNames] = useState<ReadonlySet<string>>(() => new Set());
  const toggleName = (key: string) => {
    setOpenNames((open) => {
      const next = new Set(open);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  };

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
          <table
            role={tree ? 'treegrid' : undefined}
            aria-label={props.label}
            style={{ width, minWidth: width, ...narrowVar(narrowWidth) }}
          >
            <colgroup>
              {columns.map((column) => (
                <col
                  key={column.key}
                  className={column.narrowWidth === 0 ? 'data-table-wide-only' : undefined}
                  style={{ width: column.width, ...narrowVar(narrowWidthOf(column)) }}
                />
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
            <tbody
              onKeyDown={
                tree
                  ? (event) => {
                      onTreeGridKeyDown(event, { focusKey: setFocusedKey, toggle });
                    }
                  : undefined
              }
            >
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={columns.length} className="data-table-empty">
                    {props.emptyText ?? 'Không có dữ liệu'}
                  </td>
                </tr>
              ) : (
                rows.map(({ row, depth }) => {
                  const expandable = Boolean(row.children?.length);
                  const treeRow = tree
                    ? {
                        'aria-level': depth + 1,
                        'aria-expanded': expandable ? expanded.has(row.key) : undefined,
                        tabIndex: row.key === tabbableKey ? 0 : -1,
                        onFocus: () => {
                          setFocusedKey(row.key);
                        },
                      }
                    : {};
                  return (
                    <tr key={row.key} data-row-key={row.key} style={props.rowStyle?.(row)} {...treeRow}>
                      {columns.map((column, index) => {
                        const Cell = index === 0 ? 'th' : 'td';
                        return (
                          <Cell
                            key={column.key}
                            scope={index === 0 ? 'row' : undefined}
                            className={cellClass(column)}
                            style={column.cellStyle?.(row)}
                          >
                            {index === 0 ? (
                              <TreeCell
                                depth={depth}
                                indentSize={indentSize}
                                expandable={expandable}
                                expanded={expanded.has(row.key)}
                                name={nameOf(row)}
                                onToggle={() => {
                                  toggle(row.key);
                                }}
                              >
                                <span
                                  className={`data-table-name${openNames.has(row.key) ? ' data-table-name-open' : ''}`}
                                  title={column.cellTitle?.(row)}
                                  onClick={() => {
                                    toggleName(row.key);
                                  }}
                                >
                                  {column.render(row)}
                                </span>
                              </TreeCell>
                            ) : (
                              column.render(row)
                            )}
                          </Cell>
                        );
                      })}
                    </tr>
                  );
                })
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

/** The width a phone gives a column or the table (read by src/styles/dataTable.css). */
function narrowVar(pixels: number): CSSProperties {
  return { '--data-table-narrow-width': `${String(pixels)}px` } as CSSProperties;
}

function TreeCell(props: {
  depth: number;
  indentSize: number;
  expandable: boolean;
  expanded: boolean;
  /** The row's name: the button reads "Mở rộng <name>" / "Thu gọn <name>". */
  name: string;
  onToggle: () => void;
  children: ReactNode;
}) {
  if (!props.expandable && props.depth === 0) return <>{props.children}</>;
  const style = { paddingInlineStart: props.depth * props.indentSize, '--data-table-depth': props.depth };
  return (
    <span className="data-table-tree" style={style}>
      {props.expandable ? (
        <button
          type="button"
          className={`data-table-expand${props.expanded ? ' data-table-expanded' : ''}`}
          aria-expanded={props.expanded}
          aria-label={`${props.expanded ? 'Thu gọn' : 'Mở rộng'} ${props.name}`.trim()}
          onClick={props.onToggle}
        />
      ) : (
        <span className="data-table-expand-spacer" aria-hidden />
      )}
      {props.children}
    </span>
  );
}
