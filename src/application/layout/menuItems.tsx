import {
  AccountBookOutlined,
  AppstoreOutlined,
  BankOutlined,
  CarOutlined,
  ClusterOutlined,
  DollarOutlined,
  FileProtectOutlined,
  FundOutlined,
  FunnelPlotOutlined,
  GlobalOutlined,
  LineChartOutlined,
  PercentageOutlined,
  RiseOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  StockOutlined,
  SwapOutlined,
  ToolOutlined,
  TransactionOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { companyPath, parseCompanyPath, screenOfSpecPath, type CompanyScreen } from '@/common/companyPaths';
import { DEEP_DATA_INDUSTRIES, INDUSTRY_ROUTES, industryLabel } from '@/common/industry/industries';
import { MACRO_MENU, macroChildPath, type MacroIconKey } from '@/common/macroMenu';
import {
  ACCOUNT_ROUTES,
  ENTERPRISE_ROUTES,
  INDUSTRY_INDEX_LABEL,
  INVESTOR_ROUTES,
  MARKET_ROUTES,
  type ScreenRoute,
} from '@/common/routes';

/**
 * One entry of the side menu: a link (`href`) or a group of entries (`children`). `key` is the page's
 * path for links (it marks the current page) and a stable name for groups (their open state).
 */
export interface MenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  href?: string;
  children?: MenuItem[];
}

export const MACRO_ICONS: Record<MacroIconKey, ReactNode> = {
  gdp: <RiseOutlined aria-hidden />,
  cpi: <DollarOutlined aria-hidden />,
  production: <ToolOutlined aria-hidden />,
  consumption: <ShoppingCartOutlined aria-hidden />,
  fdi: <GlobalOutlined aria-hidden />,
  investment: <BankOutlined aria-hidden />,
  retail: <ShopOutlined aria-hidden />,
  trade: <SwapOutlined aria-hidden />,
  transport: <CarOutlined aria-hidden />,
  tourism: <AppstoreOutlined aria-hidden />,
  interest: <PercentageOutlined aria-hidden />,
  exchange: <TransactionOutlined aria-hidden />,
  money: <WalletOutlined aria-hidden />,
  budget: <AccountBookOutlined aria-hidden />,
  bond: <FileProtectOutlined aria-hidden />,
};

function routeItem(route: ScreenRoute): MenuItem {
  if (route.children?.length) {
    return { key: route.path, label: route.label, children: route.children.map(routeItem) };
  }
  return { key: route.path, label: route.label, href: route.path };
}

/**
 * An enterprise entry: its link (and key) is the company's page of the screen,
 * `/enterprise/{TICKER}/{screen}`; groups keep the specification route as their name.
 */
function companyItem(route: ScreenRoute, ticker: string): MenuItem {
  if (route.children?.length) {
    return {
      key: route.path,
      label: route.label,
      children: route.children.map((child) => companyItem(child, ticker)),
    };
  }
  const screen = screenOfSpecPath(route.path);
  const href = screen ? companyPath(ticker, screen) : route.path;
  return { key: href, label: route.label, href };
}

/** Every group of the side menu; enterprise links lead to the pages of the company the user is looking at. */
export function buildSideMenuItems(ticker: string, isLogin = false): MenuItem[] {
  return [
    MARKET_GROUP,
    INVESTOR_GROUP,
    {
      key: 'enterprise',
      icon: <FundOutlined aria-hidden />,
      label: 'Doanh nghiệp',
      children: ENTERPRISE_ROUTES.map((route) => companyItem(route, ticker)),
    },
    ...STATIC_GROUPS,
    INDUSTRY_GROUP,
    accountGroup(isLogin),
  ];
}

/** "Thị trường": the market overview (the home page) and the events calendar. */
const MARKET_GROUP: MenuItem = {
  key: 'market',
  icon: <StockOutlined aria-hidden />,
  label: 'Thị trường',
  children: MARKET_ROUTES.map(routeItem),
};

/** "Công cụ đầu tư": screener, watchlists, portfolios, alerts and notifications (issue 32). */
const INVESTOR_GROUP: MenuItem = {
  key: 'investor',
  icon: <FunnelPlotOutlined aria-hidden />,
  label: 'Công cụ đầu tư',
  children: INVESTOR_ROUTES.map(routeItem),
};

