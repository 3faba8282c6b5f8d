/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { FinanceDataResponse } from '@/common/contracts/finance';
import { sealEnvelope } from '@/server/http/envelope';
import { memoryRouter } from '../../../../tests/helpers/memoryRouter';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { FinanceScreen } from '../components/FinanceScreen';
import { sampleGrowthResponse, sampleResponse } from './fixtures';

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
// jsdom has no ResizeObserver; antd tables observe their size.
globalThis.ResizeObserver = NoopResizeObserver;
// antd measures the scrollbar with a pseudo-element style, which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// The view settings live in the address: a router whose replace changes it and re-renders.
jest.mock('next/router', () => jest.requireActual<object>('../../../../tests/helpers/memoryRouter'));
const router = memoryRouter;

const requests: URLSearchParams[] = [];
let answer: () => Response = () => HttpResponse.json({ hashCode: sealEnvelope(sampleResponse()) });
const server = setupServer(
  http.get('*/api/enterprise/v2/finance-data', ({ request }) => {
    requests.push(new URL(request.url).searchParams);
    return answer();
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  router.reset('/enterprise/[ticker]/finance/balance-sheet', { ticker: 'TCB' });
});
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  answer = () => HttpResponse.json({ hashCode: sealEnvelope(sampleResponse()) });
});
afterAll(() => {
  server.close();
});

function respondWith(data: FinanceDataResponse): void {
  answer = () => HttpResponse.json({ hashCode: sealEnvelope(data) });
}

function row(name: string): HTMLElement {
  const cell = screen.getByText(name);
  const tr = cell.closest('tr');
  if (!tr) throw new Error(`no row for ${name}`);
  return tr;
}

