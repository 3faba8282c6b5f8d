/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { DataTable, NARROW_FIXED_WIDTH, NARROW_WIDTH, type DataColumn } from '../DataTable';

interface Row {
  key: string;
  name: string;
  value: number;
  children?: Row[];
}

const ROWS: Row[] = [
  {
    key: 'assets',
    name: 'Tổng tài sản',
    value: 100,
    children: [
      { key: 'cash', name: 'Tiền', value: 40 },
      { key: 'loans', name: 'Cho vay', value: 60, children: [{ key: 'retail', name: 'Bán lẻ', value: 25 }] },
    ],
  },
  { key: 'equity', name: 'Vốn chủ sở hữu', value: 30 },
];

const COLUMNS: DataColumn<Row>[] = [
  { key: 'name', title: 'Chỉ tiêu', width: 300, fixed: true, render: (row) => row.name },
  {
    key: 'value',
    title: 'Q4/2025',
    width: 120,
    align: 'right',
    render: (row) => String(row.value),
    cellStyle: (row) => (row.value > 50 ? { background: 'rgb(1, 2, 3)' } : undefined),
  },
];

function Tree({ initial = [] as string[] }) {
  const [keys, setKeys] = useState<string[]>(initial);
  return (
    <DataTable<Row>
      label="Bảng cân đối"
      columns={COLUMNS}
      rows={ROWS}
      expandedKeys={keys}
      onExpandedKeysChange={setKeys}
      rowStyle={(row) => (row.children ? { fontWeight: 600 } : undefined)}
      data-testid="table"
    />
  );
}

const bodyRows = () => within(screen.getByRole('treegrid')).getAllByRole('row').slice(1);

