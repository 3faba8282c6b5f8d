/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TEMPLATE_MESSAGES } from '@/common/contracts/chartTemplates';
import { STORAGE_KEYS } from '@/lib/storage';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { PersonalChartsScreen } from '../components/PersonalChartsScreen';
import { SharedChartScreen } from '../components/SharedChartScreen';
import { accountState, chart, emptyFigures, section } from './fixtures';

// Template sections on the personalization page (issue 33): listed after the ticker's own
// sections, marked, drawn for the page's ticker, with a note where the company type lacks a metric.

installSelectDomShims();
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/enterprise/[ticker]/chart/personalization', query: {}, asPath: '/' }),
}));
jest.mock('@/features/charts/components/MetricChart', () => ({
  MetricChart: ({ title }: { title?: string }) => <div data-testid="metric-chart">{title}</div>,
}));
jest.mock('@/features/charts/components/ChartExportMenu', () => ({
  ChartExportMenu: () => <span>Tải xuống</span>,
}));
jest.mock('@/features/charts/editor/ChartEditorModal', () => ({
  ChartEditorModal: () => null,
}));

const figureTickers: string[] = [];
const server = setupServer(
  http.get('*/api/enterprise/finance-chart', ({ request }) => {
    figureTickers.push(new URL(request.url).search);
    return HttpResponse.json(emptyFigures());
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  figureTickers.length = 0;
  document.cookie = `${STORAGE_KEYS.deviceId}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});
afterAll(() => {
  server.close();
});

const PROFIT = chart('profit', {
  chartName: 'Lợi nhuận',
  metrics: [{ kind: 'ratio', id: 'ROE', name: 'ROE', color: '#1677ff', seriesType: 'line', axis: 0 }],
});
const REVENUE_ONLY = chart('revenue', { chartName: 'Doanh thu', metrics: [], position: { x: 6, y: 0 } });
const REVENUE_NOTE = "Chỉ tiêu 'Doanh thu thuần' không có ở ngân hàng";
const CURRENT_NOTE = "Chỉ số 'Hệ số thanh toán hiện hành' không có ở ngân hàng";

/** A template made on FPT, read for the page's bank (TCB): one chart drawn, one with nothing left. */
const TEMPLATE = section(7, [PROFIT, REVENUE_ONLY], {
  sectionName: 'Mẫu tăng trưởng',
  symbol: 'FPT',
  position: 0,
  isTemplate: true,
  templateNotes: [
    { chartId: 'profit', metricKey: 'ratio:CURRENT_RATIO', message: CURRENT_NOTE },
    { chartId: 'revenue', metricKey: 'statement:INCOME_STATEMENT.NET_REVENUE', message: REVENUE_NOTE },
  ],
});

describe('template sections on the personalization page', () => {
  it('lists a template after the ticker sections, marked, with notes instead of an empty chart', async () => {
    server.use(
      http.get('*/api/enterprise/chart-section', () =>
        HttpResponse.json({ data: [TEMPLATE, section(1, [], { sectionName: 'Riêng TCB', position: 5 })] }),
      ),
    );
    renderWithStore(<PersonalChartsScreen />, { preloadedState: accountState('BASIC') });

    const sections = await screen.findAllByTestId('chart-section');
    expect(sections.map((item) => item.getAttribute('data-section-id'))).toEqual(['1', '7']);
    const template = sections[1]!;
    expect(within(template).getByTestId('template-tag')).toHaveTextContent('Mẫu cho mọi mã');
    expect(within(sections[0]!).queryByTestId('template-tag')).toBeNull();
    expect(within(template).getByText(TEMPLATE_MESSAGES.editNotice)).toBeInTheDocument();
    // The chart with nothing to draw shows its note in place of the chart.
    const missing = within(template).getByTestId('template-missing-chart');
    expect(within(missing).getByText(REVENUE_NOTE)).toBeInTheDocument();
    expect(
      within(template)
        .getAllByTestId('chart-card')
        .map((card) => card.getAttribute('data-chart-id')),
    ).toEqual(['profit']);
    // The drawn chart's missing ratio is named above the charts.
    expect(
      within(within(template).getByTestId('template-notes')).getByText(`Lợi nhuận: ${CURRENT_NOTE}`),
    ).toBeInTheDocument();
    // Its figures are the page's ticker's, not those of the ticker it was made on.
    await waitFor(() => {
      expect(figureTickers.length).toBeGreaterThan(0);
    });
    expect(figureTickers.every((search) => search.includes('TCB') && !search.includes('FPT'))).toBe(true);
    // Moving stays within each list.
    expect(within(template).getByRole('button', { name: 'Chuyển lên' })).toBeDisabled();
  });

  it('marks a section as a template with one PUT naming the page ticker', async () => {
    const puts: Record<string, unknown>[] = [];
    let current = section(1, [PROFIT], { sectionName: 'Kinh doanh', version: 4 });
    server.use(
      http.get('*/api/enterprise/chart-section', () => HttpResponse.json({ data: [current] })),
      http.put('*/api/enterprise/chart-section', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        puts.push(body);
        current = { ...current, isTemplate: true, templateNotes: [], version: 5 };
        return HttpResponse.json({ data: current });
      }),
    );
    renderWithStore(<PersonalChartsScreen />, { preloadedState: accountState('BASIC') });

    const board = await screen.findByTestId('chart-section');
    fireEvent.click(within(board).getByRole('button', { name: 'Đặt làm mẫu cho mọi mã' }));
    await waitFor(() => {
      expect(puts).toEqual([{ sectionId: 1, symbol: 'TCB', version: 4, isTemplate: true }]);
    });
    expect(
      await screen.findByText('Đã đặt làm mẫu: mục hiện ở trang cá nhân hoá của mọi mã'),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByTestId('chart-section')).findByTestId('template-tag'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('chart-section')).getByRole('button', { name: 'Bỏ mẫu, chỉ giữ ở mã TCB' }),
    ).toBeInTheDocument();
  });

  it('creates a template by name', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get('*/api/enterprise/chart-section', () => HttpResponse.json({ data: [] })),
      http.get('*/api/enterprise/chart-section/default', () =>
        HttpResponse.json({ data: { symbol: 'TCB', companyType: 'bank', sections: [] } }),
      ),
      http.post('*/api/enterprise/chart-section', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ data: { ...TEMPLATE, charts: [], config: '[]' } }, { status: 201 });
      }),
    );
    renderWithStore(<PersonalChartsScreen />, { preloadedState: accountState('BASIC') });

    fireEvent.click(await screen.findByRole('button', { name: 'Thêm mẫu cho mọi mã' }));
    fireEvent.change(await screen.findByLabelText('Tên mục'), { target: { value: 'Mẫu tăng trưởng' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tạo' }));
    await waitFor(() => {
      expect(posted).toEqual([
        { symbol: 'TCB', sectionName: 'Mẫu tăng trưởng', isAutoAxis: true, config: [], isTemplate: true },
      ]);
    });
  });

  it('asks before deleting a template, saying it leaves every ticker', async () => {
    server.use(http.get('*/api/enterprise/chart-section', () => HttpResponse.json({ data: [TEMPLATE] })));
    renderWithStore(<PersonalChartsScreen />, { preloadedState: accountState('BASIC') });

    const board = await screen.findByTestId('chart-section');
    fireEvent.click(within(board).getByRole('button', { name: 'Xoá mục' }));
    expect(await screen.findByText('Xoá mẫu này?')).toBeInTheDocument();
    expect(screen.getByText(TEMPLATE_MESSAGES.deleteWarning)).toBeInTheDocument();
  });

  it('tells a guest to sign in to save a template', async () => {
    document.cookie = `${STORAGE_KEYS.deviceId}=device-test-0002; path=/`;
    server.use(
      http.get('*/api/enterprise/stock-template/:deviceId', () =>
        HttpResponse.json({ data: [section(9, [PROFIT])] }),
      ),
    );
    renderWithStore(<PersonalChartsScreen />, { preloadedState: accountState('guest') });

    const board = await screen.findByTestId('chart-section');
    fireEvent.click(screen.getByRole('button', { name: 'Thêm mẫu cho mọi mã' }));
    expect(await screen.findByText(TEMPLATE_MESSAGES.guest)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(board).getByRole('button', { name: 'Đặt làm mẫu cho mọi mã' }));
    await waitFor(() => {
      expect(screen.getAllByText(TEMPLATE_MESSAGES.guest).length).toBeGreaterThan(0);
    });
  });

  it("opens a shared template on the ticker it was shared from, with the type's notes", async () => {
    server.use(
      http.get('*/api/enterprise/chart-section/shared/:token', () =>
        HttpResponse.json({ data: { ...TEMPLATE, symbol: 'TCB', readOnly: true, shareToken: undefined } }),
      ),
    );
    renderWithStore(<SharedChartScreen token="tok-abcdefghijklmnop" />);

    const board = await screen.findByTestId('chart-section');
    expect(within(board).getByText('TCB')).toBeInTheDocument();
    expect(
      within(within(board).getByTestId('template-missing-chart')).getByText(REVENUE_NOTE),
    ).toBeInTheDocument();
    expect(within(board).getByText(`Lợi nhuận: ${CURRENT_NOTE}`)).toBeInTheDocument();
    expect(within(board).queryByText(TEMPLATE_MESSAGES.editNotice)).toBeNull();
  });
});
