import type { ParsedUrlQuery } from 'node:querystring';
import type { AppStore } from '@/application/store';
import { companyHref, companyPath, type CompanyScreen } from '@/common/companyPaths';
import {
  DEFAULT_FINANCE_TYPE,
  DEFAULT_NUMBER_PERIOD_SHOW,
  DEFAULT_PERIOD_TYPE,
  DEFAULT_UNIT_FORMAT,
  FINANCE_TYPE_LABELS,
  PERIOD_TYPES,
  UNIT_FORMATS,
  type FinanceType,
  type PeriodType,
  type UnitFormat,
} from '@/common/constants/finance';
import type { FinanceDataQuery, FinanceDataResponse } from '@/common/contracts/finance';
import { financeApi, financeQueryArgs } from './financeApi';

/**
 * The finance screens' address: a company page per statement (/enterprise/FPT/finance/balance-sheet),
 * the derived views as tabs of the base page (/enterprise/FPT/finance?tab=annualize, ?tab=trailing), and the unit, period type and number of
 * periods in the query when they differ from the defaults (so a shared link shows the same table).
 */

export interface FinanceTab {
  tableName: FinanceType;
  label: string;
  /** The company screen: the page is /enterprise/{TICKER}/{screen}. */
  screen: CompanyScreen;
  /** The `tab` query value of the derived views on the base page. */
  tab?: string;
}

function financeTab(tableName: FinanceType, screen: CompanyScreen, tab?: string): FinanceTab {
  const entry: FinanceTab = { tableName, label: FINANCE_TYPE_LABELS[tableName], screen };
  if (tab) entry.tab = tab;
  return entry;
}

export const FINANCE_TABS: readonly FinanceTab[] = [
  financeTab('BALANCE_SHEET', 'finance/balance-sheet'),
  financeTab('INCOME_STATEMENT', 'finance/income-statement'),
  financeTab('CASH_FLOW_DIRECT', 'finance/cash-flow-direct'),
  financeTab('CASH_FLOW_INDIRECT', 'finance/cash-flow-indirect'),
  financeTab('FOOTNOTES', 'finance/footnotes'),
  financeTab('ANNUALIZE', 'finance', 'annualize'),
  financeTab('TRAILING', 'finance', 'trailing'),
];

/** The ratio pages, the last tabs of the bar (issue 28): their own view settings, so a link keeps the ticker only. */
export interface RatioTab {
  key: 'NUMERAL' | 'SAME_INDUSTRY';
  label: string;
  screen: CompanyScreen;
}

export const RATIO_TABS: readonly RatioTab[] = [
  { key: 'NUMERAL', label: 'Chỉ số tài chính', screen: 'finance/numeral' },
  { key: 'SAME_INDUSTRY', label: 'So sánh cùng ngành', screen: 'finance/same-industry' },
];

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The table the base page shows: a derived view by `tab`, else the default statement. */
export function tableNameFromTab(query: ParsedUrlQuery): FinanceType {
  const tab = first(query.tab);
  return (
    FINANCE_TABS.find((candidate) => candidate.tab !== undefined && candidate.tab === tab)?.tableName ??
    DEFAULT_FINANCE_TYPE
  );
}

/** The view settings of the statement pages, which live in the address (useFinanceView). */
export interface FinanceView {
  unit: UnitFormat;
  periodType: PeriodType;
  numberPeriodShow: number;
}

/** Reads `unit`, `period` and `periods`; anything missing or invalid is the default. */
export function financeViewOf(query: ParsedUrlQuery): FinanceView {
  const unit = first(query.unit);
  const period = first(query.period);
  const periods = Number(first(query.periods));
  return {
    unit: UNIT_FORMATS.find((candidate) => candidate === unit) ?? DEFAULT_UNIT_FORMAT,
    periodType: PERIOD_TYPES.find((candidate) => candidate === period) ?? DEFAULT_PERIOD_TYPE,
    numberPeriodShow:
      Number.isInteger(periods) && periods >= 1 && periods <= 200 ? periods : DEFAULT_NUMBER_PERIOD_SHOW,
  };
}

/** The view settings as query parameters, those that differ from the defaults only. */
function viewQuery(view: FinanceView): Record<string, string> {
  const query: Record<string, string> = {};
  if (view.unit !== DEFAULT_UNIT_FORMAT) query.unit = view.unit;
  if (view.periodType !== DEFAULT_PERIOD_TYPE) query.period = view.periodType;
  if (view.numberPeriodShow !== DEFAULT_NUMBER_PERIOD_SHOW) query.periods = String(view.numberPeriodShow);
  return query;
}

/** What a finance link carries: the ticker (tabHref puts it in the path) and the view settings that differ from the defaults. */
export function financeUrlQuery(state: FinanceView & { ticker: string }): Record<string, string> {
  return { ticker: state.ticker, ...viewQuery(state) };
}

const VIEW_KEYS = ['unit', 'period', 'periods'] as const;

/** `query` with its view settings replaced by these (defaults leave the key out); other keys kept. */
export function withViewQuery(query: ParsedUrlQuery, view: FinanceView): ParsedUrlQuery {
  const isViewKey = (key: string) => VIEW_KEYS.some((viewKey) => viewKey === key);
  const next: ParsedUrlQuery = Object.fromEntries(Object.entries(query).filter(([key]) => !isViewKey(key)));
  return { ...next, ...viewQuery(view) };
}

/** A statement tab's address: the company's page of its screen, the view settings (and `tab`) in the query. */
export function tabHref(tab: FinanceTab, query: Record<string, string>): string {
  const { ticker = '', ...rest } = query;
  return companyHref(ticker, tab.screen, tab.tab ? { ...rest, tab: tab.tab } : rest);
}

/** A ratio tab's address: the company's page of its screen, no query (the view settings are not its). */
export function ratioTabHref(tab: RatioTab, ticker: string): string {
  return companyPath(ticker, tab.screen);
}

/**
 * getServerSideProps' half of a finance page: puts the table's data in the RTK Query cache under the
 * exact args the client hook will use (the view settings read from the same URL), so the figures are
 * in the server-rendered HTML and the browser does not fetch them again. `fetchData` is the finance
 * service, which answers in the contract's shape (features may not import src/server;
 * financePreloadSource checks the shape there). A failure leaves the cache empty: the browser then
 * asks itself and shows the error with a retry button.
 */
export async function preloadFinanceScreen(
  store: AppStore,
  input: { ticker: string; tableName: FinanceType; query: ParsedUrlQuery },
  fetchData: (query: FinanceDataQuery) => Promise<FinanceDataResponse>,
): Promise<{ ok: true } | { ok: false; error: unknown }> {
  const { periodType, numberPeriodShow } = financeViewOf(input.query);
  const args = financeQueryArgs({
    ticker: input.ticker,
    tableName: input.tableName,
    periodType,
    numberPeriodShow,
  });
  try {
    const data = await fetchData(args);
    await store.dispatch(financeApi.util.upsertQueryData('getFinanceData', args, data));
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}
