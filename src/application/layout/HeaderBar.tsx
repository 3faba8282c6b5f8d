import { HistoryOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { DemoDataBadge } from '@/features/appInfo/DemoDataBadge';
import { logout, selectUser } from '@/features/account/accountSlice';
import { safeNextPath } from '@/features/account/nextPath';
import { useAppDispatch, useAppSelector } from '../hooks';
import { HeaderSearch } from './HeaderSearch';

/**
 * Only a signed-in user (known in the browser, after the session is restored) has the account menu:
 * its Dropdown and Avatar load then, not with every page.
 */
const AccountMenu = dynamic(() => import('./AccountMenu').then((module) => module.AccountMenu), {
  ssr: false,
});

/** The notification bell (issue 32): signed-in accounts only, loaded with the account menu's timing. */
const NotificationBell = dynamic(
  () =>
    import('@/features/notifications/components/NotificationBell').then((module) => module.NotificationBell),
  { ssr: false },
);

/** The bell for a signed-in user; nothing for a guest (alerts need an account). */
function HeaderBell() {
  const user = useAppSelector(selectUser);
  return user ? <NotificationBell /> : null;
}

interface HeaderBarProps {
  /** Whether the side menu shows its entries: open on wide screens, the drawer open on narrow ones. */
  menuOpen: boolean;
  onToggleSideMenu: () => void;
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
}

const LOGIN_PATH = '/account/login';
/** Prerendered once and served for any address: their server HTML knows no address to return to. */
const ERROR_PAGES = new Set(['/404', '/500', '/_error']);

/**
 * The header's login link: back to the page the user is on after signing in (`?next=`, read by the
 * login page through safeNextPath: a path of this site only). On the account pages the `next` they
 * already carry is kept; the home page and the error pages need none.
 */
export function loginHref(asPath: string, pathname: string): string {
  let next: string | undefined;
  if (pathname.startsWith('/account/')) {
    const query = asPath.split('#')[0]?.split('?')[1] ?? '';
    next = safeNextPath(new URLSearchParams(query).get('next') ?? undefined);
  } else if (!ERROR_PAGES.has(pathname)) {
    next = safeNextPath(asPath.split('#')[0]);
  }
  return next && next !== '/' ? `${LOGIN_PATH}?next=${encodeURIComponent(next)}` : LOGIN_PATH;
}

/** 'Đăng nhập' when logged out; the user's avatar and name with the account menu when logged in. */
function AccountButton() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const user = useAppSelector(selectUser);

  if (!user) {
    return (
      <Link href={loginHref(router.asPath, router.pathname)} data-testid="header-login">
        <Button icon={<UserOutlined aria-hidden />} tabIndex={-1}>
          Đăng nhập
        </Button>
      </Link>
    );
  }
  return (
    <AccountMenu
      user={user}
      onLogout={() => {
        void dispatch(logout());
      }}
    />
  );
}

/** The header's buttons carry their names as native tooltips (title). */
export function HeaderBar(props: HeaderBarProps) {
  const menuLabel = props.menuOpen ? 'Thu gọn menu' : 'Mở menu';
  const sidebarLabel = props.sidebarCollapsed ? 'Mở bảng bên' : 'Đóng bảng bên';
  return (
    <Flex align="center" gap={12} className="header-bar">
      <Button
        type="text"
        aria-label={menuLabel}
        title={menuLabel}
        data-testid="side-menu-toggle"
        aria-expanded={props.menuOpen}
        icon={props.menuOpen ? <MenuFoldOutlined aria-hidden /> : <MenuUnfoldOutlined aria-hidden />}
        onClick={props.onToggleSideMenu}
      />
      <div style={{ flex: 1, minWidth: 0 }} data-slot="ticker-search">
        <HeaderSearch />
      </div>
      <DemoDataBadge />
      <Button
        type="text"
        aria-label={sidebarLabel}
        title={sidebarLabel}
        data-testid="sidebar-toggle"
        icon={<HistoryOutlined aria-hidden />}
        onClick={props.onToggleSidebar}
      />
      <HeaderBell />
      <AccountButton />
    </Flex>
  );
}
