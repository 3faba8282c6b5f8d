/**
 * @jest-environment jest-fixed-jsdom
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeStore } from '@/application/store';
import { sealEnvelope } from '@/server/http/envelope';
import { renderWithStore } from '../../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../../enterprise/__tests__/domShims';
import { ForeignFlowsCard } from '../components/ForeignFlowsCard';
import { IndustryPerformanceCard } from '../components/IndustryPerformanceCard';
import { TopMoversCard } from '../components/TopMoversCard';
import { preloadMarketFlows } from '../flowsPreload';
import { flowsFixture, industriesFixture, moversFixture } from './fixtures';

jest.mock('@/features/charts/components/HighchartsView', () =>
  jest.requireActual<typeof import('./HighchartsViewStub')>('./HighchartsViewStub'),
);

installSelectDomShims();
configure({ asyncUtilTimeout: 10000 });
// antd's Table asks for pseudo-element styles, which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const encoded = (data: unknown) => HttpResponse.json({ hashCode: sealEnvelope(data) });
const asked: Record<string, string[]> = { movers: [], foreign: [], industries: [] };
let failIndustries = false;

const server = setupServer(
  http.get('*/api/market/movers', ({ request }) => {
    const params = new URL(request.url).searchParams;
    asked.movers?.push(params.toString());
    return encoded(moversFixture((params.get('kind') ?? 'gainers') as 'gainers'));
  }),
  http.get('*/api/market/foreign', ({ request }) => {
    const params = new URL(request.url).searchParams;
    asked.foreign?.push(params.toString());
    return encoded(
      flowsFixture(params.get('investor') as 'foreign' | 'proprietary', params.get('window') as '1D' | '1W'),
    );
  }),
  http.get('*/api/market/industries', ({ request }) => {
    asked.industries?.push(new URL(request.url).searchParams.toString());
    if (failIndustries)
      return HttpResponse.json({ code: 'INTERNAL', message: 'Lỗi', requestId: 'r' }, { status: 500 });
    return encoded(industriesFixture());
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  asked.movers = [];
  asked.foreign = [];
  asked.industries = [];
  failIndustries = false;
});
afterAll(() => {
  server.close();
});

