/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { serveShellRequests } from '../../../tests/helpers/shellServer';
import { renderWithStore, settle } from '../../../tests/helpers/renderWithStore';
import { AppShell } from '../layout/AppShell';
import { selectSideMenuCollapsed } from '../layout/layoutSlice';
import { SIDE_MENU_STORAGE_KEY } from '../layout/useSideMenuMemory';

const router = {
  asPath: '/enterprise/FPT/overview',
  pathname: '/enterprise/[ticker]/overview',
  query: {} as Record<string, string>,
  events: { on: jest.fn(), off: jest.fn() },
};
jest.mock('next/router', () => ({ useRouter: () => router }));

serveShellRequests();

/** The route of an address: a company page's is /enterprise/[ticker]/<screen>. */
function routeOf(asPath: string): string {
  const path = asPath.split('?')[0] ?? asPath;
  return path.replace(/^\/enterprise\/[A-Z0-9]+\//, '/enterprise/[ticker]/');
}

function renderShellAt(asPath: string) {
  Object.assign(router, { asPath, pathname: routeOf(asPath) });
  return renderWithStore(
    <AppShell>
      <p>x</p>
    </AppShell>,
  );
}

function menu() {
  return within(screen.getByRole('navigation', { name: 'Menu chính' }));
}

describe('side menu', () => {
  it('remembers being collapsed for the next page load, and being opened again', async () => {
    const first = renderShellAt('/enterprise/FPT/overview');
    await settle();
    expect(screen.getByTestId('side-menu')).toHaveAttribute('data-collapsed', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Thu gọn menu' }));
    await settle();
    expect(localStorage.getItem(SIDE_MENU_STORAGE_KEY)).toBe('true');
    first.unmount();

    // The next page load (a new store) starts collapsed.
    const second = renderShellAt('/macro/gdp/gdp-nominal');
    await settle();
    expect(selectSideMenuCollapsed(second.store.getState())).toBe(true);
    expect(screen.getByTestId('side-menu')).toHaveAttribute('data-collapsed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Mở menu' }));
    await settle();
    expect(localStorage.getItem(SIDE_MENU_STORAGE_KEY)).toBe('false');
    second.unmount();

    renderShellAt('/enterprise/FPT/overview');
    await settle();
    expect(screen.getByTestId('side-menu')).toHaveAttribute('data-collapsed', 'false');
  });

  it('marks the entry a nested page belongs to', async () => {
    renderShellAt('/news/42');
    await settle();
    expect(menu().getByRole('link', { name: 'Tin tức và tài liệu' })).toHaveAttribute('aria-current', 'page');
  });

  it("links every company screen to the company's page with its ticker in the path", async () => {
    renderShellAt('/enterprise/TCB/finance/numeral?period=year');
    await settle();
    const numeral = menu().getByRole('link', { name: 'Chỉ số tài chính' });
    expect(numeral).toHaveAttribute('href', '/enterprise/TCB/finance/numeral');
    expect(numeral).toHaveAttribute('aria-current', 'page');
    for (const name of [
      'Tổng quan doanh nghiệp',
      'Chuỗi giá trị',
      'Phân tích kỹ thuật',
      'Tin tức và tài liệu',
      'Sự kiện và cổ tức',
      'Cổ đông và sở hữu',
      'Lịch sử giá',
    ]) {
      expect(menu().getByRole('link', { name }).getAttribute('href')).toMatch(/^\/enterprise\/TCB\/[a-z-]+$/);
    }
  });

  it('marks the price list on the payment pages, with its group open', async () => {
    renderShellAt('/payment/checkout?plan=pro');
    await settle();
    expect(menu().getByRole('link', { name: 'Bảng giá dịch vụ' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the market group on the home page and on the events calendar', async () => {
    renderShellAt('/');
    await settle();
    expect(menu().getByRole('link', { name: 'Tổng quan thị trường' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(menu().getByRole('link', { name: 'Lịch sự kiện doanh nghiệp' })).toHaveAttribute(
      'href',
      '/events',
    );
  });
});
