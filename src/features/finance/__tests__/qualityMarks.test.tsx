/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react';
import {
  buildFinanceTable,
  expandedKeysToDepth,
  visibleRows,
  type FinanceTableOptions,
} from '../financeView';
import { StatementTable } from '../components/StatementTable';
import { sampleResponse } from './fixtures';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';

// antd's Tooltip measures itself and schedules on a MessageChannel, which this jsdom lacks.
installSelectDomShims();

const defaults: FinanceTableOptions = { unit: 'billion', numberPeriodShow: 20 };

// A made-up mark, as the server sends it for a published total that does not equal its lines.
const MESSAGE =
  'Cho vay khách hàng: nguồn công bố 1.487.655.000.000 đồng, nhưng tổng các dòng con ... (chênh +5 tỷ)';
const withMark = sampleResponse({
  quality: [
    {
      periodKey: '2024Q1',
      itemCode: 'LOANS_NET',
      kind: 'total',
      expected: 1482.655e9,
      published: 1487.655e9,
      difference: 5e9,
      message: MESSAGE,
    },
  ],
});

describe('quality marks in the statement table', () => {
  it('put the mark on its cell in the value view, keeping the published figure', () => {
    const table = buildFinanceTable(withMark, defaults);
    const loans = visibleRows(table.rows, expandedKeysToDepth(table.rows, 9)).find(
      (row) => row.key === 'LOANS_NET',
    );
    expect(loans?.cells['2024Q1']).toMatchObject({ text: '1,487.66', quality: MESSAGE });
    expect(loans?.cells['2023Q4']?.quality).toBeUndefined();
  });

  it('leave growth views unmarked (their figures are computed, not published)', () => {
    const table = buildFinanceTable({ ...withMark, growth: 'yoy' }, defaults);
    const loans = table.rows[0]?.children?.find((row) => row.key === 'LOANS_NET');
    expect(loans?.cells['2024Q1']?.quality).toBeUndefined();
  });

  it('draw a small mark whose tooltip says why', async () => {
    const table = buildFinanceTable(withMark, defaults);
    render(
      <StatementTable
        table={table}
        loading={false}
        onRetry={() => undefined}
        expandedKeys={expandedKeysToDepth(table.rows, 9)}
        onExpandedKeysChange={() => undefined}
        unitCaption="Đơn vị: Tỷ đồng"
        label="Bảng cân đối kế toán"
      />,
    );
    const marks = screen.getAllByTestId('quality-mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]?.getAttribute('aria-label')).toContain('Cảnh báo chất lượng số liệu');
    fireEvent.focus(marks[0] as HTMLElement);
    expect((await screen.findByRole('tooltip')).textContent).toBe(MESSAGE);
  });
});
