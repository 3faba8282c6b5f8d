import { parseCompanyPath, specPathOfScreen } from './companyPaths';
import { industryFromSlug, industryLabel } from './industry/industries';
import { findMacroChild } from './macroMenu';

/**
 * Screens of spec section 2 with their Vietnamese titles; the side menu and the pages read these.
 * The enterprise paths are the specification's routes; a company's page is at
 * `/enterprise/{TICKER}/{screen}` (src/common/companyPaths.ts), the side menu builds it.
 */
export interface ScreenRoute {
  path: string;
  label: string;
  children?: readonly ScreenRoute[];
}

export const ENTERPRISE_ROUTES: readonly ScreenRoute[] = [
  { path: '/enterprise/overview', label: 'Tổng quan doanh nghiệp' },
  { path: '/enterprise/cgt', label: 'Chuỗi giá trị' },
  { path: '/enterprise/financial-chart', label: 'Biểu đồ tài chính' },
  {
    path: '/enterprise/finance',
    label: 'Báo cáo tài chính',
    children: [
      { path: '/enterprise/finance/balance-sheet', label: 'Cân đối kế toán' },
      { path: '/enterprise/finance/income-statement', label: 'Kết quả kinh doanh' },
      { path: '/enterprise/finance/cash-flow-direct', label: 'Lưu chuyển tiền tệ trực tiếp' },
      { path: '/enterprise/finance/cash-flow-indirect', label: 'Lưu chuyển tiền tệ gián tiếp' },
      { path: '/enterprise/finance/footnotes', label: 'Thuyết minh' },
      { path: '/enterprise/finance/numeral', label: 'Chỉ số tài chính' },
      { path: '/enterprise/finance/same-industry', label: 'So sánh cùng ngành' },
    ],
  },
  {
    path: '/enterprise/chart',
    label: 'Biểu đồ phân tích',
    children: [
      { path: '/enterprise/chart/default', label: 'Biểu đồ mặc định' },
      { path: '/enterprise/chart/personalization', label: 'Biểu đồ cá nhân' },
    ],
  },
  { path: '/enterprise/technical-analysis', label: 'Phân tích kỹ thuật' },
  { path: '/enterprise/report-analysis', label: 'Báo cáo phân tích' },
  { path: '/enterprise/news', label: 'Tin tức và tài liệu' },
  { path: '/enterprise/events', label: 'Sự kiện và cổ tức' },
  { path: '/enterprise/ownership', label: 'Cổ đông và sở hữu' },
  { path: '/enterprise/price-history', label: 'Lịch sử giá' },
  { path: '/enterprise/valuation', label: 'Định giá' },
];

/** The market's screens (issue 31): the overview is the home page; the events calendar. */
export const MARKET_ROUTES: readonly ScreenRoute[] = [
  { path: '/', label: 'Tổng quan thị trường' },
  { path: '/events', label: 'Lịch sự kiện doanh nghiệp' },
];

/** The investor's own tools (issue 32): screener, watchlists, portfolios, alerts and notifications. */
export const INVESTOR_ROUTES: readonly ScreenRoute[] = [
  { path: '/screener', label: 'Bộ lọc cổ phiếu' },
  { path: '/compare', label: 'So sánh cổ phiếu' },
  { path: '/watchlist', label: 'Danh sách theo dõi' },
  { path: '/portfolio', label: 'Danh mục đầu tư' },
  { path: '/alerts', label: 'Cảnh báo' },
  { path: '/notifications', label: 'Thông báo' },
];

/** Pages of the investor's tools outside the menu: their titles only. */
const INVESTOR_EXTRA_ROUTES: readonly ScreenRoute[] = [
  { path: '/notifications/unsubscribe', label: 'Tắt e-mail cảnh báo' },
];

export const ACCOUNT_ROUTES: readonly ScreenRoute[] = [
  { path: '/account/login', label: 'Đăng nhập' },
  { path: '/account/register', label: 'Đăng ký' },
  { path: '/account/profile', label: 'Thông tin tài khoản' },
  { path: '/pricing', label: 'Bảng giá dịch vụ' },
];

function flatten(routes: readonly ScreenRoute[]): ScreenRoute[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

/** The deep-data screens (pages/industry); src/common/industry/industries.ts has INDUSTRY_ROUTES. */
export const INDUSTRY_INDEX_LABEL = 'Dữ liệu ngành';

/** /industry -> "Dữ liệu ngành", /industry/steel -> "Dữ liệu ngành Thép", a presentation -> "Bài trình bày ngành". */
function industryTitle(first: string | undefined, second: string | undefined): string | undefined {
  if (!first) return INDUSTRY_INDEX_LABEL;
  if (first === 'presentation') return second ? 'Bài trình bày ngành' : undefined;
  if (second) return undefined;
  const industry = industryFromSlug(first);
  return industry ? `${INDUSTRY_INDEX_LABEL} ${industryLabel(industry)}` : undefined;
}

const ALL_ROUTES = [
  ...flatten(ENTERPRISE_ROUTES),
  ...MARKET_ROUTES,
  ...INVESTOR_ROUTES,
  ...INVESTOR_EXTRA_ROUTES,
  ...ACCOUNT_ROUTES,
];

/**
 * The Vietnamese title of a screen by its path (query ignored): a company page's
 * (/enterprise/FPT/finance/numeral) is its screen's, the specification route's; macro screens included.
 */
export function screenTitle(path: string): string | undefined {
  const companyPage = parseCompanyPath(path);
  const clean = companyPage ? specPathOfScreen(companyPage.screen) : (path.split(/[?#]/)[0] ?? path);
  const known = ALL_ROUTES.find((route) => route.path === clean)?.label;
  if (known) return known;
  const [, section, groupSlug, childSlug] = clean.split('/');
  if (section === 'macro' && groupSlug && childSlug) return findMacroChild(groupSlug, childSlug)?.child.label;
  if (section === 'industry') return industryTitle(groupSlug, childSlug);
  if (section === 'screener' && groupSlug === 'shared' && childSlug) return 'Bộ lọc cổ phiếu được chia sẻ';
  return undefined;
}
