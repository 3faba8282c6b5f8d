/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { makeStore } from '@/application/store';
import type { PriceHistoryResponse, PriceHistoryRow } from '@/common/contracts/priceHistory';
import { memoryRouter } from '../../../../tests/helpers/memoryRouter';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { account, encoded, fake, installServer, queriesOf } from '../../news/__tests__/harness';
import { PriceHistoryScreen } from '../components/PriceHistoryScreen';
import { preloadPriceHistory } from '../priceHistoryPreload';

jest.mock('next/router', () => jest.requireActual<object>('../../../../tests/helpers/memoryRouter'));

installServer();

const row = (date: string, close: number, extra: Partial<PriceHistoryRow> = {}): PriceHistoryRow => ({
  date,
  open: close - 100,
  high: close + 200,
  low: close - 300,
  close,
  adjustedClose: close,
  adjRatio: 1,
  priceBasis: 'raw',
  volume: 1_234_500,
  value: 32_345_000_000,
  foreignNet: -2_500_000_000,
  adjustment: null,
  ...extra,
});

function history(page: number, extra: Partial<PriceHistoryResponse> = {}): PriceHistoryResponse {
  return {
    ticker: 'TCB',
    from: null,
    to: null,
    rows: [
      row('2025-03-11', 26_200),
      row('2025-03-10', 26_000, {
        adjustedClose: 25_000,
        foreignNet: null,
        value: null,
        adjustment: {
          actions: [
            {
              kind: 'stock_dividend',
              ratio: 1.2,
              cashPerShare: null,
              label: 'Cổ tức bằng cổ phiếu, tỷ lệ 100:20',
            },
          ],
          factor: 0.832258,
          previousClose: 31_000,
          refPrice: 25_800,
          origin: 'feed',
          formula: 'P_ref = P_prev / k',
          working: 'P_ref = 31,000 / 1.2 = 25,833.33 ≈ 25,800',
        },
      }),
    ],
    total: 45,
    page,
    pageSize: 20,
    bases: ['raw'],
    adjustedTo: null,
    ...extra,
  };
}

beforeEach(() => {
  memoryRouter.reset('/enterprise/[ticker]/price-history', { ticker: 'TCB' });
});

