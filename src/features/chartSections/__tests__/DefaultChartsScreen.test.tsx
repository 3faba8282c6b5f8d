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
    figureRequests.push([params.get('ticket') ?? '', params.get('metrics') ?? '']);
    return HttpResponse.json(emptyFigures(params.get('ticket') ?? 'TCB'));
  }),
  http.get('*/api/enterprise/chart-section/default', () => HttpResponse.json({ data: DEFAULTS })),
  http.post('*/api/enterprise/chart-section', async ({ request }) => {
    posted.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ data: {} }, { status: 201 });
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
  it('shows the ready-made sections read-only and saves a personal copy with new chart ids', async () => {
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
    expect(posted[0]).toMatchObject({ symbol: 'TCB', sectionName: 'Thu nhập ngân hàng', isAutoAxis: true });
    const config = posted[0]!.config as { chartId: string; chartName: string }[];
    expect(config.map((item) => item.chartName)).toEqual(['Biểu đồ d1', 'Biểu đồ d2', 'Biểu đồ d3']);
    expect(config.map((item) => item.chartId)).not.toContain('d1');
    expect(await screen.findByText('Đã lưu “Thu nhập ngân hàng” vào biểu đồ cá nhân')).toBeInTheDocument();
  });

  it('keeps only the charts a free account may have, and says so', async () => {
    renderWithStore(<DefaultChartsScreen />, { preloadedState: accountState(null) });
    fireEvent.click(await screen.findByRole('button', { name: 'Lưu vào biểu đồ của tôi' }));
    await waitFor(() => {
      expect(posted).toHaveLength(1);
    });
    expect(posted[0]!.config).toHaveLength(2);
    expect(await screen.findByText(/chỉ cho phép tối đa 2 biểu đồ trong mỗi mục/)).toBeInTheDocument();
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
