/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithStore, settle } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { initialEnterpriseState, setTicker } from '@/features/enterprise/enterpriseSlice';
import { DefaultChartsScreen } from '../components/DefaultChartsScreen';
import { accountState, chart, emptyFigures } from './fixtures';

installSelectDomShims();
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

jest.mock('@/features/charts/components/MetricChart', () => ({
  MetricChart: ({ title }: { title?: string }) => <div data-testid="metric-chart">{title}</div>,
}));
jest.mock('@/features/charts/components/ChartExportMenu', () => ({
  ChartExportMenu: () => <span>Tải xuống</span>,
}));

const DEFAULTS = {
  symbol: 'TCB',
  companyType: 'bank',
  sections: [
    {
      sectionKey: 'bank-income',
      sectionName: 'Thu nhập ngân hàng',
      symbol: 'TCB',
      isAutoAxis: true,
      charts: [
        chart('d1'),
        chart('d2', { position: { x: 6, y: 0 } }),
        chart('d3', { position: { x: 0, y: 8 } }),
      ],
    },
  ],
};

const BANK_METRIC = 'statement:INCOME_STATEMENT.NET_INTEREST_INCOME';
const bankChart = chart('b1', {
  metrics: [
    {
      kind: 'statement',
      id: 'INCOME_STATEMENT.NET_INTEREST_INCOME',
      name: 'Thu nhập lãi thuần',
      color: '#1677ff',
      seriesType: 'column',
      axis: 0,
    },
  ],
});
/** Another company type's template (a steel maker's), answered only once `releaseHpg` is called. */
const HPG_DEFAULTS = {
  symbol: 'HPG',
  companyType: 'non_financial',
  sections: [
    {
      sectionKey: 'results',
      sectionName: 'Kết quả kinh doanh',
      symbol: 'HPG',
      isAutoAxis: true,
      charts: [chart('n1')],
    },
  ],
};
let releaseHpg: () => void = () => undefined;
/** Every finance-chart request: [ticker, metric keys]. */
const figureRequests: Array<[string, string]> = [];

const posted: Record<string, unknown>[] = [];
const server = setupServer(
  http.get('*/api/enterprise/finance-chart', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const ticker = params.get('ticker') ?? params.get('ticket') ?? '';
    figureRequests.push([ticker, params.get('metrics') ?? '']);
    return HttpResponse.json(emptyFigures(ticker));
  }),
  http.get('*/api/enterprise/chart-section/default', () => HttpResponse.json({ data: DEFAULTS })),
  http.post('*/api/enterprise/chart-section/default/copy', async ({ request }) => {
    posted.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ data: { section: {}, leftOut: [], message: null } }, { status: 201 });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  posted.length = 0;
  figureRequests.length = 0;
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

describe('DefaultChartsScreen', () => {
  it('shows the ready-made sections read-only and saves a personal copy of one', async () => {
    renderWithStore(<DefaultChartsScreen />, { preloadedState: accountState('BASIC') });
    const board = await screen.findByTestId('chart-section');
    expect(board).toHaveAttribute('data-section-id', 'bank-income');
    expect(within(board).getAllByTestId('chart-card')).toHaveLength(3);
    expect(board.querySelector('.chart-card-drag')).toBeNull();
    expect(within(board).queryByRole('button', { name: 'Sửa biểu đồ' })).toBeNull();

    fireEvent.click(within(board).getByRole('button', { name: 'Lưu vào biểu đồ của tôi' }));
    await waitFor(() => {
      expect(posted).toHaveLength(1);
    });
    // The server copies the template (fresh chart ids, the plan's limit): templateCopy.api.test.ts.
    expect(posted[0]).toEqual({ symbol: 'TCB', sectionKey: 'bank-income' });
    expect(await screen.findByText('Đã lưu “Thu nhập ngân hàng” vào biểu đồ cá nhân')).toBeInTheDocument();
    expect(screen.queryByTestId('copy-left-out')).toBeNull();
  });

  it('tells a free account which charts its copy of a template left out', async () => {
    const message =
      'Gói hiện tại chỉ cho phép tối đa 2 biểu đồ trong mỗi mục. Nâng cấp gói Cơ bản để dùng tới 10 biểu đồ. ' +
      'Chưa sao chép 1 biểu đồ: “Biểu đồ d3”.';
    server.use(
      http.post('*/api/enterprise/chart-section/default/copy', () =>
        HttpResponse.json(
          {
            data: {
              section: {},
              leftOut: [{ chartId: 'd3', chartName: 'Biểu đồ d3' }],
              message,
            },
          },
          { status: 201 },
        ),
      ),
    );
    renderWithStore(<DefaultChartsScreen />, { preloadedState: accountState(null) });
    fireEvent.click(await screen.findByRole('button', { name: 'Lưu vào biểu đồ của tôi' }));
    const notice = await screen.findByTestId('copy-left-out');
    expect(notice).toHaveTextContent('Một số biểu đồ của mẫu chưa được sao chép');
    expect(notice).toHaveTextContent(message);
  });

  it('switching from a bank to a non-bank asks for no bank-only metric: the new template loads first', async () => {
    const bank = { ...DEFAULTS, sections: [{ ...DEFAULTS.sections[0]!, charts: [bankChart] }] };
    server.use(
      http.get('*/api/enterprise/chart-section/default', async ({ request }) => {
        if (new URL(request.url).searchParams.get('symbol') !== 'HPG')
          return HttpResponse.json({ data: bank });
        await new Promise<void>((resolve) => {
          releaseHpg = resolve;
        });
        return HttpResponse.json({ data: HPG_DEFAULTS });
      }),
    );
    const { store } = renderWithStore(<DefaultChartsScreen />, {
      preloadedState: { ...accountState('BASIC'), enterprise: { ...initialEnterpriseState, ticker: 'TCB' } },
    });
    await waitFor(() => {
      expect(figureRequests).toContainEqual(['TCB', BANK_METRIC]);
    });
    act(() => {
      store.dispatch(setTicker('HPG'));
    });
    await settle();
    // While HPG's template loads, the bank's board is not drawn for HPG: no bank metric is asked.
    expect(figureRequests).not.toContainEqual(['HPG', BANK_METRIC]);
    expect(screen.queryByTestId('chart-card')).toBeNull();
    expect(screen.getByTestId('default-sections-loading')).toBeInTheDocument();
    act(() => {
      releaseHpg();
    });
    await waitFor(() => {
      expect(figureRequests.some(([ticker]) => ticker === 'HPG')).toBe(true);
    });
    expect(figureRequests.filter(([ticker]) => ticker === 'HPG')).toEqual([
      ['HPG', 'statement:INCOME_STATEMENT.NET_REVENUE'],
    ]);
    expect(
      figureRequests.filter(([, metrics]) => metrics.includes(BANK_METRIC)).map(([ticker]) => ticker),
    ).not.toContain('HPG');
  });
});
