import { BarChartOutlined } from '@ant-design/icons';
import Link from 'next/link';
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { useAccountBootstrap } from '@/features/account/useAccountBootstrap';
import { NARROW_SCREEN_QUERY, useMediaQuery } from '@/lib/useMediaQuery';
import { useAppDispatch, useAppSelector } from '../hooks';
import { HeaderBar } from './HeaderBar';
import {
  selectMobileMenuOpen,
  selectSideMenuCollapsed,
  selectSidebarCollapsed,
  setMobileMenuOpen,
  toggleSideMenu,
  toggleSidebar,
} from './layoutSlice';
import { RecentPages } from './RecentPages';
import { SideMenu } from './SideMenu';

/**
 * The frame of every page: side menu, header, content, the recent-pages sidebar and the footer.
 * Plain elements styled by src/styles/shell.css (antd's Layout look), so a page's first-load
 * JavaScript carries only the antd parts the page itself uses.
 *
 * Below antd's lg breakpoint (992px) the side menu is a drawer over the page instead (shell.css),
 * closed until the menu button opens it; a link chosen in it, the backdrop or Escape close it.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const sideMenuCollapsed = useAppSelector(selectSideMenuCollapsed);
  const sidebarCollapsed = useAppSelector(selectSidebarCollapsed);
  const mobileMenuOpen = useAppSelector(selectMobileMenuOpen);
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  // The session is restored once per page load, whatever the page shows.
  useAccountBootstrap();

  const drawerOpen = narrow && mobileMenuOpen;
  // The drawer always shows the whole menu; the 64px icon rail is the wide screens' collapsed form.
  const menuCollapsed = sideMenuCollapsed && !drawerOpen;
  const closeDrawer = () => dispatch(setMobileMenuOpen(false));

  // Widened past the breakpoint, the drawer is gone: it must not come back open when narrowed again.
  useEffect(() => {
    if (!narrow && mobileMenuOpen) dispatch(setMobileMenuOpen(false));
  }, [narrow, mobileMenuOpen, dispatch]);

  useEffect(() => {
    if (!drawerOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(setMobileMenuOpen(false));
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, [drawerOpen, dispatch]);

  /** A link chosen in the drawer leads away: the drawer closes (group headings are buttons). */
  const onMenuClick = (event: MouseEvent<HTMLElement>) => {
    if (drawerOpen && event.target instanceof Element && event.target.closest('a')) closeDrawer();
  };

  return (
    <div className="app-layout">
      <aside
        className={`app-sider${menuCollapsed ? ' app-sider-collapsed' : ''}${drawerOpen ? ' app-sider-drawer-open' : ''}`}
        data-testid="side-menu"
        data-collapsed={menuCollapsed}
        data-drawer-open={drawerOpen}
        onClick={onMenuClick}
      >
        <Link href="/" className="brand" aria-label="Trang chủ">
          <BarChartOutlined style={{ fontSize: 22, color: '#1677ff' }} />
          {!menuCollapsed && <span>VnFin</span>}
        </Link>
        <SideMenu collapsed={menuCollapsed} onExpand={() => dispatch(toggleSideMenu())} />
      </aside>
      {drawerOpen && (
        <div
          className="app-sider-backdrop"
          data-testid="side-menu-backdrop"
          aria-hidden
          onClick={closeDrawer}
        />
      )}
      <div className="app-main">
        <header className="app-header">
          <HeaderBar
            menuOpen={narrow ? drawerOpen : !sideMenuCollapsed}
            onToggleSideMenu={() => dispatch(narrow ? setMobileMenuOpen(!mobileMenuOpen) : toggleSideMenu())}
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
