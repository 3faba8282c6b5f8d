/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { hydrate } from '@/application/hydrate';
import { TECHNICAL_SIGNAL_COLORS } from '@/common/constants/charts';
import { LAST_TICKER_COOKIE } from '@/common/companyPaths';
import { STORAGE_KEYS } from '@/lib/storage';
import { installSelectDomShims } from './domShims';
import { renderWithStore, settle } from '../../../../tests/helpers/renderWithStore';
import { EnterpriseHeader } from '../components/EnterpriseHeader';
import { priceChangeColor } from '../components/CompanyInfo';
import { initialEnterpriseState, selectIsExpandHeader, selectTicker } from '../enterpriseSlice';
import { initialAccountState } from '@/features/account/accountState';
import { profileOf, TCB_PROFILE, VNM } from './fixtures';

installSelectDomShims();

const router = {
  pathname: '/enterprise/[ticker]/overview',
  query: { ticker: 'TCB' } as Record<string, string>,
  isReady: true,
  push: jest.fn(() => Promise.resolve(true)),
  replace: jest.fn(() => Promise.resolve(true)),
  events: { on: jest.fn(), off: jest.fn() },
};
jest.mock('next/router', () => ({ useRouter: () => router }));

const profiles = new Map([
  ['TCB', TCB_PROFILE],
  ['VNM', profileOf(VNM, { lastPrice: 60_000, priceChange: -600, priceChangePercent: -0.99 })],
]);
const requested: string[] = [];
const server = setupServer(
  http.get('*/api/enterprise/corp-profile', ({ request }) => {
    const ticket = new URL(request.url).searchParams.get('ticket') ?? '';
    requested.push(ticket);
    const profile = profiles.get(ticket);
    if (!profile) {
      return HttpResponse.json(
        { code: 'NOT_FOUND', message: `Không tìm thấy mã chứng khoán ${ticket}`, requestId: 'test-request' },
        { status: 404 },
      );
    }
    return HttpResponse.json({ data: profile });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  requested.length = 0;
  router.replace.mockClear();
  localStorage.clear();
});
afterAll(() => {
  server.close();
});

describe('EnterpriseHeader company info', () => {
  it('shows ticker, name, exchange, industry and the price change, and expands the profile', async () => {
    const { store } = renderWithStore(<EnterpriseHeader />);
    expect(screen.getByTestId('corp-info-loading')).toBeInTheDocument();
    const info = await screen.findByTestId('corp-info');
    expect(info).toHaveTextContent('TCB');
    expect(info).toHaveTextContent('Ngân hàng TMCP Kỹ Thương Việt Nam');
    expect(info).toHaveTextContent('HOSE');
    expect(screen.getByTestId('corp-last-price')).toHaveTextContent('25,000');
    const change = screen.getByTestId('corp-price-change');
    expect(change).toHaveTextContent('+500 (+2.04%)');
    expect(change).toHaveStyle({ color: TECHNICAL_SIGNAL_COLORS.buy });

    expect(screen.queryByTestId('corp-profile-details')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Xem thêm/ }));
    expect(selectIsExpandHeader(store.getState())).toBe(true);
    const details = screen.getByTestId('corp-profile-details');
    expect(details).toHaveTextContent('Tài chính / Ngân hàng');
    expect(details).toHaveTextContent('35,000.00 tỷ đồng');
    fireEvent.click(screen.getByRole('button', { name: /Thu gọn/ }));
    expect(screen.queryByTestId('corp-profile-details')).toBeNull();
  });

  it('colours up green, down red and unchanged amber', () => {
    expect(priceChangeColor(1)).toBe(TECHNICAL_SIGNAL_COLORS.buy);
    expect(priceChangeColor(-1)).toBe(TECHNICAL_SIGNAL_COLORS.sell);
    expect(priceChangeColor(0)).toBe(TECHNICAL_SIGNAL_COLORS.neutral);
    expect(priceChangeColor(null)).toBeUndefined();
  });

  it('says in Vietnamese when the ticker is unknown', async () => {
    renderWithStore(<EnterpriseHeader />, {
      preloadedState: { enterprise: { ...initialEnterpriseState, ticker: 'ZZZ' } },
    });
    expect(await screen.findByTestId('corp-info-error')).toHaveTextContent(
      'Không tìm thấy mã chứng khoán ZZZ',
    );
  });

  it('follows the ticker of a later page (hydrate)', async () => {
    const { store } = renderWithStore(<EnterpriseHeader />);
    await screen.findByText('Ngân hàng TMCP Kỹ Thương Việt Nam');
    act(() => {
      store.dispatch(hydrate({ enterprise: { ticker: 'VNM' } }));
    });
    expect(selectTicker(store.getState())).toBe('VNM');
    expect(await screen.findByText('Công ty Cổ phần Sữa Việt Nam (Vinamilk)')).toBeInTheDocument();
    expect(screen.getByTestId('corp-price-change')).toHaveStyle({ color: TECHNICAL_SIGNAL_COLORS.sell });
  });
});

