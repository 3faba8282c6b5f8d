import { planLabel, type AccessRole } from './accessTable';

/**
 * How much of the investor's tools each role may keep (issue 32; docs/ACCESS.md "The investor's
 * tools"): one table read by the server (a create beyond the limit is 403 LIMIT_REACHED with the
 * plan that lifts it) and by the browser (the counters "2/3 danh mục" and the upgrade buttons).
 * A guest keeps one watchlist on the device and may run screens; everything else needs an account.
 */
export interface InvestorLimits {
  /** Watchlists per account (a guest: the device's one list). */
  watchlists: number;
  /** Tickers per watchlist. */
  watchlistTickers: number;
  /** Saved screener screens. */
  savedScreens: number;
  portfolios: number;
  /** Transactions per portfolio. */
  portfolioTransactions: number;
  /** Active alerts (a watchlist alert counts once). */
  alerts: number;
  /** Alerts may also send e-mail (in-app notifications always). */
  emailAlerts: boolean;
  /** Rows of a screener export. */
  exportRows: number;
}

export const INVESTOR_LIMITS: Readonly<Record<AccessRole, InvestorLimits>> = {
  anonymous: {
    watchlists: 1,
    watchlistTickers: 30,
    savedScreens: 0,
    portfolios: 0,
    portfolioTransactions: 0,
    alerts: 0,
    emailAlerts: false,
    exportRows: 0,
  },
  free: {
    watchlists: 3,
    watchlistTickers: 50,
    savedScreens: 3,
    portfolios: 1,
    portfolioTransactions: 200,
    alerts: 5,
    emailAlerts: true,
    exportRows: 200,
  },
  BASIC: {
    watchlists: 10,
    watchlistTickers: 100,
    savedScreens: 10,
    portfolios: 3,
    portfolioTransactions: 2000,
    alerts: 30,
    emailAlerts: true,
    exportRows: 2000,
  },
  PRO: {
    watchlists: 20,
    watchlistTickers: 200,
    savedScreens: 50,
    portfolios: 10,
    portfolioTransactions: 10000,
    alerts: 200,
    emailAlerts: true,
    exportRows: 5000,
  },
  PREMIUM: {
    watchlists: 50,
    watchlistTickers: 500,
    savedScreens: 200,
    portfolios: 30,
    portfolioTransactions: 50000,
    alerts: 1000,
    emailAlerts: true,
    exportRows: 5000,
  },
  admin: {
    watchlists: 50,
    watchlistTickers: 500,
    savedScreens: 200,
    portfolios: 30,
    portfolioTransactions: 50000,
    alerts: 1000,
    emailAlerts: true,
    exportRows: 5000,
  },
};

const ORDER: readonly AccessRole[] = ['anonymous', 'free', 'BASIC', 'PRO', 'PREMIUM'];

/** The limits of a role. */
export function investorLimits(role: AccessRole): InvestorLimits {
  return INVESTOR_LIMITS[role];
}

/**
 * The lowest role whose limit for `key` is above `count` (what an upgrade button offers), or null
 * when no plan allows more.
 */
export function roleLiftingLimit(
  key: Exclude<keyof InvestorLimits, 'emailAlerts'>,
  count: number,
): AccessRole | null {
  return ORDER.find((role) => INVESTOR_LIMITS[role][key] > count) ?? null;
}

const LIMIT_NOUNS: Readonly<Record<Exclude<keyof InvestorLimits, 'emailAlerts'>, string>> = {
  watchlists: 'danh sách theo dõi',
  watchlistTickers: 'mã trong một danh sách theo dõi',
  savedScreens: 'bộ lọc đã lưu',
  portfolios: 'danh mục đầu tư',
  portfolioTransactions: 'giao dịch trong một danh mục',
  alerts: 'cảnh báo',
  exportRows: 'dòng xuất file',
};

/** Why a create beyond the limit is refused (the LIMIT_REACHED message), naming the plan that lifts it. */
export function limitReachedMessage(
  role: AccessRole,
  key: Exclude<keyof InvestorLimits, 'emailAlerts'>,
): string {
  const limit = INVESTOR_LIMITS[role][key];
  const noun = LIMIT_NOUNS[key];
  if (role === 'anonymous' && limit === 0) return `Vui lòng đăng nhập để dùng ${noun}.`;
  const lifting = roleLiftingLimit(key, limit);
  const head = `Bạn đã đạt giới hạn ${limit} ${noun}.`;
  if (role === 'anonymous') return `${head} Đăng nhập (miễn phí) để dùng nhiều hơn.`;
  if (!lifting || lifting === 'anonymous' || lifting === 'free' || lifting === 'admin') return head;
  return `${head} Nâng cấp gói ${planLabel(lifting)} để dùng đến ${INVESTOR_LIMITS[lifting][key]}.`;
}
