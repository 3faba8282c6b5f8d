/**
 * @jest-environment jest-fixed-jsdom
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeStore } from '@/application/store';
import { sealEnvelope } from '@/server/http/envelope';
import { memoryRouter } from '../../../../../tests/helpers/memoryRouter';
import { renderWithStore } from '../../../../../tests/helpers/renderWithStore';
import { MarketOverview } from '../components/MarketOverview';
import { preloadMarketOverview } from '../marketPreload';
import { contributionFixture, heatmapFixture, indicesFixture, intradayFixture } from './fixtures';

jest.mock('@/features/charts/components/HighchartsView', () =>
  jest.requireActual<typeof import('./HighchartsViewStub')>('./HighchartsViewStub'),
);
jest.mock('next/router', () =>
  jest.requireActual<typeof import('../../../../../tests/helpers/memoryRouter')>(
    '../../../../../tests/helpers/memoryRouter',
  ),
);

configure({ asyncUtilTimeout: 10000 });
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const encoded = (data: unknown) => HttpResponse.json({ hashCode: sealEnvelope(data) });
const calls = { indices: 0, heatmap: [] as string[], chart: [] as string[] };

const server = setupServer(
  http.get('*/api/market/indices', () => {
    calls.indices += 1;
    return encoded(indicesFixture());
  }),
  http.get('*/api/market/contribution', () => encoded(contributionFixture())),
  http.get('*/api/market/index-intraday', () => encoded(intradayFixture())),
  http.get('*/api/market/index-chart', ({ request }) => {
    const url = new URL(request.url);
    calls.chart.push(url.searchParams.get('range') ?? '');
    return encoded({
      index: 'VNINDEX',
      range: url.searchParams.get('range'),
      points: [[Date.parse('2026-11-26'), 1_404]],
      provenance: intradayFixture().provenance,
    });
  }),
  http.get('*/api/market/heatmap', ({ request }) => {
    const url = new URL(request.url);
    calls.heatmap.push(url.search);
    return encoded(heatmapFixture(url.searchParams.get('size') === 'value' ? 'value' : 'marketValue'));
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  calls.indices = 0;
  calls.heatmap = [];
  calls.chart = [];
});
afterAll(() => {
  server.close();
});

