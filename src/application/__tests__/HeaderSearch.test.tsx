/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { normalizeSearchText } from '@/common/text';
import type { CorpSearchItem } from '@/common/contracts/enterprise';
import { installSelectDomShims } from '@/features/enterprise/__tests__/domShims';
import { VCB } from '@/features/enterprise/__tests__/fixtures';
import { renderWithStore, settle } from '../../../tests/helpers/renderWithStore';
import { HeaderSearch } from '../layout/HeaderSearch';

installSelectDomShims();

const BVH: CorpSearchItem = {
  ticker: 'BVH',
  nameVi: 'Tập đoàn Bảo Việt',
  shortName: 'Bảo Việt',
  exchange: 'HOSE',
  companyType: 'insurance',
  industryName: 'Bảo hiểm đa ngành',
};

const router = {
  pathname: '/',
  asPath: '/',
  query: {} as Record<string, string>,
  isReady: true,
  push: jest.fn(() => Promise.resolve(true)),
  replace: jest.fn(),
  events: { on: jest.fn(), off: jest.fn() },
};
jest.mock('next/router', () => ({ useRouter: () => router }));

const searched: string[] = [];
const server = setupServer(
  http.get('*/api/enterprise/corp-search', ({ request }) => {
    const text = new URL(request.url).searchParams.get('corpText') ?? '';
    searched.push(text);
    return HttpResponse.json({ data: normalizeSearchText(text).startsWith('bao') ? [BVH] : [VCB] });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  searched.length = 0;
  router.push.mockClear();
  localStorage.clear();
});
afterAll(() => {
  server.close();
});

function searchBox(): HTMLElement {
  return screen.getByRole('combobox', { name: 'Tìm mã hoặc tên công ty' });
}

function pressSlash(target: Element = document.body): void {
  fireEvent.keyDown(target, { key: '/', code: 'Slash' });
}

/** Waits until antd's Select has replaced the placeholder. */
async function selectLoaded(): Promise<void> {
  await waitFor(() => {
    expect(screen.queryByTestId('header-search-placeholder')).not.toBeInTheDocument();
  });
  await settle();
}

describe('HeaderSearch', () => {
  it('focuses on "/" and keeps the text typed before the Select loaded, then finds BVH for "bao hiem"', async () => {
    renderWithStore(<HeaderSearch />);
    act(() => {
      pressSlash();
    });
    // Focused at once, still the placeholder: the Select's code is on its way (this test comes first
    // in the file, so the code has not been loaded by another one).
    expect(screen.getByTestId('header-search-placeholder')).toBeInTheDocument();
    expect(searchBox()).toHaveFocus();
    fireEvent.change(searchBox(), { target: { value: 'bao hiem' } });
    await selectLoaded();
    // The Select took over with the typed text, the focus and an open list.
    expect(searchBox()).toHaveFocus();
    expect(searchBox()).toHaveValue('bao hiem');
    const option = await screen.findByTestId('ticker-option-BVH');
    expect(searched).toEqual(['bao hiem']);
    fireEvent.click(option);
    // Outside the company pages, choosing opens the company's overview.
    // Outside the company pages a ticker opens its overview, the ticker in the path.
    expect(router.push).toHaveBeenCalledWith('/enterprise/BVH/overview');
  });

  it('renders a light placeholder first (server HTML), then the antd Select once the page is idle', async () => {
    renderWithStore(<HeaderSearch />);
    expect(screen.getByTestId('header-search-placeholder')).toBeInTheDocument();
    expect(searchBox()).toHaveAttribute('placeholder', 'Tìm mã hoặc tên công ty');
    await selectLoaded();
    expect(screen.getByTestId('ticker-search')).toBeInTheDocument();
    expect(searched).toEqual([]);
  });

  it('leaves "/" typed in a text field alone', async () => {
    renderWithStore(
      <>
        <textarea aria-label="Ghi chú" />
        <HeaderSearch />
      </>,
    );
    const notes = screen.getByRole('textbox', { name: 'Ghi chú' });
    act(() => {
      notes.focus();
    });
    pressSlash(notes);
    expect(notes).toHaveFocus();
    await selectLoaded();
  });

  it('leaves the search on Escape, before and after the Select loaded', async () => {
    renderWithStore(<HeaderSearch />);
    act(() => {
      pressSlash();
    });
    expect(searchBox()).toHaveFocus();
    fireEvent.keyDown(searchBox(), { key: 'Escape', code: 'Escape', keyCode: 27, which: 27 });
    expect(searchBox()).not.toHaveFocus();
    await selectLoaded();
    act(() => {
      pressSlash();
    });
    expect(searchBox()).toHaveFocus();
    fireEvent.keyDown(searchBox(), { key: 'Escape', code: 'Escape', keyCode: 27, which: 27 });
    await settle();
    expect(searchBox()).not.toHaveFocus();
  });
});
