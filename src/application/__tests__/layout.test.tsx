/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { serveShellRequests } from '../../../tests/helpers/shellServer';
import { renderWithStore, settle } from '../../../tests/helpers/renderWithStore';
import { AppShell } from '../layout/AppShell';
import { NARROW_SCREEN_QUERY } from '@/lib/useMediaQuery';
import {
  selectMobileMenuOpen,
  selectSideMenuCollapsed,
  selectSidebarCollapsed,
  toggleSideMenu,
} from '../layout/layoutSlice';
import { makeStore } from '../store';
import { initialEnterpriseState } from '@/features/enterprise/enterpriseSlice';

jest.mock('next/router', () => ({
  useRouter: () => ({
    asPath: '/enterprise/FPT/finance/balance-sheet?unit=million',
    pathname: '/enterprise/[ticker]/finance/balance-sheet',
    query: { ticker: 'FPT', unit: 'million' },
    events: { on: jest.fn(), off: jest.fn() },
  }),
}));

serveShellRequests();

/** The shell around a placeholder page, in a fresh store showing FPT (as its server render would). */
function renderShell() {
  return renderWithStore(
    <AppShell>
      <p>x</p>
    </AppShell>,
    { preloadedState: { enterprise: { ...initialEnterpriseState, ticker: 'FPT' } } },
  );
}

describe('layout state', () => {
  it('opens the side menu and collapses the sidebar by default', () => {
    const store = makeStore();
    expect(selectSideMenuCollapsed(store.getState())).toBe(false);
    expect(selectSidebarCollapsed(store.getState())).toBe(true);
    store.dispatch(toggleSideMenu());
    expect(selectSideMenuCollapsed(store.getState())).toBe(true);
  });
});

describe('AppShell', () => {
  it('lists every enterprise screen, the ten macro groups and the account entries', async () => {
    renderWithStore(
      <AppShell>
        <p>nội dung</p>
      </AppShell>,
    );
    await settle();
    const menu = screen.getByRole('navigation', { name: 'Menu chính' });
    expect(within(menu).getByText('Doanh nghiệp')).toBeInTheDocument();
    // The store's company (the default TCB in a fresh store), its page with the ticker in the path.
    const balanceSheet = within(menu).getByRole('link', { name: 'Cân đối kế toán' });
    expect(balanceSheet).toHaveAttribute('href', '/enterprise/TCB/finance/balance-sheet');
    // The page on screen is FPT's balance sheet: its screen's entry is marked, whichever company it links.
    expect(balanceSheet).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByText('Kinh tế vĩ mô')).toBeInTheDocument();
    expect(within(menu).getByText('Tài khoản')).toBeInTheDocument();
    expect(screen.getByText('nội dung')).toBeInTheDocument();
    expect(await screen.findByTestId('demo-data-badge')).toBeInTheDocument();
  });

  it('collapses and reopens the side menu from the header button', async () => {
    const { store } = renderShell();
    await settle();
    const sider = screen.getByTestId('side-menu');
    expect(sider).toHaveAttribute('data-collapsed', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Thu gọn menu' }));
    await settle();
    expect(selectSideMenuCollapsed(store.getState())).toBe(true);
    expect(sider).toHaveAttribute('data-collapsed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Mở menu' }));
    await settle();
    expect(sider).toHaveAttribute('data-collapsed', 'false');
  });

  it('opens the collapsed sidebar with the recently viewed screens', async () => {
    renderShell();
    await settle();
    expect(screen.getByTestId('info-sidebar')).toHaveAttribute('data-collapsed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Mở bảng bên' }));
    await settle();
    expect(screen.getByTestId('info-sidebar')).toHaveAttribute('data-collapsed', 'false');
    expect(screen.getByText('Trang đã xem gần đây')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('info-sidebar')).getByRole('link', { name: 'FPT · Cân đối kế toán' }),
    ).toBeInTheDocument();
  });

  it('opens and closes menu groups, marks the current page and leaves unopened groups out of the page', async () => {
    renderShell();
    await settle();
    const menu = screen.getByRole('navigation', { name: 'Menu chính' });
    const current = within(menu).getByRole('link', { name: 'Cân đối kế toán' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/enterprise/FPT/finance/balance-sheet');
    expect(within(menu).getByRole('link', { name: 'Tổng quan doanh nghiệp' })).toHaveAttribute(
      'href',
      '/enterprise/FPT/overview',
    );
    expect(within(menu).getByRole('link', { name: 'Kết quả kinh doanh' })).not.toHaveAttribute(
      'aria-current',
    );

    // antd's Menu: a group is a menu item with aria-expanded, its entries exist once it was opened.
    const macro = within(menu).getByRole('menuitem', { name: 'Kinh tế vĩ mô' });
    expect(macro).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryByRole('menuitem', { name: 'GDP' })).toBeNull();
    fireEvent.click(macro);
    await settle();
    expect(macro).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'GDP' }));
    await settle();
    expect(within(menu).getByRole('link', { name: 'GDP danh nghĩa' })).toHaveAttribute(
      'href',
      '/macro/gdp/nominal',
    );
    // Closed again: antd hides the group's list (its CSS, which jsdom does not get).
    fireEvent.click(macro);
    await settle();
    expect(macro).toHaveAttribute('aria-expanded', 'false');
  });

  it('collapsed, shows the groups only and opens the menu on the group chosen', async () => {
    const { store } = renderShell();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Thu gọn menu' }));
    await settle();
    const menu = screen.getByRole('navigation', { name: 'Menu chính' });
    expect(within(menu).queryByRole('link', { name: 'Cân đối kế toán' })).toBeNull();
    const industry = within(menu).getByRole('menuitem', { name: 'Dữ liệu ngành' });
    expect(industry).toHaveAttribute('title', 'Dữ liệu ngành');
    fireEvent.click(industry);
    await settle();
    expect(selectSideMenuCollapsed(store.getState())).toBe(false);
    expect(within(menu).getByRole('menuitem', { name: 'Dữ liệu ngành' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(menu).getByRole('link', { name: 'Tất cả các ngành' })).toHaveAttribute('href', '/industry');
  });
});