describe('MarketOverview', () => {
  it('shows the preloaded indices, breadth, contribution and heatmap without asking again', async () => {
    const store = makeStore();
    await preloadMarketOverview(store, {
      indices: () => Promise.resolve(indicesFixture()),
      contribution: () => Promise.resolve(contributionFixture()),
      heatmap: () => Promise.resolve(heatmapFixture()),
    });
    renderWithStore(<MarketOverview />, { preloadedState: store.getState() });
    const vnindex = screen.getByTestId('market-index-VNINDEX');
    expect(within(vnindex).getByText('VN-Index')).toBeInTheDocument();
    expect(within(vnindex).getByTestId('market-index-level')).toHaveTextContent('1,404.00');
    expect(within(vnindex).getByTestId('market-index-change')).toHaveTextContent('+4.00 (+0.29%)');
    // 120 bn vs 100 bn (+20 %) and vs the mean of 100 + 19 × 80 = 81 bn (+48.15 %).
    expect(within(vnindex).getByText('120.00 tỷ')).toBeInTheDocument();
    expect(
      within(vnindex).getByText('(+20.00% so với phiên trước, +48.15% so với TB 20 phiên)'),
    ).toBeInTheDocument();
    expect(
      within(vnindex).getByRole('img', {
        name: 'Độ rộng thị trường: Tăng 3 (trần 1), giảm 1 (sàn 0), đứng giá 2',
      }),
    ).toBeInTheDocument();
    // The exchange's own counts beside ours; a count it did not send reads "-".
    expect(within(vnindex).getByTestId('market-official-breadth')).toHaveTextContent(
      'Sở giao dịch công bố: tăng 300 (trần 5), giảm 120 (sàn -), đứng giá 50',
    );
    expect(within(vnindex).getByTestId('market-data-caption')).toHaveTextContent(
      'Dữ liệu phiên 2026-11-26, cập nhật 15:30, nguồn dữ liệu minh họa',
    );
    const vn30 = screen.getByTestId('market-index-VN30');
    expect(within(vn30).getByText('Chưa có dữ liệu chỉ số: chưa đồng bộ nguồn giá.')).toBeInTheDocument();
    expect(
      within(vn30).getByText('Chưa có dữ liệu phiên giao dịch: chưa đồng bộ nguồn giá.'),
    ).toBeInTheDocument();
    // Contribution, from the store too.
    const contribution = screen.getByTestId('market-contribution');
    expect(within(contribution).getByTestId('market-contribution-summary')).toHaveTextContent(
      'Tổng đóng góp tính được: +4.00 điểm; thay đổi chính thức: +4.00 điểm (phiên trước 1,400.00 điểm).',
    );
    const gainers = within(contribution).getByTestId('market-contribution-gainers');
    expect(within(gainers).getByRole('link', { name: 'A' })).toHaveAttribute(
      'href',
      '/enterprise/A/overview',
    );
    expect(within(gainers).getByText('+14.00')).toBeInTheDocument();
    expect(
      within(within(contribution).getByTestId('market-contribution-losers')).getByText('-20.00'),
    ).toBeInTheDocument();
    expect(within(contribution).getByText(/free-float|tự do chuyển nhượng/)).toBeInTheDocument();
    // The heatmap draws from the store: no request for it or for the indices.
    expect(
      await within(screen.getByTestId('market-heatmap')).findByTestId('market-heatmap-chart'),
    ).toHaveAttribute('data-points', '3');
    expect(calls.heatmap).toEqual([]);
    expect(calls.indices).toBe(0);
  });

  it('draws the session chart, switches to a daily range, and the heatmap opens a company on click', async () => {
    memoryRouter.reset('/', {});
    renderWithStore(<MarketOverview />);
    const chart = screen.getByTestId('market-index-chart');
    expect(await within(chart).findByTestId('market-index-chart-view')).toHaveAttribute('data-points', '2');
    expect(within(chart).getByRole('radio', { name: 'Trong phiên' })).toBeChecked();
    expect(within(chart).getByTestId('market-index-chart-label')).toHaveTextContent(
      'VN-Index trong phiên 2026-11-26 (nến 1 phút, giờ Việt Nam; đường đứt: đóng cửa phiên trước)',
    );
    expect(within(chart).getByTestId('market-data-caption')).toHaveTextContent(
      'Dữ liệu phiên 2026-11-26, cập nhật 09:16, nguồn dữ liệu minh họa',
    );
    fireEvent.click(within(chart).getByRole('radio', { name: '1N' }));
    await waitFor(() => {
      expect(calls.chart).toEqual(['1Y']);
    });
    expect(await within(chart).findByTestId('market-index-chart-view')).toHaveAttribute('data-points', '1');

    const heatmap = screen.getByTestId('market-heatmap');
    // One industry and its two companies.
    expect(await within(heatmap).findByTestId('market-heatmap-chart')).toHaveAttribute('data-points', '3');
    expect(within(heatmap).getByTestId('chart-table-rows')).toHaveTextContent('A,E');
    expect(
      within(heatmap).getByText(
        '1 mã không vẽ: chưa có số cổ phiếu, không có giao dịch hoặc chưa có giá phiên này.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(heatmap).getByRole('radio', { name: 'Giá trị giao dịch' }));
    fireEvent.click(within(heatmap).getByRole('radio', { name: 'HNX' }));
    await waitFor(() => {
      expect(calls.heatmap).toEqual(['?size=marketValue', '?size=value', '?exchange=HNX&size=value']);
    });
    fireEvent.click(await within(heatmap).findByRole('button', { name: 'Ô E' }));
    expect(memoryRouter.push).toHaveBeenCalledWith('/enterprise/E/overview');
  });
});
