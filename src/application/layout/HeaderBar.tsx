import { HistoryOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { DemoDataBadge } from '@/features/appInfo/DemoDataBadge';

interface HeaderBarProps {
  sideMenuCollapsed: boolean;
  onToggleSideMenu: () => void;
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
  /** The ticker search of the enterprise pages goes here. */
  search?: ReactNode;
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
      <Link href="/account/login">
        <Button icon={<UserOutlined />}>Đăng nhập</Button>
      </Link>
    </Flex>
  );
}
