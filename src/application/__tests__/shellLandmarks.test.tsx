/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen } from '@testing-library/react';
import { initialEnterpriseState } from '@/features/enterprise/enterpriseSlice';
import { serveShellRequests } from '../../../tests/helpers/shellServer';
import { renderWithStore, settle } from '../../../tests/helpers/renderWithStore';
import { AppShell, MAIN_CONTENT_ID } from '../layout/AppShell';

jest.mock('next/router', () => ({
  useRouter: () => ({
    asPath: '/enterprise/FPT/overview',
    pathname: '/enterprise/[ticker]/overview',
    query: { ticker: 'FPT' },
    events: { on: jest.fn(), off: jest.fn() },
  }),
}));

serveShellRequests();

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]';

async function renderShell() {
  renderWithStore(
    <AppShell>
      <p>nội dung trang</p>
    </AppShell>,
    { preloadedState: { enterprise: { ...initialEnterpriseState, ticker: 'FPT' } } },
  );
  await settle();
}

describe('the shell for keyboard and screen-reader users (WCAG 2.2 AA)', () => {
  it('starts with a skip link to the main content, the first stop of the Tab key', async () => {
    await renderShell();
    const skip = screen.getByRole('link', { name: 'Bỏ qua đến nội dung chính' });
    const first = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
      (element) => element.tabIndex >= 0 && !element.closest('[aria-hidden="true"]'),
    );
    expect(first).toBe(skip);
    expect(skip).toHaveAttribute('href', `#${MAIN_CONTENT_ID}`);
  });

  it('moves the focus into the main landmark, which holds the page', async () => {
    await renderShell();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', MAIN_CONTENT_ID);
    expect(main).toHaveTextContent('nội dung trang');
    // The target can take the focus (tabindex -1), so Tab continues from inside the content (the
    // browser test tests/e2e/keyboard.e2e.test.ts follows the link with the keyboard).
    expect(main).toHaveAttribute('tabindex', '-1');
  });

  it('names each landmark once: header, main menu, side panels and footer', async () => {
    await renderShell();
    expect(screen.getByRole('banner', { name: 'Đầu trang' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo', { name: 'Chân trang' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu chính' })).toBeInTheDocument();
    const complementary = screen.getAllByRole('complementary');
    const names = complementary.map((landmark) => landmark.getAttribute('aria-label'));
    expect(names).toEqual(expect.arrayContaining(['Thanh điều hướng', 'Trang đã xem gần đây']));
    expect(new Set(names).size).toBe(names.length);
  });

  it("names the brand link with its visible word first (the icon's English name hidden)", async () => {
    await renderShell();
    expect(screen.getByRole('link', { name: 'VnFin, trang chủ' })).toBeInTheDocument();
  });
});
