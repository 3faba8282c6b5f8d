/**
 * @jest-environment jest-fixed-jsdom
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeStore } from '@/application/store';
import { sealEnvelope } from '@/server/http/envelope';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { TCB_PROFILE } from '../../enterprise/__tests__/fixtures';
import { OverviewScreen } from '../components/OverviewScreen';
import { preloadOverview } from '../overviewPreload';
import { newsFixture, newsItem, ohlcFixture, overviewFixture } from './fixtures';

jest.mock('@/features/charts/components/MetricChart', () =>
  jest.requireActual<typeof import('./MetricChartStub')>('./MetricChartStub'),
);

installSelectDomShims();
configure({ asyncUtilTimeout: 10000 });
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const encoded = (data: unknown) => HttpResponse.json({ hashCode: sealEnvelope(data) });
const failure = () =>
  HttpResponse.json({ code: 'INTERNAL', message: 'Lỗi', requestId: 'r' }, { status: 500 });

const calls = { overview: 0, ohlc: [] as (string | null)[] };
let overviewAnswer: () => Response = () => encoded(overviewFixture());
const NOW = Date.now();

const server = setupServer(
  http.get('*/api/enterprise/overview', () => {
    calls.overview += 1;
    return overviewAnswer();
  }),
  http.get('*/api/enterprise/stock-ohlc', ({ request }) => {
    calls.ohlc.push(new URL(request.url).searchParams.get('from'));
    return encoded(ohlcFixture());
  }),
  http.get('*/api/enterprise/news', () =>
    encoded(
      newsFixture([
        newsItem(41, 'Techcombank công bố kết quả quý 2', new Date(NOW - 5 * 60_000).toISOString()),
        newsItem(40, 'Đại hội cổ đông thường niên 2024', '2024-04-20T02:00:00Z'),
      ]),
    ),
  ),
  http.get('*/api/enterprise/corp-profile', () => encoded(TCB_PROFILE)),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  calls.overview = 0;
  calls.ohlc = [];
  overviewAnswer = () => encoded(overviewFixture());
});
afterAll(() => {
  server.close();
});

