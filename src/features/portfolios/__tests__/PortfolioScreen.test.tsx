/**
 * @jest-environment jest-fixed-jsdom
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type {
  PortfolioDetailResponse,
  PortfolioListResponse,
  PortfolioPerformanceResponse,
} from '@/common/contracts/portfolios';
import { accountState } from '../../../../tests/helpers/accountState';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { PortfolioScreen } from '../components/PortfolioScreen';

installSelectDomShims();
configure({ asyncUtilTimeout: 10000 });
// antd measures the scrollbar with a pseudo-element style, which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const SUMMARY = {
  id: 1,
  name: 'Dài hạn',
  feeRate: '0.001500',
  sellTaxRate: '0.001000',
  transactionCount: 2,
  createdAt: '2025-01-01T00:00:00Z',
};
const LIST: PortfolioListResponse = {
  portfolios: [SUMMARY],
  limits: { portfolios: 3, transactionsPerPortfolio: 2000 },
};
const DETAIL: PortfolioDetailResponse = {
  portfolio: SUMMARY,
  transactions: [],
  holdings: [
    {
      ticker: 'AAA',
      name: 'AAA Bank',
      industryName: 'Ngân hàng',
      quantity: 1380,
      averageCost: 19159,
      cost: 26_439_600,
      price: 28_000,
      priceDate: '2025-06-30',
      priceSource: 'ssi',
      marketValue: 38_640_000,
      unrealised: 12_200_400,
      unrealisedRatio: 12_200_400 / 26_439_600,
      realised: 3_714_225,
      dividends: 1_725_000,
      weight: 1,
      reason: null,
    },
  ],
  closed: [],
  totals: {
    cash: 73_999_625,
    deposits: 100_000_000,
    withdrawals: 5_000_000,
    cost: 26_439_600,
    marketValue: 38_640_000,
    netAssetValue: 112_639_625,
    unrealised: 12_200_400,
    unrealisedRatio: 12_200_400 / 26_439_600,
    realised: 3_714_225,
    dividends: 1_725_000,
    fees: 65_025,
    taxes: 10_350,
    reason: null,
  },
  allocation: {
    slices: [{ code: '8300', name: 'Ngân hàng', marketValue: 38_640_000, weight: 1, tickers: ['AAA'] }],
    unpriced: [],
  },
  market: { date: '2025-06-30', asOf: '2025-06-30T08:00:00Z', sources: ['ssi'] },
};
const PERFORMANCE: PortfolioPerformanceResponse = {
  points: [
    { date: '2025-06-02', cumulativeReturn: 0, drawdown: 0, benchmarkReturn: 0 },
    { date: '2025-06-03', cumulativeReturn: 0.014, drawdown: 0, benchmarkReturn: 0.025 },
  ],
  twr: 0.014,
  maxDrawdown: 0,
  benchmark: { code: 'VNINDEX', twr: 0.025, maxDrawdown: 0, source: 'ssi' },
  impliedDeposits: 500_000,
  priceBasis: 'raw',
  reason: null,
};

const posted: unknown[] = [];
const server = setupServer(
  http.get('*/api/portfolios', () => HttpResponse.json({ data: LIST })),
  http.get('*/api/portfolios/1', () => HttpResponse.json({ data: DETAIL })),
  http.get('*/api/portfolios/1/suggestions', () => HttpResponse.json({ data: { suggestions: [] } })),
  http.get('*/api/portfolios/1/performance', () => HttpResponse.json({ data: PERFORMANCE })),
  http.post('*/api/portfolios/1/transactions', async ({ request }) => {
    posted.push(await request.json());
    const message =
      'Không thể bán 5,000 cổ phiếu AAA ngày 2025-05-07: khi đó danh mục chỉ nắm 1,380 cổ phiếu.';
    return HttpResponse.json(
      { code: 'VALIDATION', message, requestId: 'r', details: [{ path: 'quantity', message }] },
      { status: 400 },
    );
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});

describe('the portfolio screen', () => {
  it('asks a guest to log in, with a link back', () => {
    renderWithStore(<PortfolioScreen />, { preloadedState: accountState('guest') });
    expect(screen.getByText('Vui lòng đăng nhập để dùng danh mục đầu tư')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Đăng nhập' }).getAttribute('href')).toBe(
      '/account/login?next=%2Fportfolio',
    );
  });

  it('shows the totals in whole đồng with the session and source, and the server’s reason on a refused sale', async () => {
    renderWithStore(<PortfolioScreen />, { preloadedState: accountState('BASIC') });
    const summary = await screen.findByTestId('portfolio-summary');
    expect(within(summary).getByTestId('portfolio-total-nav').textContent).toContain('112,639,625');
    expect(within(summary).getByTestId('portfolio-total-unrealised').textContent).toContain('+12,200,400');
    expect(within(summary).getByTestId('portfolio-total-realised').textContent).toContain('+3,714,225');
    expect(screen.getByTestId('portfolio-market-caption').textContent).toMatch(
      /phiên 2025-06-30.*Nguồn: ssi/,
    );
    expect(screen.getByTestId('portfolio-counter').textContent).toBe('1/3 danh mục');
    const performance = screen.getByTestId('portfolio-performance');
    expect((await within(performance).findByTestId('portfolio-perf-twr')).textContent).toContain('1.40%');
    expect(within(performance).getByTestId('portfolio-perf-bench').textContent).toContain('2.50%');
    expect(performance.textContent).toContain(
      'Có 500,000 đồng mua cổ phiếu chưa có khoản nạp tiền tương ứng',
    );
    const holdings = screen.getByTestId('portfolio-holdings');
    expect(within(holdings).getByRole('link', { name: 'AAA' })).toBeTruthy();
    expect(within(holdings).getByText('38,640,000')).toBeTruthy();

    const form = screen.getByTestId('portfolio-transaction-form');
    // Kind: buy by default; switch to sell through the select.
    fireEvent.mouseDown(within(form).getByLabelText('Loại giao dịch'));
    fireEvent.click(await screen.findByTitle('Bán'));
    fireEvent.change(within(form).getByLabelText('Mã chứng khoán'), { target: { value: 'aaa' } });
    fireEvent.change(within(form).getByLabelText('Số lượng (cổ phiếu)'), { target: { value: '5,000' } });
    fireEvent.change(within(form).getByLabelText('Giá khớp (đồng/cổ phiếu)'), { target: { value: '30000' } });
    // 5,000 × 30,000 = 150,000,000; fee 0.15 % = 225,000; tax 0.1 % = 150,000; received 149,625,000.
    expect((await within(form).findByTestId('portfolio-trade-preview')).textContent).toContain('149,625,000');
    fireEvent.click(within(form).getByRole('button', { name: 'Ghi giao dịch' }));
    await waitFor(() => {
      expect(within(form).getAllByText(/chỉ nắm 1,380 cổ phiếu/).length).toBeGreaterThan(0);
    });
    expect(posted[0]).toMatchObject({
      kind: 'sell',
      ticker: 'AAA',
      quantity: '5000',
      price: '30000',
      fee: null,
      tax: null,
    });
  });
});