describe('PriceHistoryScreen', () => {
  it('lists the sessions with the spec’s formats and marks the ex-date with its factor and formula', async () => {
    fake.answers['/enterprise/price-history'] = (params) => encoded(history(Number(params.get('page'))));
    renderWithStore(<PriceHistoryScreen />, { preloadedState: account('guest') });
    const table = await screen.findByTestId('price-history');
    const mar11 = await within(table).findByRole('row', { name: /2025-03-11/ });
    expect(within(mar11).getByText('26,100')).toBeInTheDocument();
    expect(within(mar11).getAllByText('26,200')).toHaveLength(2);
    expect(within(mar11).getByText('1,234,500')).toBeInTheDocument();
    expect(within(mar11).getByText('32.35')).toBeInTheDocument();
    expect(within(mar11).getByText('-2.50')).toBeInTheDocument();
    const mar10 = within(table).getByRole('row', { name: /2025-03-10/ });
    expect(within(mar10).getAllByText('-')).toHaveLength(2);
    const tag = within(mar10).getByTestId('adjustment-tag');
    expect(tag).toHaveTextContent('Cổ tức bằng cổ phiếu, tỷ lệ 100:20 · hệ số 0.832258');
    fireEvent.mouseEnter(tag);
    expect(
      await screen.findByText(/Hệ số điều chỉnh = P_ref \/ P_prev = 25,800 \/ 31,000 = 0.832258/),
    ).toBeInTheDocument();
    expect(screen.getByText('Giá đóng cửa phiên trước (P_prev): 31,000')).toBeInTheDocument();
    expect(screen.getByText('Công thức: P_ref = P_prev / k')).toBeInTheDocument();
    expect(screen.getByText('P_ref = 31,000 / 1.2 = 25,833.33 ≈ 25,800')).toBeInTheDocument();
    expect(screen.getByTestId('price-history-basis')).toHaveTextContent(
      'Đóng cửa điều chỉnh = giá đóng cửa × hệ số điều chỉnh',
    );
    expect(queriesOf('/enterprise/price-history')).toEqual([{ ticket: 'TCB', page: '1', pageSize: '20' }]);
  });

  it('reads the dates and the page from the address and keeps a new page there', async () => {
    memoryRouter.reset('/enterprise/[ticker]/price-history', {
      ticker: 'TCB',
      from: '2025-01-01',
      to: '2025-03-31',
    });
    fake.answers['/enterprise/price-history'] = (params) => encoded(history(Number(params.get('page'))));
    renderWithStore(<PriceHistoryScreen />, { preloadedState: account('guest') });
    await screen.findByRole('row', { name: /2025-03-11/ });
    expect(screen.getByPlaceholderText('Từ ngày')).toHaveValue('2025-01-01');
    expect(screen.getByPlaceholderText('Đến ngày')).toHaveValue('2025-03-31');
    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => {
      expect(queriesOf('/enterprise/price-history')).toContainEqual({
        ticket: 'TCB',
        from: '2025-01-01',
        to: '2025-03-31',
        page: '2',
        pageSize: '20',
      });
    });
    expect(memoryRouter.replace).toHaveBeenCalledWith(
      {
        pathname: '/enterprise/[ticker]/price-history',
        query: { ticker: 'TCB', from: '2025-01-01', to: '2025-03-31', page: '2' },
      },
      undefined,
      { shallow: true, scroll: false },
    );
  });

  it('tells guests that exports need a free account', async () => {
    fake.answers['/enterprise/price-history'] = () => encoded(history(1));
    renderWithStore(<PriceHistoryScreen />, { preloadedState: account('guest') });
    await screen.findByRole('row', { name: /2025-03-11/ });
    expect(screen.getByText('Tải CSV, Excel cần tài khoản (miễn phí).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đăng nhập để tải' })).toHaveAttribute(
      'href',
      '/account/login?next=%2Fenterprise%2F%5Bticker%5D%2Fprice-history%3Fticker%3DTCB',
    );
    expect(screen.queryByRole('button', { name: 'Tải CSV' })).toBeNull();
  });

  it('downloads the filtered range for a signed-in account', async () => {
    memoryRouter.reset('/enterprise/[ticker]/price-history', { ticker: 'TCB', from: '2025-03-01' });
    fake.answers['/enterprise/price-history'] = () => encoded(history(1));
    fake.answers['/enterprise/price-history/export'] = () =>
      new HttpResponse('\uFEFFTCB,csv\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
    const createObjectURL = jest.fn(() => 'blob:price-history');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithStore(<PriceHistoryScreen />, { preloadedState: account(null) });
    await screen.findByRole('row', { name: /2025-03-11/ });
    fireEvent.click(screen.getByRole('button', { name: 'Tải CSV' }));
    await waitFor(() => {
      expect(click).toHaveBeenCalled();
    });
    expect(queriesOf('/enterprise/price-history/export')).toEqual([
      { ticket: 'TCB', from: '2025-03-01', format: 'csv' },
    ]);
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
  });

  it('renders the page the server preloaded for the address without asking again', async () => {
    const query = { ticker: 'TCB', from: '2025-03-01', page: '2' };
    memoryRouter.reset('/enterprise/[ticker]/price-history', query);
    const serverStore = makeStore();
    const asked: unknown[] = [];
    const result = await preloadPriceHistory(serverStore, 'TCB', query, (args) => {
      asked.push(args);
      return Promise.resolve(history(2));
    });
    expect(result).toEqual({ ok: true });
    expect(asked).toEqual([{ ticker: 'TCB', from: '2025-03-01', page: 2, pageSize: 20 }]);
    const state = JSON.parse(JSON.stringify(serverStore.getState())) as object;
    renderWithStore(<PriceHistoryScreen />, { preloadedState: { ...state, ...account('guest') } });
    expect(screen.getByRole('row', { name: /2025-03-11/ })).toBeInTheDocument();
    expect(fake.requests).toEqual([]);
  });
});
