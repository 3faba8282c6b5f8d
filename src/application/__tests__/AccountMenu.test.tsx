/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AccountUser } from '@/common/contracts/account';
import { installSelectDomShims } from '@/features/enterprise/__tests__/domShims';
import { AccountMenu } from '../layout/AccountMenu';

// antd's Dropdown measures its popup (ResizeObserver), which jsdom lacks.
installSelectDomShims();
// antd's menu moves only among visible items (offsetParent); jsdom lays nothing out.
Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
  configurable: true,
  get(this: HTMLElement) {
    return this.parentElement;
  },
});

const USER = {
  id: 7,
  email: 'lan@example.vn',
  name: 'Lan',
  isAdmin: false,
  avatarPath: null,
} as unknown as AccountUser;

/** antd's menu focuses an item's link when it has one, else the item. */
function focusedItem(): Element | null | undefined {
  return document.activeElement?.closest('[role="menuitem"]');
}

async function openMenu(): Promise<HTMLElement> {
  fireEvent.click(screen.getByTestId('header-user'));
  const menu = await screen.findByRole('menu', { name: 'Tài khoản' });
  await waitFor(() => {
    expect(focusedItem()).toBe(within(menu).getAllByRole('menuitem')[0]);
  });
  return menu;
}

async function press(menu: HTMLElement, key: string, keyCode: number): Promise<void> {
  await act(async () => {
    fireEvent.keyDown(document.activeElement ?? menu, { key, keyCode, which: keyCode });
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

describe('AccountMenu', () => {
  it('opens on click with the first item focused and moves with the arrow keys, Home and End', async () => {
    render(<AccountMenu user={{ ...USER, isAdmin: true }} onLogout={jest.fn()} />);
    const button = screen.getByTestId('header-user');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();

    const menu = await openMenu();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent.trim())).toEqual([
      'Thông tin tài khoản',
      'Quản trị',
      'Đăng xuất',
    ]);

    await press(menu, 'ArrowDown', 40);
    expect(focusedItem()).toBe(items[1]);
    await press(menu, 'End', 35);
    expect(focusedItem()).toBe(items[2]);
    await press(menu, 'ArrowDown', 40);
    expect(focusedItem()).toBe(items[0]);
    await press(menu, 'ArrowUp', 38);
    expect(focusedItem()).toBe(items[2]);
    await press(menu, 'Home', 36);
    expect(focusedItem()).toBe(items[0]);
  });

  it('closes on Escape and gives focus back to its button', async () => {
    render(<AccountMenu user={USER} onLogout={jest.fn()} />);
    const button = screen.getByTestId('header-user');
    const menu = await openMenu();
    await press(menu, 'Escape', 27);
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside, and logs out from its last item', async () => {
    const onLogout = jest.fn();
    render(
      <div>
        <p>ngoài</p>
        <AccountMenu user={USER} onLogout={onLogout} />
      </div>,
    );
    const button = screen.getByTestId('header-user');
    const menu = await openMenu();
    expect(within(menu).queryByRole('menuitem', { name: 'Quản trị' })).toBeNull();
    await act(async () => {
      fireEvent.mouseDown(screen.getByText('ngoài'));
      fireEvent.click(screen.getByText('ngoài'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    const again = await openMenu();
    fireEvent.click(within(again).getByRole('menuitem', { name: 'Đăng xuất' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