describe('TopMoversCard', () => {
  it('lists the gainers with links to the company, formatted figures, the date and the source', async () => {
    renderWithStore(<TopMoversCard />);
    const table = await screen.findByTestId('market-movers-table');
    const link = await within(table).findByRole('link', { name: 'BBB' });
    expect(link).toHaveAttribute('href', '/enterprise/BBB/overview');
    const row = link.closest('tr')!;
    expect(within(row).getByText('24,000')).toBeInTheDocument();
    expect(within(row).getByText('+9.09%')).toBeInTheDocument();
    expect(within(row).getByText('96.00')).toBeInTheDocument();
    expect(screen.getByTestId('market-movers')).toHaveTextContent(
      'Dữ liệu phiên 2026-01-05, cập nhật 15:00, nguồn dữ liệu minh họa',
    );
    expect(asked.movers).toEqual(['kind=gainers']);
  });

  it('asks again for losers, then for one exchange and one industry', async () => {
    renderWithStore(<TopMoversCard />);
    await screen.findByRole('link', { name: 'BBB' });
    fireEvent.click(screen.getByText('Giảm giá'));
    expect(await screen.findByRole('link', { name: 'CCC' })).toBeInTheDocument();
    expect(screen.getByText('-5.26%')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sàn giao dịch' }));
    fireEvent.click(await screen.findByTitle('HOSE'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Ngành' }));
    fireEvent.click(await screen.findByTitle('Xây dựng và Vật liệu'));
    await waitFor(() => {
      expect(asked.movers).toEqual([
        'kind=gainers',
        'kind=losers',
        'kind=losers&exchange=HOSE',
        'kind=losers&exchange=HOSE&industry=2300',
      ]);
    });
  });
});

describe('ForeignFlowsCard', () => {
  it('draws the market net per session in tỷ đồng, a session without data as no column, and the top lists', async () => {
    renderWithStore(<ForeignFlowsCard />);
    const chart = await screen.findByTestId('market-flows-chart');
    expect(chart).toHaveAttribute('data-points', JSON.stringify([null, 7, 2, -6]));
    expect(chart).toHaveAttribute('data-categories', JSON.stringify(['30/12', '31/12', '02/01', '05/01']));
    const card = screen.getByTestId('market-flows');
    expect(card).toHaveTextContent('1 phiên không có dữ liệu khối ngoại (không tính là 0): 2025-12-30.');
    const buy = screen.getByTestId('market-flows-top-buy');
    expect(within(buy).getByRole('link', { name: 'AAA' })).toHaveAttribute(
      'href',
      '/enterprise/AAA/overview',
    );
    expect(within(buy).getByText('+5.00')).toBeInTheDocument();
    expect(within(screen.getByTestId('market-flows-top-sell')).getByText('-8.00')).toBeInTheDocument();
    expect(card).toHaveTextContent(
      'Theo mã, phiên 2026-01-05: 10 mã mua ròng và bán ròng nhiều nhất (tỷ đồng).',
    );
    expect(card).toHaveTextContent('1 tuần = 5 phiên, 1 tháng = 22 phiên');
  });

  it('switches to 1 week (5 sessions) and says a stock known on fewer sessions', async () => {
    renderWithStore(<ForeignFlowsCard />);
    await screen.findByTestId('market-flows-chart');
    fireEvent.click(screen.getByText('1 tuần (5 phiên)'));
    const card = screen.getByTestId('market-flows');
    await waitFor(() => {
      expect(card).toHaveTextContent('Theo mã, 5 phiên, từ 2025-12-30 đến 2026-01-05');
    });
    expect(within(screen.getByTestId('market-flows-top-sell')).getByText('(2/5 phiên)')).toBeInTheDocument();
    expect(asked.foreign).toEqual(['window=1D&investor=foreign', 'window=1W&investor=foreign']);
  });

  it('says in Vietnamese when the data has no proprietary trading', async () => {
    renderWithStore(<ForeignFlowsCard />);
    await screen.findByTestId('market-flows-chart');
    fireEvent.click(screen.getByText('Tự doanh'));
    expect(
      await screen.findByText(
        'Nguồn dữ liệu hiện tại không có số liệu giao dịch tự doanh (của công ty chứng khoán) cho phiên nào.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('market-flows-chart')).not.toBeInTheDocument();
  });
});

describe('IndustryPerformanceCard', () => {
  it('shows each industry’s changes, its median P/E and P/B against the history, and how they are computed', async () => {
    renderWithStore(<IndustryPerformanceCard />);
    const table = await screen.findByTestId('market-industries-table');
    const tech = within(table).getByText('Công nghệ').closest('tr')!;
    expect(within(tech).getByText('+4.00%')).toBeInTheDocument();
    expect(within(tech).getByText('+10.17%')).toBeInTheDocument();
    expect(within(tech).getByLabelText('P/E trung vị')).toHaveTextContent(
      '14.0012.50–14.00, TB 13.25phân vị 100% · 2 mã',
    );
    expect(within(tech).getByLabelText('P/B trung vị')).toHaveTextContent(
      '0.900.90–1.00, TB 0.95phân vị 50% · 3 mã',
    );
    const building = within(table).getByText('Xây dựng và Vật liệu').closest('tr')!;
    expect(within(building).getAllByText('-').length).toBe(7);
    const card = screen.getByTestId('market-industries');
    expect(card).toHaveTextContent('1 ngày từ 2026-01-02, từ đầu năm từ 2025-12-31.');
    expect(card).toHaveTextContent('so với 2 điểm cuối tháng trong 5 năm từ 2025-12-31');
    expect(card).toHaveTextContent('Ngành theo ICB cấp 2. Dữ liệu phiên 2026-01-05');
  });

  it('offers "Thử lại" when the answer fails', async () => {
    failIndustries = true;
    renderWithStore(<IndustryPerformanceCard />);
    expect(await screen.findByText('Không tải được hiệu suất ngành.')).toBeInTheDocument();
    failIndustries = false;
    fireEvent.click(screen.getByRole('button', { name: /Thử lại/ }));
    expect(await screen.findByTestId('market-industries-table')).toBeInTheDocument();
  });
});

describe('preloadMarketFlows', () => {
  it('fills the keys the cards read first, so the server HTML has their figures and nothing is asked', async () => {
    const store = makeStore();
    const failures = await preloadMarketFlows(store, {
      movers: () => Promise.resolve(moversFixture()),
      flows: () => Promise.resolve(flowsFixture()),
      industries: () => Promise.reject(new Error('slow')),
    });
    expect(failures).toHaveLength(1);
    renderWithStore(
      <>
        <TopMoversCard />
        <ForeignFlowsCard />
      </>,
      { preloadedState: store.getState() },
    );
    expect(
      within(screen.getByTestId('market-movers')).getByRole('link', { name: 'BBB' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('market-flows-chart')).toHaveAttribute(
      'data-points',
      JSON.stringify([null, 7, 2, -6]),
    );
    expect(asked.movers).toEqual([]);
    expect(asked.foreign).toEqual([]);
  });
});