describe('DataTable', () => {
  it('draws the header, the top rows, sizes and styles from the columns', () => {
    render(<Tree />);
    expect(screen.getByRole('region', { name: 'Bảng cân đối' })).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Chỉ tiêu', 'Q4/2025']);
    expect(screen.getByRole('treegrid')).toHaveStyle({ width: '420px' });
    expect(bodyRows().map((row) => row.textContent)).toEqual(['Tổng tài sản100', 'Vốn chủ sở hữu30']);
    expect(screen.getByRole('columnheader', { name: 'Chỉ tiêu' })).toHaveClass('data-table-fixed');
    expect(screen.getByText('100')).toHaveClass('data-table-right');
    expect(screen.getByText('100')).toHaveStyle({ background: 'rgb(1, 2, 3)' });
    expect(bodyRows()[0]).toHaveStyle({ fontWeight: '600' });
    // Row labels are row headers.
    expect(
      screen.getAllByRole('rowheader').map((th) => [th.tagName, th.getAttribute('scope'), th.textContent]),
    ).toEqual([
      ['TH', 'row', 'Tổng tài sản'],
      ['TH', 'row', 'Vốn chủ sở hữu'],
    ]);
  });

  it('opens and closes rows with their buttons, indenting each level', () => {
    render(<Tree />);
    const open = screen.getByRole('button', { name: 'Mở rộng Tổng tài sản' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(bodyRows()[0]).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(open);
    expect(bodyRows().map((row) => (row as HTMLTableRowElement).cells[0]?.textContent)).toEqual([
      'Tổng tài sản',
      'Tiền',
      'Cho vay',
      'Vốn chủ sở hữu',
    ]);
    expect(screen.getByRole('button', { name: 'Thu gọn Tổng tài sản' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Levels: the tree's depth as aria-level; only rows with children say whether they are open.
    expect(
      bodyRows().map((row) => [row.getAttribute('aria-level'), row.getAttribute('aria-expanded')]),
    ).toEqual([
      ['1', 'true'],
      ['2', null],
      ['2', 'false'],
      ['1', null],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Mở rộng Cho vay' }));
    expect(screen.getByText('Bán lẻ').closest('.data-table-tree')).toHaveStyle({
      paddingInlineStart: '32px',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Thu gọn Tổng tài sản' }));
    expect(bodyRows()).toHaveLength(2);
  });

  it('moves between rows and opens and closes them with the keys of a treegrid', () => {
    render(<Tree />);
    const [first, second] = bodyRows() as [HTMLElement, HTMLElement];
    // One row in the tab order.
    expect(first).toHaveAttribute('tabindex', '0');
    expect(second).toHaveAttribute('tabindex', '-1');
    act(() => {
      first.focus();
    });
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(bodyRows().map((row) => row.getAttribute('data-row-key'))).toEqual([
      'assets',
      'cash',
      'loans',
      'equity',
    ]);
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('data-row-key')).toBe('cash');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    const loans = document.activeElement as HTMLElement;
    expect(loans.getAttribute('data-row-key')).toBe('loans');
    expect(loans).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(loans, { key: 'Enter' });
    expect(screen.getByText('Bán lẻ')).toBeInTheDocument();
    fireEvent.keyDown(loans, { key: 'ArrowLeft' });
    expect(screen.queryByText('Bán lẻ')).toBeNull();
    fireEvent.keyDown(loans, { key: 'ArrowLeft' });
    expect(document.activeElement?.getAttribute('data-row-key')).toBe('assets');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' });
    expect(document.activeElement?.getAttribute('data-row-key')).toBe('equity');
  });

  it('keeps a flat table a plain table with row headers and no tree attributes', () => {
    render(
      <DataTable<Row> label="Chỉ số" columns={COLUMNS} rows={[{ key: 'roe', name: 'ROE', value: 12 }]} />,
    );
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'ROE' })).toHaveAttribute('scope', 'row');
    const row = within(table).getAllByRole('row')[1];
    expect(row).not.toHaveAttribute('aria-level');
    expect(row).not.toHaveAttribute('tabindex');
  });

  it('shows rows opened from outside, the empty text, and a veil while loading', () => {
    const { rerender } = render(<Tree initial={['assets', 'loans']} />);
    expect(screen.getByText('Bán lẻ')).toBeInTheDocument();
    rerender(
      <DataTable<Row> label="x" columns={COLUMNS} rows={[]} emptyText="Không có chỉ tiêu phù hợp" loading />,
    );
    expect(screen.getByText('Không có chỉ tiêu phù hợp')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Đang tải số liệu' })).toBeInTheDocument();
  });

  it('keeps the server table while the page hydrates, then draws its own and answers clicks', async () => {
    // The server's markup (DataTable.server.test.tsx checks that the server renders the table itself).
    const { container: drawn, unmount } = render(<Tree />);
    const html = drawn.innerHTML;
    unmount();
    expect(html).toContain('Mở rộng Tổng tài sản');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const serverTable = container.querySelector('table');
    const seen: boolean[] = [];
    function Probe() {
      seen.push(container.querySelector('table') === serverTable);
      return null;
    }
    const errors: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <>
          <Tree />
          <Probe />
        </>,
        { onRecoverableError: (error) => errors.push(error) },
      );
      await Promise.resolve();
    });
    expect(errors).toEqual([]);
    // Hydration left the server's table in place; React then drew its own in a transition.
    expect(seen[0]).toBe(true);
    expect(container.querySelector('table')).not.toBe(serverTable);
    expect(screen.getAllByRole('treegrid')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Mở rộng Tổng tài sản' }));
    expect(bodyRows()).toHaveLength(4);
    act(() => root?.unmount());
    container.remove();
  });

  it('on a phone gives the item column and the periods narrow widths, hides wide-only columns and shows a cut name whole on tap', () => {
    const long = 'Lưu chuyển tiền thuần từ hoạt động kinh doanh trước thay đổi vốn lưu động';
    const columns: DataColumn<Row>[] = [
      {
        key: 'name',
        title: 'Chỉ tiêu',
        width: 380,
        fixed: true,
        render: (row) => row.name,
        cellTitle: (row) => row.name,
      },
      { key: 'trend', title: 'Xu hướng', width: 120, narrowWidth: 0, render: () => '~' },
      { key: 'q3', title: 'Q3/2025', width: 128, align: 'right', render: (row) => String(row.value) },
      { key: 'q4', title: 'Q4/2025', width: 128, align: 'right', render: (row) => String(row.value) },
    ];
    render(<DataTable<Row> label="Bảng" columns={columns} rows={[{ key: 'cfo', name: long, value: 7 }]} />);
    const narrow = (element: Element) =>
      (element as HTMLElement).style.getPropertyValue('--data-table-narrow-width');
    const cols = [...document.querySelectorAll('col')];
    // 390 px screen: the item column and two periods fit; the trend column gives way.
    expect(cols.map(narrow)).toEqual([
      `${String(NARROW_FIXED_WIDTH)}px`,
      '0px',
      `${String(NARROW_WIDTH)}px`,
      `${String(NARROW_WIDTH)}px`,
    ]);
    // Inside the page's 12 px padding, a card's 24 px and the borders.
    expect(NARROW_FIXED_WIDTH + 2 * NARROW_WIDTH).toBeLessThanOrEqual(390 - 2 * 12 - 2 * 24 - 4);
    expect(narrow(screen.getByRole('table'))).toBe(`${String(NARROW_FIXED_WIDTH + 2 * NARROW_WIDTH)}px`);
    expect(screen.getByRole('table')).toHaveStyle({ width: '756px' });
    expect(cols[1]).toHaveClass('data-table-wide-only');
    expect(screen.getByRole('columnheader', { name: 'Xu hướng' })).toHaveClass('data-table-wide-only');
    expect(screen.getByText('~')).toHaveClass('data-table-wide-only');

    // The full name: in the page (screen readers), as the hover title, and opened whole by a tap.
    const name = screen.getByText(long);
    expect(name).toHaveClass('data-table-name');
    expect(name).toHaveAttribute('title', long);
    expect(name).not.toHaveClass('data-table-name-open');
    fireEvent.click(name);
    expect(name).toHaveClass('data-table-name-open');
    fireEvent.click(name);
    expect(name).not.toHaveClass('data-table-name-open');

    // The style sheet applies those widths and the three-line cut below antd's xs breakpoint.
    const css = readFileSync(join(process.cwd(), 'src/styles/dataTable.css'), 'utf8');
    const phone = css.slice(css.indexOf('@media (max-width: 575.98px)'));
    expect(phone).toContain('width: var(--data-table-narrow-width) !important');
    expect(phone).toMatch(/\.data-table \.data-table-wide-only \{\s*display: none;/);
    expect(phone).toMatch(/\.data-table-name \{[^}]*-webkit-line-clamp: 3;/);
    expect(phone).toMatch(/\.data-table-name\.data-table-name-open \{[^}]*-webkit-line-clamp: unset;/);
  });
});
