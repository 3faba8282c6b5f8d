import { BarChartOutlined } from '@ant-design/icons';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useAccountBootstrap } from '@/features/account/useAccountBootstrap';
import { useAppDispatch, useAppSelector } from '../hooks';
import { HeaderBar } from './HeaderBar';
import {
  selectSideMenuCollapsed,
  selectSidebarCollapsed,
  toggleSideMenu,
  toggleSidebar,
} from './layoutSlice';
import { RecentPages } from './RecentPages';
import { SideMenu } from './SideMenu';

/**
 * The frame of every page: side menu, header, content, the recent-pages sidebar and the footer.
 * Plain elements styled by src/styles/shell.css (antd's Layout look), so a page's first-load
 * JavaScript carries only the antd parts the page itself uses.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const sideMenuCollapsed = useAppSelector(selectSideMenuCollapsed);
  const sidebarCollapsed = useAppSelector(selectSidebarCollapsed);
  // The session is restored once per page load, whatever the page shows.
  useAccountBootstrap();

  return (
    <div className="app-layout">
      <aside
        className={`app-sider${sideMenuCollapsed ? ' app-sider-collapsed' : ''}`}
        data-testid="side-menu"
        data-collapsed={sideMenuCollapsed}
      >
        <Link href="/" className="brand" aria-label="Trang chủ">
          <BarChartOutlined style={{ fontSize: 22, color: '#1677ff' }} />
          {!sideMenuCollapsed && <span>VnFin</span>}
        </Link>
        <SideMenu collapsed={sideMenuCollapsed} onExpand={() => dispatch(toggleSideMenu())} />
      </aside>
      <div className="app-main">
        <header className="app-header">
          <HeaderBar
            sideMenuCollapsed={sideMenuCollapsed}
            onToggleSideMenu={() => dispatch(toggleSideMenu())}
            sidebarCollapsed={sidebarCollapsed}
            onToggleSidebar={() => dispatch(toggleSidebar())}
          />
        </header>
        <div className="app-body">
          <main className="app-content">{children}</main>
          <aside
            className={`app-info-sidebar${sidebarCollapsed ? ' app-info-sidebar-collapsed' : ''}`}
            data-testid="info-sidebar"
            data-collapsed={sidebarCollapsed}
            aria-label="Trang đã xem gần đây"
          >
            {!sidebarCollapsed && <RecentPages />}
          </aside>
        </div>
        <footer className="app-footer">
          VnFin: dữ liệu tài chính và kinh tế Việt Nam cho nhà đầu tư. Số liệu chỉ mang tính tham khảo.
        </footer>
      </div>
    </div>
  );
}
