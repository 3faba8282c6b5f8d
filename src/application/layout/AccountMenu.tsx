import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import type { AccountUser } from '@/common/contracts/account';

/**
 * The signed-in user's button in the header and its menu (profile, admin for administrators, log
 * out): antd's Dropdown and Menu. Opens on click with the first item focused; antd's menu moves with
 * the arrow keys, Home and End; Escape closes and gives focus back to the button, as does a click
 * outside or choosing an item.
 */
/** One per page (the header's); rc-menu builds CSS selectors from it, so a plain name. */
const MENU_ID = 'account-menu';

export function AccountMenu({ user, onLogout }: { user: AccountUser; onLogout: () => void }) {
  const [open, setOpen] = useState(false);

  const button = useRef<HTMLButtonElement>(null);

  // The menu button pattern: the open menu starts on its first item; closed while the focus was in
  // it (Escape), the focus goes back to the button.
  useEffect(() => {
    const timer = setTimeout(() => {
      const menu = document.getElementById(MENU_ID);
      if (!open) {
        if (menu?.contains(document.activeElement)) button.current?.focus();
        return;
      }
      const first = menu?.querySelector<HTMLElement>('[role="menuitem"]');
      (first?.querySelector<HTMLElement>('a[href]') ?? first)?.focus();
    });
    return () => {
      clearTimeout(timer);
    };
  }, [open]);

  const items: MenuProps['items'] = [
    {
      key: 'profile',
      icon: <UserOutlined aria-hidden />,
      label: <Link href="/account/profile">Thông tin tài khoản</Link>,
    },
    ...(user.isAdmin ? [{ key: 'admin', label: <Link href="/admin">Quản trị</Link> }] : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: 'Đăng xuất', danger: true },
  ];

  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      placement="bottomRight"
      menu={{
        id: MENU_ID,
        'aria-label': 'Tài khoản',
        items,
        onClick: ({ key }) => {
          setOpen(false);
          if (key === 'logout') onLogout();
        },
      }}
    >
      <Button
        ref={button}
        type="text"
        data-testid="header-user"
        title="Tài khoản"
        aria-haspopup="menu"
        aria-expanded={open}
      >
        <Avatar size={24} src={user.avatarPath ?? undefined} icon={<UserOutlined aria-hidden />} alt="" />
        <span className="header-user-name">{user.name || user.email}</span>
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
