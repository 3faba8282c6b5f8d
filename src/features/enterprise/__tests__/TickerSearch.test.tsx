/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { normalizeSearchText } from '@/common/text';
import { LAST_TICKER_COOKIE } from '@/common/companyPaths';
import { STORAGE_KEYS } from '@/lib/storage';
import { renderWithStore, settle } from '../../../../tests/helpers/renderWithStore';
import { TickerSearch } from '../components/TickerSearch';
import { initialAccountState } from '@/features/account/accountState';
import { initialEnterpriseState } from '../enterpriseSlice';
import { installSelectDomShims } from './domShims';
import { ACB, VCB, VNM } from './fixtures';

installSelectDomShims();

const push = jest.fn(() => Promise.resolve(true));
// A company page: the statement screen of TCB in millions (the query the new ticker's page keeps).
jest.mock('next/router', () => ({
  useRouter: () => ({
    pathname: '/enterprise/[ticker]/finance/balance-sheet',
    query: { ticker: 'TCB', unit: 'million' },
    asPath: '/enterprise/TCB/finance/balance-sheet?unit=million',
    isReady: true,
    push,
    replace: jest.fn(),
    events: { on: jest.fn(), off: jest.fn() },
  }),
}));

const searched: string[] = [];
const server = setupServer(
  http.get('*/api/enterprise/corp-search', ({ request }) => {
    const text = new URL(request.url).searchParams.get('corpText') ?? '';
    searched.push(text);
    const normalized = normalizeSearchText(text);
    const data = normalized === '' ? [VCB, VNM] : normalized.startsWith('ngan hang') ? [VCB, ACB] : [];
    return HttpResponse.json({ data });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  searched.length = 0;
  push.mockClear();
  localStorage.clear();
});
afterAll(() => {
  server.close();
});

function input(): HTMLElement {
  return screen.getByRole('combobox', { name: 'Tìm mã hoặc tên công ty' });
}

async function type(text: string): Promise<void> {
  fireEvent.mouseDown(input());
  fireEvent.change(input(), { target: { value: text } });
  await settle();
}

/** antd's Select reads the key code (`which`). */
const KEY_CODES: Record<string, number> = { Tab: 9, Enter: 13, Escape: 27, ArrowUp: 38, ArrowDown: 40 };

function press(key: string): void {
  fireEvent.keyDown(input(), { key, code: key, keyCode: KEY_CODES[key], which: KEY_CODES[key] });
}

function withTicker(ticker: string) {
  return { preloadedState: { enterprise: { ...initialEnterpriseState, ticker } } };
}

/** Answers every search with these companies, in this order. */
function answerWith(...items: Array<typeof VCB>): void {
  server.use(http.get('*/api/enterprise/corp-search', () => HttpResponse.json({ data: items })));
}

function expectClosed(): void {
  expect(input()).toHaveAttribute('aria-expanded', 'false');
  expect(input()).not.toHaveAttribute('aria-activedescendant');
  expect(input()).toHaveValue('');
}

/** The ticker of the option aria-activedescendant points at (antd's options for assistive technology). */
function activeTicker(): string | undefined {
  const id = input().getAttribute('aria-activedescendant');
  return (id ? document.getElementById(id) : null)?.textContent ?? undefined;
}

describe('TickerSearch', () => {
  it('shows the current ticker and lists the largest companies when opened', async () => {
    renderWithStore(<TickerSearch />);
    expect(screen.getByTestId('ticker-search')).toHaveTextContent('TCB');
    fireEvent.mouseDown(input());
    expect(await screen.findByTestId('ticker-option-VCB')).toHaveTextContent(
      'VCBNgân hàng TMCP Ngoại thương Việt NamHOSE',
    );
    expect(searched).toEqual(['']);
  });

  it('searches once after typing stops, without accents, and shows the results', async () => {
    renderWithStore(<TickerSearch />);
    fireEvent.mouseDown(input());
    // Two keystrokes in a row: only the text where typing stopped is searched.
    fireEvent.change(input(), { target: { value: 'ngân' } });
    fireEvent.change(input(), { target: { value: 'ngân hàng' } });
    expect(screen.getByTestId('ticker-search-loading')).toBeInTheDocument();
    const option = await screen.findByTestId('ticker-option-ACB');
    expect(option).toHaveTextContent('Ngân hàng TMCP Á Châu');
    // Opening asks for the default list; the half-typed "ngân" never reaches the server.
    expect(searched).toEqual(['', 'ngân hàng']);
  });

  it('says so when nothing matches', async () => {
    renderWithStore(<TickerSearch />);
    await type('không có');
    expect(await screen.findByTestId('ticker-search-empty')).toHaveTextContent('Không tìm thấy kết quả');
  });

  it('chooses with the arrow keys and Enter: the same screen of the new company, query kept, remembered', async () => {
    renderWithStore(<TickerSearch />);
    await type('ngan hang');
    await screen.findByTestId('ticker-option-ACB');
    await act(async () => {
      fireEvent.keyDown(input(), { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 });
      await Promise.resolve();
    });
    fireEvent.keyDown(input(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await settle();
    expect(push).toHaveBeenCalledWith('/enterprise/ACB/finance/balance-sheet?unit=million');
    expect(localStorage.getItem(STORAGE_KEYS.currentTicker)).toBe('ACB');
    // The server reads the cookie to open ACB's page from /enterprise/overview without a ticker.
    expect(document.cookie).toContain(`${LAST_TICKER_COOKIE}=ACB`);
  });

  it('closes on Escape without choosing', async () => {
    renderWithStore(<TickerSearch />);
    await type('ngan hang');
    await screen.findByTestId('ticker-option-VCB');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(input(), { key: 'Escape', code: 'Escape', keyCode: 27 });
    await settle();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(push).not.toHaveBeenCalled();
  });

  it('is an ARIA combobox: expanded state, controlled listbox, active option', async () => {
    renderWithStore(<TickerSearch />);
    expectClosed();
    await type('ngan hang');
    await screen.findByTestId('ticker-option-ACB');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveAttribute('aria-autocomplete', 'list');
    const listbox = screen.getByRole('listbox');
    expect(input()).toHaveAttribute('aria-controls', listbox.id);
    const [vcb, acb] = within(listbox).getAllByRole('option') as [HTMLElement, HTMLElement];
    // The first option is active at first (antd's Select); aria-selected marks the chosen ticker.
    expect(input()).toHaveAttribute('aria-activedescendant', vcb.id);
    expect(vcb).toHaveTextContent('VCB');
    expect(acb).toHaveAttribute('aria-selected', 'false');
    press('ArrowDown');
    expect(input()).toHaveAttribute('aria-activedescendant', acb.id);
    expect(acb).toHaveTextContent('ACB');
    // The popup is 420 px wide, wider than the 200 px box.
    expect(screen.getByTestId('ticker-option-ACB').closest('[style*="width: 420px"]')).not.toBeNull();
  });

  it('moves with ArrowDown and ArrowUp, wrapping around at both ends', async () => {
    answerWith(VCB, ACB, VNM);
    renderWithStore(<TickerSearch />);
    await type('x');
    await screen.findByTestId('ticker-option-VNM');
    expect(activeTicker()).toBe('VCB');
    press('ArrowUp');
    expect(activeTicker()).toBe('VNM');
    press('ArrowUp');
    expect(activeTicker()).toBe('ACB');
    press('ArrowDown');
    expect(activeTicker()).toBe('VNM');
    press('ArrowDown');
    expect(activeTicker()).toBe('VCB');
    press('ArrowDown');
    expect(activeTicker()).toBe('ACB');
  });

  it('chooses the last option after ArrowUp wraps to it, with Enter', async () => {
    answerWith(VCB, ACB, VNM);
    renderWithStore(<TickerSearch />);
    await type('x');
    await screen.findByTestId('ticker-option-VNM');
    press('ArrowUp');
    press('Enter');
    await settle();
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith('/enterprise/VNM/finance/balance-sheet?unit=million');
    expect(localStorage.getItem(STORAGE_KEYS.currentTicker)).toBe('VNM');
    expectClosed();
  });

  it('opens with ArrowDown from the focused box, and Enter chooses the first option', async () => {
    renderWithStore(<TickerSearch />);
    press('ArrowDown');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    await screen.findByTestId('ticker-option-VNM');
    press('Enter');
    await settle();
    expect(push).toHaveBeenCalledWith('/enterprise/VCB/finance/balance-sheet?unit=million');
  });

  it('marks the current ticker when it is listed; choosing it again only remembers it', async () => {
    renderWithStore(<TickerSearch />, withTicker('ACB'));
    await type('ngan hang');
    await screen.findByTestId('ticker-option-VCB');
    expect(activeTicker()).toBe('VCB');
    press('ArrowDown');
    expect(activeTicker()).toBe('ACB');
    // antd marks the chosen value's option for assistive technology.
    const activeId = input().getAttribute('aria-activedescendant') ?? '';
    expect(document.getElementById(activeId)).toHaveAttribute('aria-selected', 'true');
    press('Enter');
    await settle();
    expect(push).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.currentTicker)).toBe('ACB');
    expectClosed();
  });

  it('shows the typed text while open, clears it on Escape and keeps the focus in the box', async () => {
    renderWithStore(<TickerSearch />);
    act(() => {
      input().focus();
    });
    await type('ngan hang');
    await screen.findByTestId('ticker-option-VCB');
    expect(input()).toHaveValue('ngan hang');
    press('Escape');
    await settle();
    expectClosed();
    expect(input()).toHaveFocus();
    expect(push).not.toHaveBeenCalled();
    // The closed box shows the current ticker again, in bold.
    const shown = within(screen.getByTestId('ticker-search')).getAllByText('TCB');
    expect(shown.map((element) => element.tagName)).toContain('STRONG');
  });

  it('closes on Tab without choosing', async () => {
    renderWithStore(<TickerSearch />);
    await type('ngan hang');
    await screen.findByTestId('ticker-option-VCB');
    press('Tab');
    expectClosed();
    expect(push).not.toHaveBeenCalled();
  });

  it('closes when pressing outside, not when pressing inside the list', async () => {
    renderWithStore(
      <div>
        <TickerSearch />
        <p>Nội dung trang</p>
      </div>,
    );
    await type('ngan hang');
    const option = await screen.findByTestId('ticker-option-ACB');
    // Pressing an option keeps the focus in the input (default prevented) and the list open.
    expect(fireEvent.mouseDown(option)).toBe(false);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(screen.getByText('Nội dung trang'));
    await settle();
    expectClosed();
    expect(push).not.toHaveBeenCalled();
  });

  it('chooses an option with the mouse', async () => {
    renderWithStore(<TickerSearch />);
    await type('ngan hang');
    fireEvent.click(await screen.findByTestId('ticker-option-ACB'));
    await settle();
    expect(push).toHaveBeenCalledWith('/enterprise/ACB/finance/balance-sheet?unit=million');
    expect(localStorage.getItem(STORAGE_KEYS.currentTicker)).toBe('ACB');
    expectClosed();
  });

  it('shows the placeholder when there is no current ticker', () => {
    renderWithStore(<TickerSearch />, withTicker(''));
    const box = screen.getByTestId('ticker-search');
    expect(within(box).getByText('Tìm mã hoặc tên công ty')).toBeInTheDocument();
    expect(box.querySelector('strong')).toBeNull();
  });

  it('says so when the search fails', async () => {
    server.use(
      http.get('*/api/enterprise/corp-search', () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'Lỗi', requestId: 'test-request' }, { status: 500 }),
      ),
    );
    renderWithStore(<TickerSearch />);
    fireEvent.mouseDown(input());
    expect(await screen.findByText('Không tải được kết quả, vui lòng thử lại.')).toBeInTheDocument();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('offers "Theo dõi" for a typed ticker: a guest without a list gets one with it', async () => {
    const created: unknown[] = [];
    answerWith(VNM);
    server.use(
      http.get('*/api/watchlists', () =>
        HttpResponse.json({
          data: { owner: 'device', lists: [], limits: { watchlists: 1, watchlistTickers: 30 } },
        }),
      ),
      http.post('*/api/watchlists', async ({ request }) => {
        const body = await request.json();
        created.push(body);
        return HttpResponse.json(
          {
            data: {
              id: 1,
              name: 'Danh sách theo dõi',
              position: 0,
              columns: [],
              tickers: ['VNM'],
              updatedAt: '2026-11-27T00:00:00Z',
            },
          },
          { status: 201 },
        );
      }),
    );
    renderWithStore(<TickerSearch />, {
      preloadedState: {
        enterprise: { ...initialEnterpriseState, ticker: 'TCB' },
        account: { ...initialAccountState, isCheckExpireDone: true },
      },
    });
    await type('vnm');
    const button = await screen.findByRole('button', { name: /Theo dõi VNM/ });
    // Enabled once the caller's lists are known (none: the click makes the first one).
    await waitFor(() => {
      expect(button).toBeEnabled();
    });
    fireEvent.click(button);
    expect(await screen.findByText('Đã tạo “Danh sách theo dõi” với VNM.')).toBeInTheDocument();
    expect(created).toEqual([{ name: 'Danh sách theo dõi', tickers: ['VNM'] }]);
    // Choosing nothing: the search did not navigate.
    expect(push).not.toHaveBeenCalled();
  });
});