const STATIC_GROUPS: MenuItem[] = [
  {
    key: 'macro',
    icon: <LineChartOutlined aria-hidden />,
    label: 'Kinh tế vĩ mô',
    children: MACRO_MENU.map((group) => {
      const first = group.childItem[0];
      if (!group.childItemDisplay && first) {
        const path = macroChildPath(group, first);
        return { key: path, icon: MACRO_ICONS[group.icon], label: group.label, href: path };
      }
      return {
        key: `macro-${group.slug}`,
        icon: MACRO_ICONS[group.icon],
        label: group.label,
        children: group.childItem.map((child) => {
          const path = macroChildPath(group, child);
          return { key: path, label: child.label, href: path };
        }),
      };
    }),
  },
];

/**
 * "Dữ liệu ngành": the overview of every industry (/industry), then each industry's dashboard, so
 * the entry of the page on screen is the selected one.
 */
const INDUSTRY_GROUP: MenuItem = {
  key: 'industry',
  icon: <ClusterOutlined aria-hidden />,
  label: INDUSTRY_INDEX_LABEL,
  children: [
    {
      key: INDUSTRY_ROUTES.index,
      label: 'Tất cả các ngành',
      href: INDUSTRY_ROUTES.index,
    },
    ...DEEP_DATA_INDUSTRIES.map((industry) => {
      const path = INDUSTRY_ROUTES.dashboard(industry);
      return { key: path, label: industryLabel(industry), href: path };
    }),
  ],
};

/** Guests see login and register, signed-in users their profile (and both the rest). */
const GUEST_ONLY = new Set(['/account/login', '/account/register']);
const MEMBER_ONLY = new Set(['/account/profile']);

function accountGroup(isLogin: boolean): MenuItem {
  return {
    key: 'account',
    icon: <UserOutlined aria-hidden />,
    label: 'Tài khoản',
    children: ACCOUNT_ROUTES.filter((route) => !(isLogin ? GUEST_ONLY : MEMBER_ONLY).has(route.path)).map(
      (route) => routeItem(route),
    ),
  };
}

/** The entry of a key: itself, or the current company's page of a screen. */
type EntryMatch = (key: string) => boolean;
const entryKey =
  (path: string): EntryMatch =>
  (key) =>
    key === path;
const companyScreenEntry =
  (screen: CompanyScreen): EntryMatch =>
  (key) =>
    parseCompanyPath(key)?.screen === screen;

/** Pages without an entry of their own, marked on the entry they belong to. */
const PARENT_ENTRIES: ReadonlyArray<[prefix: string, entry: EntryMatch]> = [
  ['/payment/history', entryKey('/account/profile')],
  ['/payment/', entryKey('/pricing')],
  ['/account/forgot-password', entryKey('/account/login')],
  ['/account/activate', entryKey('/account/login')],
  ['/news/', companyScreenEntry('news')],
];

function leafKeys(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => (item.children ? leafKeys(item.children) : [item.key]));
}

/**
 * The entry to mark for a path: its own (a company page: its screen's), else the one it belongs to
 * (PARENT_ENTRIES), else the deepest entry whose path it continues (/industry/banking/x marks
 * /industry/banking).
 */
export function selectedKeyFor(path: string, items: readonly MenuItem[]): string | undefined {
  const keys = leafKeys(items);
  if (keys.includes(path)) return path;
  // A company page marks its screen's entry even while the menu still links the previous company.
  const companyPage = parseCompanyPath(path);
  if (companyPage) return keys.find(companyScreenEntry(companyPage.screen));
  const parent = PARENT_ENTRIES.find(([prefix]) => path.startsWith(prefix))?.[1];
  const parentKey = parent ? keys.find(parent) : undefined;
  if (parentKey) return parentKey;
  return keys
    .filter((key) => key.startsWith('/') && path.startsWith(`${key}/`))
    .sort((a, b) => b.length - a.length)[0];
}

/** Submenu keys to open so the current page's entry is visible. */
export function openKeysFor(path: string): string[] {
  if (path.startsWith('/payment/')) return ['account'];
  if (MARKET_ROUTES.some((route) => route.path === path)) return ['market'];
  if (INVESTOR_ROUTES.some((route) => path === route.path || path.startsWith(`${route.path}/`))) {
    return ['investor'];
  }
  const screen = parseCompanyPath(path)?.screen ?? screenOfSpecPath(path);
  if (screen?.startsWith('finance')) return ['enterprise', '/enterprise/finance'];
  if (screen?.startsWith('chart')) return ['enterprise', '/enterprise/chart'];
  if (path.startsWith('/enterprise')) return ['enterprise'];
  if (path.startsWith('/macro/')) return ['macro', `macro-${path.split('/')[2] ?? ''}`];
  if (path === INDUSTRY_ROUTES.index || path.startsWith(`${INDUSTRY_ROUTES.index}/`)) return ['industry'];
  if (path.startsWith('/account') || path.startsWith('/pricing')) return ['account'];
  return ['enterprise'];
}
