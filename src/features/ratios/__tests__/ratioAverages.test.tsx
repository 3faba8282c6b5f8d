/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { RatiosDataResponse } from '@/common/contracts/ratios';
import { initialEnterpriseState } from '@/features/enterprise/enterpriseSlice';
import { memoryRouter } from '../../../../tests/helpers/memoryRouter';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { RatiosScreen } from '../components/RatiosScreen';
import { ratiosExportFileName, ratiosExportMatrix, shownRatio } from '../ratiosExport';

jest.mock('next/router', () => jest.requireActual<object>('../../../../tests/helpers/memoryRouter'));

installSelectDomShims();
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const FIVE_REASON =
  'Bạn đang xem 4 năm gần nhất. Nâng cấp gói Cơ bản để xem toàn bộ dữ liệu từ 2015. Trung bình 5 năm cần các năm 2021–2025.';

const year = (value: number) => ({
  key: String(value),
  periodType: 'year' as const,
  year: value,
  quarter: 0,
  label: String(value),
  endDate: `${String(value)}-12-31`,
});

const YEARLY: RatiosDataResponse = {
  ticker: 'TCB',
  companyType: 'non_financial',
  periodType: 'year',
  periods: [year(2024), year(2025)],
  metrics: ['ROE', 'PE'],
  values: { ROE: [0.2, 0.16], PE: [8.123, 9.5] },
  prices: [20_000, 21_000],
  averages: [
    { span: 3, fromYear: 2023, toYear: 2025, values: { ROE: 0.18, PE: 8.456 }, reasons: {} },
    {
      span: 5,
      fromYear: 2021,
      toYear: 2025,
      values: { ROE: null, PE: null },
      reasons: { ROE: FIVE_REASON, PE: FIVE_REASON },
    },
  ],
};

const server = setupServer(
  http.get('*/api/enterprise/numeral-metric', () =>
    HttpResponse.json({
      data: {
        kind: 'numeral',
        companyType: 'non_financial',
        metrics: ['ROE', 'PE'],
        isDefault: true,
        updatedAt: null,
      },
    }),
  ),
  http.get('*/api/enterprise/numeral-data', ({ request }) => {
    const period = new URL(request.url).searchParams.get('period');
    return HttpResponse.json({
      data: period === 'year' ? YEARLY : { ...YEARLY, periodType: 'quarter', averages: undefined },
    });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});

describe('ratios table: multi-year averages', () => {
  it('adds "TB 3 năm" and "TB 5 năm" on the yearly view, formatted like the row, a missing one saying why', async () => {
    memoryRouter.reset('/enterprise/[ticker]/finance/numeral', { ticker: 'TCB', period: 'year' });
    renderWithStore(<RatiosScreen />, {
      preloadedState: { enterprise: { ...initialEnterpriseState, ticker: 'TCB' } },
    });
    const table = await screen.findByRole('table');
    expect(
      within(table).getByRole('columnheader', { name: /TB 3 năm: Trung bình 3 năm tài chính 2023–2025/ }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /TB 5 năm/ })).toBeInTheDocument();
    const roeRow = within(table).getByText('ROE').closest('tr');
    if (!roeRow) throw new Error('no ROE row');
    expect(within(roeRow).getByText('18.00%')).toBeInTheDocument();
    expect(within(roeRow).getByLabelText(`-. ${FIVE_REASON}`)).toBeInTheDocument();
    const peRow = within(table).getByText('P/E').closest('tr');
    expect(peRow?.textContent).toContain('8.46');
    expect(screen.getByRole('button', { name: /Xuất Excel/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Xuất CSV/ })).toBeEnabled();
  });

  it('shows no average column on the quarterly view, and says where they are', async () => {
    memoryRouter.reset('/enterprise/[ticker]/finance/numeral', { ticker: 'TCB' });
    renderWithStore(<RatiosScreen />, {
      preloadedState: { enterprise: { ...initialEnterpriseState, ticker: 'TCB' } },
    });
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('columnheader', { name: /TB 3 năm/ })).toBeNull();
    expect(screen.getByText(/chọn kỳ "Năm" để xem/)).toBeInTheDocument();
  });
});

describe('ratios export', () => {
  it('writes the periods and the averages in the screen unit and rounding, missing as "-"', () => {
    expect(ratiosExportMatrix(YEARLY, ['ROE', 'PE'])).toEqual([
      ['TCB - Chỉ số tài chính', 'Kỳ: Năm'],
      ['Chỉ số', 'Đơn vị', '2024', '2025', 'TB 3 năm (2023–2025)', 'TB 5 năm (2021–2025)'],
      ['ROE', '%', 20, 16, 18, '-'],
      ['P/E', 'lần', 8.12, 9.5, 8.46, '-'],
      ['Giá dùng để định giá', 'đồng/cp', 20_000, 21_000],
    ]);
    expect(ratiosExportFileName(YEARLY, 'csv')).toBe('TCB_chi-so-tai-chinh_nam.csv');
  });

  it('rounds as the screen does', () => {
    expect(shownRatio(0.152349, 'percent')).toBe(15.23);
    expect(shownRatio(12.345, 'times')).toBe(12.35);
    expect(shownRatio(3120.6, 'vnd')).toBe(3121);
    expect(shownRatio(null, 'times')).toBe('-');
  });
});
