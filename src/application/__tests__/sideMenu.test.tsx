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
  asPath: '/enterprise/overview?ticker=FPT',
  pathname: '/enterprise/overview',
  query: {} as Record<string, string>,
  events: { on: jest.fn(), off: jest.fn() },
};
jest.mock('next/router', () => ({ useRouter: () => router }));

serveShellRequests();

function renderShellAt(asPath: string) {
  Object.assign(router, { asPath, pathname: asPath.split('?')[0] });
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
    const first = renderShellAt('/enterprise/overview?ticker=FPT');
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

    renderShellAt('/enterprise/overview?ticker=FPT');
    await settle();
    expect(screen.getByTestId('side-menu')).toHaveAttribute('data-collapsed', 'false');
  });

  it('marks the entry a nested page belongs to', async () => {
    renderShellAt('/news/42');
    await settle();
    expect(menu().getByRole('link', { name: 'Tin tức và tài liệu' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks the price list on the payment pages, with its group open', async () => {
    renderShellAt('/payment/checkout?plan=pro');
    await settle();
    expect(menu().getByRole('link', { name: 'Bảng giá dịch vụ' })).toHaveAttribute('aria-current', 'page');
  });
});