describe('OverviewScreen', () => {
  it('shows the key figures formatted, the 52-week range and the price chart', async () => {
    renderWithStore(<OverviewScreen />);
    const figures = screen.getByTestId('overview-key-figures');
    expect(await within(figures).findByText('89,250.00 tỷ đồng')).toBeInTheDocument();
    expect(within(figures).getByText('7.45 lần')).toBeInTheDocument();
    expect(within(figures).getByText('15.80%')).toBeInTheDocument();
    expect(within(figures).getByText('4.00%')).toBeInTheDocument();
    expect(within(figures).getByText('3,356 đồng')).toBeInTheDocument();
    expect(within(figures).getByRole('meter', { name: 'Vị trí giá trong biên độ 52 tuần' })).toHaveAttribute(
      'aria-valuenow',
      '55',
    );

    const chart = screen.getByTestId('overview-price-chart');
    await waitFor(() => {
      expect(
        within(chart)
          .getAllByTestId('chart-metric')
          .map((el) => el.dataset.points),
      ).toEqual(['2', '2']);
    });
    expect(within(chart).getByTestId('metric-chart')).toHaveAttribute('data-range', '1Y');
    expect(calls.ohlc).toEqual(['2023-06-04']);

    fireEvent.click(within(chart).getByText('Tất cả'));
    await waitFor(() => {
      expect(calls.ohlc).toEqual(['2023-06-04', null]);
    });
    expect(within(chart).getByTestId('metric-chart')).toHaveAttribute('data-range', 'All');
  });

  it('lists the last quarters with the revenue label as a row and the YoY changes', async () => {
    renderWithStore(<OverviewScreen />);
    const table = await screen.findByTestId('overview-results-table');
    expect(within(table).getByRole('columnheader', { name: 'Q3/2024' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Q4/2022' })).toBeInTheDocument();
    const revenueRow = within(table).getByText('Tổng thu nhập hoạt động').closest('tr')!;
    expect(within(revenueRow).getByText('13,500.00')).toBeInTheDocument();
    expect(within(table).getAllByText('+12.5%').length).toBe(4);
    expect(within(table).getAllByText('-3.4%').length).toBe(4);
    const resultsChart = screen
      .getAllByTestId('metric-chart')
      .find((el) => el.dataset.periodType === 'quarter')!;
    expect(within(resultsChart).getByText('Tổng thu nhập hoạt động')).toBeInTheDocument();
  });

  it('lists the latest news with links, sources and times, and links to all news', async () => {
    renderWithStore(<OverviewScreen />);
    const link = await screen.findByRole('link', { name: 'Techcombank công bố kết quả quý 2' });
    expect(link).toHaveAttribute('href', '/news/41');
    const items = screen.getAllByTestId('overview-news-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('5 phút trước')).toBeInTheDocument();
    expect(within(items[1]!).getByText('2024-04-20 09:00')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Tin minh họa VnFin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem tất cả tin' })).toHaveAttribute(
      'href',
      '/enterprise/TCB/news',
    );
  });

  it('shows the profile from the corp profile', async () => {
    renderWithStore(<OverviewScreen />);
    const profile = screen.getByTestId('overview-profile');
    expect(await within(profile).findByText('Ngân hàng thương mại cổ phần.')).toBeInTheDocument();
    expect(within(profile).getByText('HOSE')).toBeInTheDocument();
  });

  it('offers "Thử lại" when the figures fail and shows them once they load', async () => {
    overviewAnswer = failure;
    renderWithStore(<OverviewScreen />);
    const figures = screen.getByTestId('overview-key-figures');
    const retry = await within(figures).findByRole('button', { name: /Thử lại/ });
    expect(within(figures).getByText('Không tải được chỉ số chính.')).toBeInTheDocument();
    overviewAnswer = () => encoded(overviewFixture());
    fireEvent.click(retry);
    expect(await within(figures).findByText('89,250.00 tỷ đồng')).toBeInTheDocument();
  });

  it('shows empty states when the company has no figures, prices or news', async () => {
    overviewAnswer = () =>
      encoded(
        overviewFixture({
          price: null,
          marketCap: null,
          pe: null,
          pb: null,
          roe: null,
          dividendYield: null,
          eps: null,
          bvps: null,
          week52High: null,
          week52Low: null,
          asOf: null,
          recentResults: [],
        }),
      );
    server.use(
      http.get('*/api/enterprise/stock-ohlc', () => encoded({ ...ohlcFixture(), bars: [] })),
      http.get('*/api/enterprise/news', () => encoded(newsFixture([]))),
    );
    renderWithStore(<OverviewScreen />);
    expect(await screen.findByText('Chưa có dữ liệu chỉ số cho mã này')).toBeInTheDocument();
    expect(await screen.findByText('Chưa có dữ liệu giá cho mã này')).toBeInTheDocument();
    expect(screen.getByText('Chưa có kết quả kinh doanh theo quý cho mã này')).toBeInTheDocument();
    expect(await screen.findByText('Chưa có tin tức cho mã này')).toBeInTheDocument();
  });

  it('renders the figures the server preloaded without asking again', async () => {
    const serverStore = makeStore();
    const result = await preloadOverview(serverStore, 'TCB', () => Promise.resolve(overviewFixture()));
    expect(result).toEqual({ ok: true });
    const state = JSON.parse(JSON.stringify(serverStore.getState()));
    renderWithStore(<OverviewScreen />, { preloadedState: state });
    expect(
      within(screen.getByTestId('overview-key-figures')).getByText('89,250.00 tỷ đồng'),
    ).toBeInTheDocument();
    await screen.findAllByTestId('overview-news-item');
    expect(calls.overview).toBe(0);
  });

  it('reports a failed preload instead of throwing', async () => {
    const error = new Error('db down');
    expect(await preloadOverview(makeStore(), 'TCB', () => Promise.reject(error))).toEqual({
      ok: false,
      error,
    });
  });
});