describe('AppShell on a narrow screen (below 992px)', () => {
  const listeners = new Set<() => void>();
  let narrow = true;
  beforeEach(() => {
    narrow = true;
    listeners.clear();
    jest.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          get matches() {
            return query === NARROW_SCREEN_QUERY && narrow;
          },
          media: query,
          addEventListener: (_: string, fn: () => void) => listeners.add(fn),
          removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
        }) as unknown as MediaQueryList,
    );
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('keeps the menu drawer closed until the menu button opens it, with the whole menu inside', async () => {
    const { store } = renderShell();
    await settle();
    const sider = screen.getByTestId('side-menu');
    expect(sider).toHaveAttribute('data-drawer-open', 'false');
    const toggle = screen.getByRole('button', { name: 'Mở menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    await settle();
    expect(sider).toHaveAttribute('data-drawer-open', 'true');
    expect(sider).toHaveAttribute('data-collapsed', 'false');
    expect(screen.getByRole('button', { name: 'Thu gọn menu' })).toHaveAttribute('aria-expanded', 'true');
    // The wide screens' collapsed setting is left alone: the drawer is a state of its own.
    expect(selectSideMenuCollapsed(store.getState())).toBe(false);
    expect(selectMobileMenuOpen(store.getState())).toBe(true);
  });

  it('closes the drawer on a link chosen in it, on the backdrop and on Escape, not on a group heading', async () => {
    renderShell();
    await settle();
    const sider = screen.getByTestId('side-menu');
    const open = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Mở menu' }));
      await settle();
      expect(sider).toHaveAttribute('data-drawer-open', 'true');
    };

    await open();
    const menu = screen.getByRole('navigation', { name: 'Menu chính' });
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Kinh tế vĩ mô' }));
    await settle();
    expect(sider).toHaveAttribute('data-drawer-open', 'true');
    fireEvent.click(within(menu).getByRole('link', { name: 'Kết quả kinh doanh' }));
    await settle();
    expect(sider).toHaveAttribute('data-drawer-open', 'false');

    await open();
    // antd Drawer's mask, named by the shell (classNames.mask).
    fireEvent.click(document.querySelector('.app-drawer-mask') as Element);
    await settle();
    expect(sider).toHaveAttribute('data-drawer-open', 'false');

    await open();
    fireEvent.keyDown(document, { key: 'Escape' });
    await settle();
    expect(sider).toHaveAttribute('data-drawer-open', 'false');
  });

  it("shows the drawer's whole menu even when the menu was collapsed on a wide screen", async () => {
    const { store } = renderShell();
    store.dispatch(toggleSideMenu());
    await settle();
    expect(selectSideMenuCollapsed(store.getState())).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Mở menu' }));
    await settle();
    expect(screen.getByTestId('side-menu')).toHaveAttribute('data-collapsed', 'false');
    expect(
      within(screen.getByRole('navigation', { name: 'Menu chính' })).getByRole('link', {
        name: 'Cân đối kế toán',
      }),
    ).toBeInTheDocument();
  });

  it('follows the screen: widened past 992px, the open drawer gives way to the side menu', async () => {
    renderShell();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Mở menu' }));
    await settle();
    expect(screen.getByTestId('side-menu')).toHaveAttribute('data-drawer-open', 'true');
    narrow = false;
    act(() => {
      for (const fn of listeners) fn();
    });
    await settle();
    // The drawer (and its mask) gave way to antd's Sider.
    expect(screen.getByTestId('side-menu')).toHaveAttribute('data-drawer-open', 'false');
    expect(screen.getByTestId('side-menu').tagName).toBe('ASIDE');
    expect(screen.getByRole('button', { name: 'Thu gọn menu' })).toBeInTheDocument();
    // Narrowed again, the drawer stays closed until asked for.
    narrow = true;
    act(() => {
      for (const fn of listeners) fn();
    });
    await settle();
    expect(screen.getByTestId('side-menu')).toHaveAttribute('data-drawer-open', 'false');
    expect(screen.getByRole('button', { name: 'Mở menu' })).toBeInTheDocument();
  });
});