describe('FinanceScreen', () => {
  it('asks for the statement with the default view and renders the figures in billion dong', async () => {
    renderWithStore(<FinanceScreen tableName="BALANCE_SHEET" />);
    expect(screen.getByTestId('finance-loading')).toBeInTheDocument();
    await screen.findByTestId('statement-table');
    expect(Object.fromEntries(requests[0]!)).toEqual({
      ticket: 'TCB',
      tableName: 'BALANCE_SHEET',
      period: 'quarter',
      start: '2010',
      limit: '20',
    });
    expect(screen.getByRole('heading', { name: /Cân đối kế toán/ })).toBeInTheDocument();
    expect(screen.getAllByText(/Đơn vị: Tỷ đồng/)[0]).toBeInTheDocument();
    const total = row('TỔNG TÀI SẢN');
    expect(within(total).getByText('1,234.57')).toBeInTheDocument();
    expect(within(total).getByText('TỔNG TÀI SẢN').tagName).toBe('STRONG');
    // A missing figure is a dash; a negative one keeps its minus sign, in red.
    expect(within(row('Tiền mặt, vàng bạc, đá quý')).getByText('-')).toBeInTheDocument();
    expect(within(row('Dự phòng rủi ro cho vay')).getByText('-15.43')).toHaveStyle({ color: '#cf1322' });
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers.slice(1, 4)).toEqual(['Q2/2024', 'Q1/2024', 'Q4/2023']);
  });

  it('shows the notice of a limited answer above the table, with the upgrade button', async () => {
    const message = 'Bạn đang xem 8 quý gần nhất. Nâng cấp gói Cơ bản để xem toàn bộ dữ liệu từ 2010.';
    respondWith(
      sampleResponse({ access: { level: 'limited', requiredPlan: 'BASIC', message, maxPeriods: 8 } }),
    );
    renderWithStore(<FinanceScreen tableName="BALANCE_SHEET" />);
    await screen.findByTestId('statement-table');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Nâng cấp gói Cơ bản' })).toHaveAttribute(
      'href',
      '/pricing?plan=BASIC',
    );
  });

  it('changes the figures when the unit changes, without asking the server again, and keeps it in the URL', async () => {
    renderWithStore(<FinanceScreen tableName="BALANCE_SHEET" />);
    await screen.findByTestId('statement-table');
    fireEvent.click(screen.getByLabelText('Triệu đồng'));
    expect(within(row('TỔNG TÀI SẢN')).getByText('1,234,567.80')).toBeInTheDocument();
    expect(screen.getAllByText(/Đơn vị: Triệu đồng/)[0]).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    await waitFor(() => {
      expect(router.replace).toHaveBeenCalledWith(
        // Next fills [ticker] from the query: /enterprise/TCB/finance/balance-sheet?unit=million.
        { pathname: '/enterprise/[ticker]/finance/balance-sheet', query: { ticker: 'TCB', unit: 'million' } },
        undefined,
        { shallow: true, scroll: false },
      );
    });
  });

  it('filters the items by the search text, keeping their parents', async () => {
    renderWithStore(<FinanceScreen tableName="BALANCE_SHEET" />);
    await screen.findByTestId('statement-table');
    fireEvent.change(screen.getByRole('textbox', { name: 'Tìm chỉ tiêu' }), {
      target: { value: 'du phong' },
    });
    await waitFor(() => {
      expect(screen.queryByText('Tiền mặt, vàng bạc, đá quý')).toBeNull();
    });
    expect(screen.getByText('TỔNG TÀI SẢN')).toBeInTheDocument();
    expect(screen.getByText('Cho vay khách hàng')).toBeInTheDocument();
    expect(screen.getByText('Dự phòng rủi ro cho vay')).toBeInTheDocument();
    expect(screen.queryByText('Dư nợ cho vay')).toBeNull();
  });

  it('asks again for another period type', async () => {
    renderWithStore(<FinanceScreen tableName="INCOME_STATEMENT" />);
    await screen.findByTestId('statement-table');
    fireEvent.click(screen.getByLabelText('Năm'));
    await waitFor(() => {
      expect(requests).toHaveLength(2);
    });
    expect(requests[1]?.get('period')).toBe('year');
    expect(requests[1]?.get('limit')).toBe('20');
  });

  it('offers only the period types the statement has: no month without monthly statements', async () => {
    respondWith(sampleResponse({ periodTypes: ['year', 'quarter'] }));
    const { unmount } = renderWithStore(<FinanceScreen tableName="BALANCE_SHEET" />);
    await screen.findByTestId('statement-table');
    const periods = () =>
      within(screen.getByRole('radiogroup', { name: 'Kỳ' }))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent);
    expect(periods()).toEqual(['Năm', 'Quý']);
    unmount();

    respondWith(sampleResponse({ periodTypes: ['month', 'quarter'] }));
    renderWithStore(<FinanceScreen tableName="CASH_FLOW_DIRECT" />);
    await screen.findByTestId('statement-table');
    expect(periods()).toEqual(['Quý', 'Tháng']);
  });

  it('shows growth against the same quarter a year earlier, computed by the server', async () => {
    server.use(
      http.get('*/api/enterprise/v2/finance-data', ({ request }) => {
        const params = new URL(request.url).searchParams;
        requests.push(params);
        const data = params.get('growth') === 'yoy' ? sampleGrowthResponse('yoy') : sampleResponse();
        return HttpResponse.json({ hashCode: sealEnvelope(data) });
      }),
    );
    renderWithStore(<FinanceScreen tableName="BALANCE_SHEET" />);
    await screen.findByTestId('statement-table');
    fireEvent.click(screen.getByText('So với cùng kỳ'));
    expect(await within(row('TỔNG TÀI SẢN')).findByText('50.00%')).toBeInTheDocument();
    expect(requests.at(-1)?.get('growth')).toBe('yoy');
    expect(screen.getAllByText(/Đơn vị: %/)[0]).toBeInTheDocument();
  });

  it('says so when there are no figures for the period', async () => {
    respondWith(sampleResponse({ periods: [], values: {} }));
    renderWithStore(<FinanceScreen tableName="FOOTNOTES" />);
    expect(await screen.findByText('Chưa có số liệu cho kỳ này')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Xuất Excel/ })).toBeDisabled();
  });

  it('shows a failure with a retry that loads the table', async () => {
    answer = () =>
      HttpResponse.json({ code: 'INTERNAL', message: 'Lỗi', requestId: 'test-request' }, { status: 500 });
    renderWithStore(<FinanceScreen tableName="BALANCE_SHEET" />);
    const alert = await screen.findByTestId('finance-error');
    expect(alert).toHaveTextContent('Không tải được số liệu');
    answer = () => HttpResponse.json({ hashCode: sealEnvelope(sampleResponse()) });
    fireEvent.click(within(alert).getByRole('button', { name: /Thử lại/ }));
    await screen.findByTestId('statement-table');
  });

  it('links every statement tab to the company page, with the current one marked', async () => {
    renderWithStore(<FinanceScreen tableName="ANNUALIZE" />);
    const nav = screen.getByRole('navigation', { name: 'Báo cáo tài chính' });
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('Quy đổi năm');
    expect(current).toHaveAttribute('href', '/enterprise/TCB/finance?tab=annualize');
    expect(within(nav).getByRole('link', { name: 'Kết quả kinh doanh' })).toHaveAttribute(
      'href',
      '/enterprise/TCB/finance/income-statement',
    );
    expect(within(nav).getAllByRole('link')).toHaveLength(9);
    await screen.findByTestId('statement-table');
  });

  it('lists the ratios and same-industry pages after the statements, keeping the ticker', async () => {
    router.reset('/enterprise/[ticker]/finance/balance-sheet', { ticker: 'TCB', unit: 'million' });
    renderWithStore(<FinanceScreen tableName="BALANCE_SHEET" />);
    const nav = screen.getByRole('navigation', { name: 'Báo cáo tài chính' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.slice(-3)).toEqual(['Lũy kế 4 quý', 'Chỉ số tài chính', 'So sánh cùng ngành']);
    expect(within(nav).getByRole('link', { name: 'Chỉ số tài chính' })).toHaveAttribute(
      'href',
      '/enterprise/TCB/finance/numeral',
    );
    expect(within(nav).getByRole('link', { name: 'So sánh cùng ngành' })).toHaveAttribute(
      'href',
      '/enterprise/TCB/finance/same-industry',
    );
    await screen.findByTestId('statement-table');
  });
});
