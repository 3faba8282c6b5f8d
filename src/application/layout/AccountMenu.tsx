import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from '@/components/Button';
import Link from 'next/link';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { AccountUser } from '@/common/contracts/account';

/** Moves focus among the open menu's items (arrow keys, Home, End), as a menu button does. */
function moveFocus(list: HTMLElement, key: string): boolean {
  const items = Array.from(list.querySelectorAll<HTMLElement>('[role="menuitem"]'));
  if (items.length === 0) return false;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next =
    key === 'ArrowDown'
      ? (at + 1) % items.length
      : key === 'ArrowUp'
        ? (at - 1 + items.length) % items.length
        : key === 'Home'
          ? 0
          : key === 'End'
            ? items.length - 1
            : -1;
  if (next < 0) return false;
  items[next]?.focus();
  return true;
}

/**
 * The signed-in user's button in the header and its menu (profile, admin for administrators, log
 * out). Opens on click, Enter or Space with the first item focused; Escape, a click outside or
 * choosing an item closes it.
 */
export function AccountMenu({ user, onLogout }: { user: AccountUser; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    list.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const closeOnChoice = () => {
    close(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      close(event.key === 'Escape');
      return;
    }
    if (list.current && moveFocus(list.current, event.key)) event.preventDefault();
  };

  return (
    <div className="account-menu" ref={root}>
      <Button
        ref={button}
        type="text"
        data-testid="header-user"
        title="Tài khoản"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        {user.avatarPath ? (
          // eslint-disable-next-line @next/next/no-img-element -- a small avatar from our own API
          <img className="header-avatar" src={user.avatarPath} alt="" />
        ) : (
          <span className="header-avatar" aria-hidden>
            <UserOutlined />
          </span>
        )}
        <span className="header-user-name">{user.name || user.email}</span>
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </Button>
      {open && (
        <ul className="account-menu-list" role="menu" aria-label="Tài khoản" ref={list} onKeyDown={onKeyDown}>
          <li role="none">
            <Link role="menuitem" href="/account/profile" onClick={closeOnChoice}>
              <UserOutlined aria-hidden /> Thông tin tài khoản
            </Link>
          </li>
          {user.isAdmin && (
            <li role="none">
              <Link role="menuitem" href="/admin" onClick={closeOnChoice}>
                Quản trị
              </Link>
            </li>
          )}
          <li role="separator" className="account-menu-divider" />
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className="account-menu-danger"
              onClick={() => {
                close(false);
                onLogout();
              }}
            >
              <LogoutOutlined aria-hidden /> Đăng xuất
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
