/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { AccountUser } from '@/common/contracts/account';
import { AccountMenu } from '../layout/AccountMenu';

const USER = {
  id: 7,
  email: 'lan@example.vn',
  name: 'Lan',
  isAdmin: false,
  avatarPath: null,
} as unknown as AccountUser;

describe('AccountMenu', () => {
  it('opens on click with the first item focused and moves with the arrow keys, Home and End', () => {
    render(<AccountMenu user={{ ...USER, isAdmin: true }} onLogout={jest.fn()} />);
    const button = screen.getByTestId('header-user');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Tài khoản' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent.trim())).toEqual([
      'Thông tin tài khoản',
      'Quản trị',
      'Đăng xuất',
    ]);
    expect(items[0]).toHaveFocus();

    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(items[1]).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'End' });
    expect(items[2]).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(items[0]).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(items[2]).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(items[0]).toHaveFocus();
  });

  it('closes on Escape and gives focus back to its button', () => {
    render(<AccountMenu user={USER} onLogout={jest.fn()} />);
    const button = screen.getByTestId('header-user');
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside, and logs out from its last item', () => {
    const onLogout = jest.fn();
    render(
      <div>
        <p>ngoài</p>
        <AccountMenu user={USER} onLogout={onLogout} />
      </div>,
    );
    fireEvent.click(screen.getByTestId('header-user'));
    expect(screen.queryByRole('menuitem', { name: 'Quản trị' })).toBeNull();
    fireEvent.mouseDown(screen.getByText('ngoài'));
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(screen.getByTestId('header-user'));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Đăng xuất' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
