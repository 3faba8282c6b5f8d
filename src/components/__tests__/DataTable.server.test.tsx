/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { DataTable } from '../DataTable';

describe('DataTable on the server', () => {
  it('renders the whole table into the HTML (only the browser keeps it aside while hydrating)', () => {
    const html = renderToString(
      <DataTable<{ key: string; name: string }>
        label="Bảng"
        columns={[{ key: 'name', title: 'Chỉ tiêu', width: 200, render: (row) => row.name }]}
        rows={[{ key: 'a', name: 'Tổng tài sản' }]}
      />,
    );
    expect(html).toMatch(/<div class="data-table-scroll"[^>]*><table/);
    expect(html).toContain('Tổng tài sản');
  });
});