describe('remembered ticker', () => {
  function lastTickerCookie(): string | undefined {
    return document.cookie
      .split('; ')
      .find((pair) => pair.startsWith(`${LAST_TICKER_COOKIE}=`))
      ?.slice(LAST_TICKER_COOKIE.length + 1);
  }

  it('remembers the company on screen in localStorage and in the cookie the server reads', async () => {
    localStorage.setItem(STORAGE_KEYS.currentTicker, 'TCB');
    renderWithStore(<EnterpriseHeader />, {
      preloadedState: { enterprise: { ...initialEnterpriseState, ticker: 'VNM' } },
    });
    await screen.findByTestId('corp-info');
    await settle();
    expect(localStorage.getItem(STORAGE_KEYS.currentTicker)).toBe('VNM');
    expect(lastTickerCookie()).toBe('VNM');
    // The path names the company: the header never rewrites the address.
    expect(router.replace).not.toHaveBeenCalled();
    expect(requested).toEqual(['VNM']);
  });

  it('remembers the next company after a client-side navigation (hydrate)', async () => {
    const { store } = renderWithStore(<EnterpriseHeader />);
    await screen.findByTestId('corp-info');
    expect(lastTickerCookie()).toBe('TCB');
    act(() => {
      store.dispatch(hydrate({ enterprise: { ticker: 'VNM' } }));
    });
    await waitFor(() => {
      expect(lastTickerCookie()).toBe('VNM');
    });
    expect(localStorage.getItem(STORAGE_KEYS.currentTicker)).toBe('VNM');
  });
});

describe('adding the company to a watchlist', () => {
  it('offers the guest’s device list and adds the ticker to it', async () => {
    const added: unknown[] = [];
    server.use(
      http.get('*/api/watchlists', () =>
        HttpResponse.json({
          data: {
            owner: 'device',
            lists: [
              {
                id: 7,
                name: 'Ngân hàng',
                position: 0,
                columns: [],
                tickers: ['VCB'],
                updatedAt: '2026-11-27T00:00:00Z',
              },
            ],
            limits: { watchlists: 1, watchlistTickers: 30 },
          },
        }),
      ),
      http.post('*/api/watchlists/7/items', async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json({
          data: {
            list: {
              id: 7,
              name: 'Ngân hàng',
              position: 0,
              columns: [],
              tickers: ['VCB', 'TCB'],
              updatedAt: '2026-11-27T00:00:00Z',
            },
            added: ['TCB'],
            alreadyIn: [],
          },
        });
      }),
    );
    renderWithStore(<EnterpriseHeader />, {
      preloadedState: { account: { ...initialAccountState, isCheckExpireDone: true } },
    });
    await screen.findByTestId('corp-info');
    fireEvent.click(screen.getByRole('button', { name: 'Thêm TCB vào danh sách theo dõi' }));
    const item = await screen.findByRole('menuitem', { name: /Ngân hàng · 1\/30 mã/ });
    // The device list is full for a guest: a second list needs an account.
    expect(screen.getByRole('menuitem', { name: /Đăng nhập để tạo thêm danh sách/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    fireEvent.click(item);
    await waitFor(() => {
      expect(added).toEqual([{ tickers: ['TCB'] }]);
    });
    expect(await screen.findByText('Đã thêm TCB vào “Ngân hàng”.')).toBeInTheDocument();
  });
});
