/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type {
  WatchlistBoardResponse,
  WatchlistBoardRow,
  WatchlistsResponse,
} from '@/common/contracts/watchlists';
import { initialAccountState } from '@/features/account/accountState';
import { installSelectDomShims } from '@/features/enterprise/__tests__/domShims';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { WatchlistBoard } from '../components/WatchlistBoard';
import { WatchlistScreen } from '../components/WatchlistScreen';

installSelectDomShims();

const router = {
  pathname: '/watchlist',
  query: {} as Record<string, string>,
  isReady: true,
  push: jest.fn(() => Promise.resolve(true)),
  replace: jest.fn(() => Promise.resolve(true)),
  events: { on: jest.fn(), off: jest.fn() },
};
jest.mock('next/router', () => ({ useRouter: () => router }));

const LIST = {
  id: 4,
  name: 'Ngân hàng',
  position: 0,
  columns: [],
  tickers: ['AAA', 'BBB', 'CCC'],
  updatedAt: '2026-11-27T08:00:00Z',
};

const row = (ticker: string, figures: Partial<WatchlistBoardRow>): WatchlistBoardRow => ({
  ticker,
  name: `Công ty ${ticker}`,
  exchange: 'HOSE',
  date: '2026-11-27',
  price: null,
  refPrice: null,
  ceilingPrice: null,
  floorPrice: null,
  change: null,
  pctChange: null,
  totalVolume: null,
  totalValue: null,
  averageVolume: null,
  volumeVsAverage: null,
  foreignNetValue: null,
  foreignNetVolume: null,
  range52w: {
    low: null,
    high: null,
    position: null,
    from: null,
    sessions: 0,
    missing: 'Chưa có lịch sử giá 52 tuần',
  },
  ratios: {},
  origin: 'session',
  missing: null,
  ...figures,
});

const BOARD: WatchlistBoardResponse = {
  list: LIST,
  provenance: { date: '2026-11-27', asOf: '2026-11-27T08:00:00.000Z', sources: ['demo'] },
  ratioCaption: null,
  ratiosPending: false,
  rows: [
    row('AAA', {
      price: 25_000,
      change: 500,
      pctChange: 2.04,
      totalVolume: 2_100_000,
      totalValue: 52_500_000_000,
      averageVolume: 1_100_000,
      volumeVsAverage: 1_000_000 / 1_100_000,
      range52w: { low: 20_000, high: 30_000, position: 0.5, from: '2026-10-30', sessions: 20, missing: null },
    }),
    row('BBB', {
      date: '2026-11-26',
      price: 10_300,
      change: -300,
      pctChange: -2.83,
      foreignNetValue: 150_000_000,
    }),
    row('CCC', { price: null, missing: 'Mã không còn niêm yết' }),
  ],
};

const removed: string[] = [];
const server = setupServer(
  http.get('*/api/watchlists', () =>
    HttpResponse.json({
      data: {
        owner: 'user',
        lists: [LIST],
        limits: { watchlists: 3, watchlistTickers: 50 },
      } satisfies WatchlistsResponse,
    }),
  ),
  http.get('*/api/watchlists/4/board', () => HttpResponse.json({ data: BOARD })),
  http.delete('*/api/watchlists/4/items', ({ request }) => {
    removed.push(new URL(request.url).searchParams.get('ticker') ?? '');
    return HttpResponse.json({ data: { ...LIST, tickers: ['AAA', 'BBB'] } });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});

const signedIn = {
  account: {
    ...initialAccountState,
    isCheckExpireDone: true,
    isLogin: true,
    user: { id: 9 } as typeof initialAccountState.user,
  },
};

function tickersInOrder(): string[] {
  const table = screen.getByTestId('watchlist-board');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => tr.getAttribute('data-row-key') ?? '');
}

describe('WatchlistScreen', () => {
  it('shows the list as a price board with its figures, date and source, and unknowns with their reason', async () => {
    renderWithStore(<WatchlistScreen />, { preloadedState: signedIn });
    expect(await screen.findByRole('tab', { name: 'Ngân hàng (3)' })).toBeInTheDocument();
    const table = await screen.findByTestId('watchlist-board');
    const aaa = within(table).getByRole('row', { name: /AAA/ });
    expect(aaa).toHaveTextContent('25,000');
    expect(aaa).toHaveTextContent('+500');
    expect(aaa).toHaveTextContent('+2.04%');
    expect(aaa).toHaveTextContent('2,100,000');
    expect(aaa).toHaveTextContent('52.50');
    // 2,100,000 / 1,100,000 − 1 = +90.91 %
    expect(aaa).toHaveTextContent('+90.91%');
    expect(
      within(aaa).getByRole('img', { name: /giá hiện tại ở 50% khoảng giá 52 tuần/ }),
    ).toBeInTheDocument();
    const bbb = within(table).getByRole('row', { name: /BBB/ });
    expect(bbb).toHaveTextContent('+0.15 tỷ');
    // A row of another session than the board's says its own.
    expect(within(bbb).getByTestId('row-session-BBB')).toHaveTextContent('Phiên 2026-11-26');
    expect(within(aaa).queryByTestId('row-session-AAA')).toBeNull();
    const ccc = within(table).getByRole('row', { name: /CCC/ });
    expect(within(ccc).getAllByTitle('Mã không còn niêm yết').length).toBeGreaterThan(0);
    expect(screen.getByTestId('watchlist-caption')).toHaveTextContent(
      'Dữ liệu phiên 2026-11-27, cập nhật 15:00, nguồn dữ liệu minh họa',
    );
    expect(screen.getByTestId('watchlist-count')).toHaveTextContent('3/50 mã');
  });

  it('sorts by a column with unknown values last, and goes back to the list’s own order', async () => {
    renderWithStore(<WatchlistScreen />, { preloadedState: signedIn });
    await screen.findByTestId('watchlist-board');
    expect(tickersInOrder()).toEqual(['AAA', 'BBB', 'CCC']);
    fireEvent.click(screen.getByText('Giá (đồng)'));
    await waitFor(() => {
      expect(tickersInOrder()).toEqual(['BBB', 'AAA', 'CCC']);
    });
    fireEvent.click(screen.getByText('Giá (đồng)'));
    await waitFor(() => {
      expect(tickersInOrder()).toEqual(['AAA', 'BBB', 'CCC']);
    });
    // While sorted by a column the rows cannot be dragged.
    expect(screen.getByTestId('drag-AAA')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Về thứ tự của danh sách' }));
    expect(tickersInOrder()).toEqual(['AAA', 'BBB', 'CCC']);
    expect(screen.getByTestId('drag-AAA')).toBeEnabled();
  });

  it('removes a ticker with its row’s button', async () => {
    renderWithStore(<WatchlistScreen />, { preloadedState: signedIn });
    await screen.findByTestId('watchlist-board');
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ CCC khỏi danh sách' }));
    await waitFor(() => {
      expect(removed).toEqual(['CCC']);
    });
    expect(await screen.findByText('Đã bỏ CCC khỏi “Ngân hàng”.')).toBeInTheDocument();
  });

  it('says how to add tickers when the list is empty', () => {
    renderWithStore(
      <WatchlistBoard board={{ ...BOARD, list: { ...LIST, tickers: [] }, rows: [] }} refreshing={false} />,
      { preloadedState: signedIn },
    );
    expect(
      screen.getByText(/Danh sách chưa có mã nào. Thêm mã bằng ô tìm kiếm phía trên/),
    ).toBeInTheDocument();
  });
});
