/**
 * @jest-environment jest-fixed-jsdom
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { sealEnvelope } from '@/server/http/envelope';
import { renderWithStore } from '../../../../../tests/helpers/renderWithStore';
import { MarketOverview } from '../components/MarketOverview';
import { contributionFixture, heatmapFixture, indicesFixture } from './fixtures';

jest.mock('@/features/charts/components/HighchartsView', () =>
  jest.requireActual<typeof import('./HighchartsViewStub')>('./HighchartsViewStub'),
);
// Polling as during a session, every 200 ms (the cards' wiring; the trading-hours rule is
// marketPollingInterval's, tested in src/common/market).
jest.mock('next/router', () =>
  jest.requireActual<typeof import('../../../../../tests/helpers/memoryRouter')>(
    '../../../../../tests/helpers/memoryRouter',
  ),
);
jest.mock('@/features/market/flows/useMarketPolling', () => ({ useMarketPolling: () => 200 }));

configure({ asyncUtilTimeout: 10000 });
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const encoded = (data: unknown) => HttpResponse.json({ hashCode: sealEnvelope(data) });
const empty = { date: null, asOf: null, sources: [] };
const calls = { indices: 0 };
let indicesFail = false;

const server = setupServer(
  http.get('*/api/market/indices', () => {
    calls.indices += 1;
    if (indicesFail)
      return HttpResponse.json({ code: 'INTERNAL', message: 'Lỗi', requestId: 'r' }, { status: 500 });
    return encoded(indicesFixture());
  }),
  http.get('*/api/market/contribution', () =>
    encoded({
      ...contributionFixture(),
      gainers: [],
      losers: [],
      computedChange: null,
      note: 'Chưa có dữ liệu phiên giao dịch: chưa đồng bộ nguồn giá.',
      provenance: empty,
    }),
  ),
  http.get('*/api/market/index-intraday', () =>
    encoded({ index: 'VNINDEX', date: null, bars: [], previousLevel: null, provenance: empty }),
  ),
  http.get('*/api/market/index-chart', () =>
    encoded({ index: 'VNINDEX', range: '3M', points: [], provenance: empty }),
  ),
  http.get('*/api/market/heatmap', () =>
    encoded({ ...heatmapFixture(), industries: [], omitted: 0, provenance: empty }),
  ),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  calls.indices = 0;
  indicesFail = false;
});
afterAll(() => {
  server.close();
});

describe('MarketOverview without data', () => {
  it('says why each card is empty, in Vietnamese', async () => {
    renderWithStore(<MarketOverview />);
    const chart = screen.getByTestId('market-index-chart');
    // No session bars: the chart falls back to the daily range, which has no history either.
    expect(
      await within(chart).findByText('Chưa có lịch sử chỉ số: chưa đồng bộ nguồn giá.'),
    ).toBeInTheDocument();
    expect(within(chart).queryByRole('radio', { name: 'Trong phiên' })).toBeNull();
    expect(within(chart).getByRole('radio', { name: '3T' })).toBeChecked();
    const contribution = screen.getByTestId('market-contribution');
    expect(
      await within(contribution).findByText('Chưa có dữ liệu phiên giao dịch: chưa đồng bộ nguồn giá.'),
    ).toBeInTheDocument();
    expect(within(contribution).getByTestId('market-data-caption')).toHaveTextContent(
      'Chưa có dữ liệu phiên giao dịch',
    );
    const heatmap = screen.getByTestId('market-heatmap');
    expect(
      await within(heatmap).findByText('Chưa có dữ liệu phiên giao dịch: chưa đồng bộ nguồn giá.'),
    ).toBeInTheDocument();
    expect(within(heatmap).queryByTestId('market-heatmap-chart')).toBeNull();
  });

  it('asks again while the market trades', async () => {
    renderWithStore(<MarketOverview />);
    await screen.findByTestId('market-index-VNINDEX');
    await waitFor(() => {
      expect(calls.indices).toBeGreaterThanOrEqual(3);
    });
  });

  it('shows the error with a retry when the indices cannot load', async () => {
    indicesFail = true;
    renderWithStore(<MarketOverview />);
    const indices = screen.getByTestId('market-indices');
    expect(await within(indices).findByRole('button', { name: /Thử lại/ })).toBeInTheDocument();
    expect(within(indices).getByText('Không tải được các chỉ số thị trường')).toBeInTheDocument();
  });
});
