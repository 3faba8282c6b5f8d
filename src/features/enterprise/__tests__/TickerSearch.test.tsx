/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { normalizeSearchText } from '@/common/text';
import { STORAGE_KEYS } from '@/lib/storage';
import { installSelectDomShims } from './domShims';
import { renderWithStore, settle } from '../../../../tests/helpers/renderWithStore';
import { TickerSearch } from '../components/TickerSearch';
import { ACB, VCB, VNM } from './fixtures';

installSelectDomShims();

const push = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({
  useRouter: () => ({
    pathname: '/enterprise/overview',
    query: { tab: 'x' },
    asPath: '/enterprise/overview?tab=x',
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

  it('chooses with the arrow keys and Enter: same page, ?ticker= in the URL, remembered', async () => {
    renderWithStore(<TickerSearch />);
    await type('ngan hang');
    await screen.findByTestId('ticker-option-ACB');
    await act(async () => {
      fireEvent.keyDown(input(), { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 });
      await Promise.resolve();
    });
    fireEvent.keyDown(input(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await settle();
    expect(push).toHaveBeenCalledWith(
      { pathname: '/enterprise/overview', query: { tab: 'x', ticker: 'ACB' } },
      undefined,
      { shallow: false },
    );
    expect(localStorage.getItem(STORAGE_KEYS.currentTicker)).toBe('ACB');
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
});
