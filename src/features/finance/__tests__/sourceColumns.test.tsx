/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { buildFinanceTable, expandedKeysToDepth, type FinanceTableOptions } from '../financeView';
import { StatementTable, type StatementTableProps } from '../components/StatementTable';
import { sampleResponse } from './fixtures';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';

// antd's Tooltip measures itself and schedules on a MessageChannel, which this jsdom lacks.
installSelectDomShims();

const defaults: FinanceTableOptions = { unit: 'billion', numberPeriodShow: 20 };

function draw(table: StatementTableProps['table']) {
  render(
    <StatementTable
      table={table}
      loading={false}
      onRetry={() => undefined}
      expandedKeys={table ? expandedKeysToDepth(table.rows, 9) : []}
      onExpandedKeysChange={() => undefined}
      unitCaption="Đơn vị: Tỷ đồng"
      label="Bảng cân đối kế toán"
    />,
  );
}

describe('where a period comes from, in the statement table', () => {
  it('tags a year added up from its four quarters and names every source on hover', async () => {
    const table = buildFinanceTable(
      sampleResponse({ sources: { '2024Q2': 'derived-quarters', '2024Q1': 'vnstock-vci' } }),
      defaults,
    );
    expect(table.columns.find((column) => column.key === '2024Q2')).toMatchObject({
      derived: true,
      source: 'Cộng từ 4 quý',
    });
    expect(table.columns.find((column) => column.key === '2024Q1')).toMatchObject({
      source: 'vnstock – VCI',
    });
    draw(table);
    const tags = screen.getAllByTestId('derived-year-tag');
    expect(tags).toHaveLength(1);
    fireEvent.focus(tags[0]?.closest('[tabindex]') as HTMLElement);
    expect((await screen.findByRole('tooltip')).textContent).toContain('số năm là tổng 4 quý');
  });

  it("shows the answer's reason when there is no period at all", () => {
    const reason = 'Nguồn dữ liệu không có bảng cân đối kế toán theo tháng của TCB; chỉ có số liệu theo quý.';
    const table = buildFinanceTable(
      sampleResponse({ periods: [], values: {}, emptyReason: reason }),
      defaults,
    );
    draw(table);
    expect(screen.getByTestId('finance-empty').textContent).toContain(reason);
  });
});
