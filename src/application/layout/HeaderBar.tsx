import {
  DownOutlined,
  HistoryOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, Flex, Tooltip, type MenuProps } from 'antd';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { DemoDataBadge } from '@/features/appInfo/DemoDataBadge';
import { logout, selectUser } from '@/features/account/accountSlice';
import { useAppDispatch, useAppSelector } from '../hooks';

interface HeaderBarProps {
  sideMenuCollapsed: boolean;
  onToggleSideMenu: () => void;
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
  /** The ticker search of the enterprise pages goes here. */
  search?: ReactNode;
}

/** 'Đăng nhập' when logged out; the user's avatar and name with the account menu when logged in. */
function AccountButton() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  // The header is on every page: it restores the session of this browser once.

  if (!user) {
    return (
      <Link href="/account/login" data-testid="header-login">
        <Button icon={<UserOutlined />} tabIndex={-1}>
          Đăng nhập
        </Button>
      </Link>
    );
  }

  const items: MenuProps['items'] = [
    {
      key: 'profile',
      icon: <UserOutlined />,
      label: <Link href="/account/profile">Thông tin tài khoản</Link>,
    },
    ...(user.isAdmin ? [{ key: 'admin', label: <Link href="/admin">Quản trị</Link> }] : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Đăng xuất', danger: true },
  ];
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'logout') void dispatch(logout());
        },
      }}
    >
      <Button type="text" data-testid="header-user" title="Tài khoản">
        <Avatar
          size="small"
          src={user.avatarPath ?? undefined}
          icon={user.avatarPath ? undefined : <UserOutlined />}
          alt=""
        />
        <span
          className="header-user-name"
          style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {user.name || user.email}
        </span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}

export function HeaderBar(props: HeaderBarProps) {
  const menuLabel = props.sideMenuCollapsed ? 'Mở menu' : 'Thu gọn menu';
  const sidebarLabel = props.sidebarCollapsed ? 'Mở bảng bên' : 'Đóng bảng bên';
  return (
    <Flex align="center" gap={12} style={{ height: '100%' }}>
      <Tooltip title={menuLabel}>
        <Button
          type="text"
          aria-label={menuLabel}
          data-testid="side-menu-toggle"
          icon={props.sideMenuCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={props.onToggleSideMenu}
        />
      </Tooltip>
      <div style={{ flex: 1, minWidth: 0 }} data-slot="ticker-search">
        {props.search}
      </div>
      <DemoDataBadge />
      <Tooltip title={sidebarLabel}>
        <Button
          type="text"
          aria-label={sidebarLabel}
          data-testid="sidebar-toggle"
          icon={<HistoryOutlined />}
          onClick={props.onToggleSidebar}
        />
      </Tooltip>
      <AccountButton />
    </Flex>
  );
}
