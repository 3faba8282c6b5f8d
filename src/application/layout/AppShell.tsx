import { BarChartOutlined } from '@ant-design/icons';
import { Layout } from 'antd';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useCallback, useEffect, type MouseEvent, type ReactNode } from 'react';
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
import { useRecordRecentPages } from './recentPagesStore';
import { useSideMenuMemory } from './useSideMenuMemory';
import { SideMenu } from './SideMenu';
import { SiteFooter } from './SiteFooter';

/** Loaded on narrow screens only (after hydration there): wide screens never download the Drawer. */
const MenuDrawer = dynamic(() => import('./MenuDrawer').then((module) => module.MenuDrawer), { ssr: false });

const MENU_WIDTH = 264;
/** The id of the page's main landmark, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';
const COLLAPSED_MENU_WIDTH = 64;
const SIDEBAR_WIDTH = 280;

function Brand({ collapsed }: { collapsed: boolean }) {
  return (
    // The name starts with the visible word (WCAG 2.5.3), even when the collapsed rail hides it.
    <Link href="/" className="brand" aria-label="VnFin, trang chủ">
      <BarChartOutlined aria-hidden className="brand-icon" />
      {!collapsed && <span>VnFin</span>}
    </Link>
  );
}

/**
 * The frame of every page, antd's Layout: the side menu (Sider), the header, the content, the
 * recent-pages sidebar (a Sider of width 0 when closed) and the footer. Each landmark has its own
 * name, and a skip link ("Bỏ qua đến nội dung chính", shown when focused) leads to the main one.
 *
 * Below antd's lg breakpoint (992px) the side menu is antd's Drawer instead (MenuDrawer, loaded only
 * there), closed until the menu button opens it; a link chosen in it, its mask or Escape close it. The server does not know the
 * screen, so it renders the Sider and src/styles/shell.css hides it on narrow screens until the page
 * hydrates and the Drawer takes over.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const sideMenuCollapsed = useAppSelector(selectSideMenuCollapsed);
  const sidebarCollapsed = useAppSelector(selectSidebarCollapsed);
  const mobileMenuOpen = useAppSelector(selectMobileMenuOpen);
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  // The session is restored once per page load, whatever the page shows.
  useAccountBootstrap();
  // Every visit is recorded for the recent-pages panel, open or not.
  useRecordRecentPages();
  // The side menu opens as the user left it (collapsed or not) on the previous page.
  useSideMenuMemory();

  const drawerOpen = narrow && mobileMenuOpen;
  const closeDrawer = () => dispatch(setMobileMenuOpen(false));
  const expandMenu = useCallback(() => dispatch(toggleSideMenu()), [dispatch]);

  // Widened past the breakpoint, the drawer is gone: it must not come back open when narrowed again.
  useEffect(() => {
    if (!narrow && mobileMenuOpen) dispatch(setMobileMenuOpen(false));
  }, [narrow, mobileMenuOpen, dispatch]);

  /** A link chosen in the drawer leads away: the drawer closes (group headings stay). */
  const onDrawerClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) closeDrawer();
  };

  return (
    <Layout className="app-layout" hasSider>
      {/* The first stop of the Tab key: past the menu and the header to the page's content. */}
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link" data-testid="skip-link">
        Bỏ qua đến nội dung chính
      </a>
      {narrow ? (
        <MenuDrawer open={drawerOpen} onClose={closeDrawer} width={MENU_WIDTH}>
          {/* The drawer always shows the whole menu; the icon rail is the wide screens' collapsed form. */}
          <div
            data-testid="side-menu"
            data-collapsed="false"
            data-drawer-open={drawerOpen}
            onClick={onDrawerClick}
          >
            <Brand collapsed={false} />
            <SideMenu collapsed={false} onExpand={expandMenu} />
          </div>
        </MenuDrawer>
      ) : (
        <Layout.Sider
          className="app-sider"
          theme="light"
          width={MENU_WIDTH}
          collapsedWidth={COLLAPSED_MENU_WIDTH}
          collapsed={sideMenuCollapsed}
          trigger={null}
          data-testid="side-menu"
          data-collapsed={sideMenuCollapsed}
          data-drawer-open="false"
          aria-label="Thanh điều hướng"
        >
          <Brand collapsed={sideMenuCollapsed} />
          <SideMenu collapsed={sideMenuCollapsed} onExpand={expandMenu} />
        </Layout.Sider>
      )}
      <Layout className="app-main">
        <Layout.Header className="app-header" aria-label="Đầu trang">
          <HeaderBar
            menuOpen={narrow ? drawerOpen : !sideMenuCollapsed}
            onToggleSideMenu={() => dispatch(narrow ? setMobileMenuOpen(!mobileMenuOpen) : toggleSideMenu())}
            sidebarCollapsed={sidebarCollapsed}
            onToggleSidebar={() => dispatch(toggleSidebar())}
          />
        </Layout.Header>
        <Layout hasSider className="app-body">
          {/* tabIndex -1: the skip link moves the focus here, so the next Tab continues in the content. */}
          <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} className="app-content">
            {children}
          </Layout.Content>
          <Layout.Sider
            className="app-info-sidebar"
            theme="light"
            width={SIDEBAR_WIDTH}
            collapsedWidth={0}
            collapsed={sidebarCollapsed}
            trigger={null}
            data-testid="info-sidebar"
            data-collapsed={sidebarCollapsed}
            aria-label="Trang đã xem gần đây"
          >
            {!sidebarCollapsed && <RecentPages />}
          </Layout.Sider>
        </Layout>
        <Layout.Footer className="app-footer" aria-label="Chân trang">
          <SiteFooter />
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}
