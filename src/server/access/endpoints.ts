import type { PermissionCode } from '@/common/constants/permissions';

/**
 * How each market-data API path is governed (docs/ACCESS.md): the one list of who sees which data
 * route, for the documentation and the access matrix test (which calls every route as every role).
 * `periods`: a role without the code gets 403 PLAN_REQUIRED, a limited one only the newest periods
 * and an `access` notice; with `periodsOf`, the role needs `code` and the periods follow the limit
 * of `periodsOf` (the one-metric chart: FINANCIAL_CHART opens it, the statements' period rule cuts
 * it); `gate`: a role without the code gets 403 PLAN_REQUIRED,
 * anyone else the whole answer; `open`: no check (a lookup every page needs, or a preference);
 * `sections`: the caller's own chart sections: reading is open, writing needs the code (limited: at
 * most CHART_LIMIT charts per section), tested in src/server/modules/charts; `items`: a role without
 * the code gets 403 PLAN_REQUIRED, a limited one only the newest items of the access table's `items`
 * limit (whatever page it asks) and an `access` notice; `perItem`: each item asked (a macro
 * indicator, an industry, a presentation) has its own code, 403 PLAN_REQUIRED when the role lacks it,
 * tested with the item's module; `structure`: open, every item marked `locked` with the plan that
 * opens it (menus, lists, dashboards: no figures); `account`: any signed-in account, whatever its
 * plan (401 for guests; the price history export), tested with its module.
 */
export type EndpointRule =
  | { kind: 'periods'; code: PermissionCode; periodsOf?: PermissionCode }
  | { kind: 'gate'; code: PermissionCode }
  | { kind: 'open' }
  | { kind: 'sections'; code: PermissionCode }
  | { kind: 'items'; code: PermissionCode }
  | { kind: 'perItem'; rule: string }
  | { kind: 'structure' }
  | { kind: 'account' };

export const DATA_ENDPOINT_ACCESS = {
  '/api/enterprise/corp-search': { kind: 'open' },
  '/api/enterprise/corp-profile': { kind: 'open' },
  '/api/enterprise/finance-label': { kind: 'gate', code: 'FINANCE_REPORT_ALL' },
  '/api/enterprise/v2/finance-data': { kind: 'periods', code: 'FINANCE_REPORT_ALL' },
  '/api/enterprise/v2/finance-ticket-data': { kind: 'periods', code: 'FINANCE_REPORT_ALL' },
  '/api/enterprise/v2/finance-data-range': { kind: 'periods', code: 'FINANCE_REPORT_ALL' },
  '/api/enterprise/numeral-data': { kind: 'periods', code: 'FINANCE_NUMERAL_ALL' },
  '/api/enterprise/numeral-metric': { kind: 'open' },
  '/api/enterprise/same-industry-data': { kind: 'gate', code: 'ANALYSIS_VALUE_ALL' },
  '/api/enterprise/same-industry-metric': { kind: 'gate', code: 'ANALYSIS_VALUE_ALL' },
  '/api/enterprise/v2/finance-chip': { kind: 'open' },
  '/api/enterprise/v2/finance-chart': {
    kind: 'periods',
    code: 'FINANCIAL_CHART',
    periodsOf: 'FINANCE_REPORT_ALL',
  },
  '/api/enterprise/finance-chart': { kind: 'periods', code: 'FINANCE_REPORT_ALL' },
  '/api/enterprise/chart-section/default': { kind: 'open' },
  '/api/enterprise/chart-section': { kind: 'sections', code: 'DEEP_CHART_ALL' },
  '/api/enterprise/chart-section/default/copy': { kind: 'sections', code: 'DEEP_CHART_ALL' },
  '/api/enterprise/chart-section/duplicate': { kind: 'sections', code: 'DEEP_CHART_ALL' },
  '/api/enterprise/chart-section/reorder': { kind: 'sections', code: 'DEEP_CHART_ALL' },
  '/api/enterprise/chart-section/apply': { kind: 'sections', code: 'DEEP_CHART_ALL' },
  '/api/enterprise/chart-section/share': { kind: 'sections', code: 'DEEP_CHART_ALL' },
  '/api/enterprise/chart-section/shared/[token]': { kind: 'sections', code: 'DEEP_CHART_ALL' },
  '/api/enterprise/stock-template/[deviceId]': { kind: 'sections', code: 'DEEP_CHART_ALL' },
  '/api/enterprise/overview': { kind: 'gate', code: 'ENTERPRISE_OVERVIEW_ALL' },
  '/api/enterprise/stock-ohlc': { kind: 'gate', code: 'ENTERPRISE_OVERVIEW_ALL' },
  '/api/enterprise/technical-summary': { kind: 'gate', code: 'TECHNICAL_ANALYSIS_ALL' },
  '/api/enterprise/value-chain': { kind: 'gate', code: 'VALUE_CHAIN_ALL' },
  '/api/enterprise/report-analysis': { kind: 'gate', code: 'ANALYSIS_VALUE_ALL' },
  '/api/enterprise/news': { kind: 'items', code: 'NEWS_ALL' },
  '/api/enterprise/documents': { kind: 'gate', code: 'DOCUMENT_ALL' },
  // Issue 31: corporate events and dividends are free for everyone (docs/ACCESS.md).
  '/api/enterprise/events': { kind: 'open' },
  '/api/enterprise/dividends': { kind: 'open' },
  '/api/enterprise/ownership': { kind: 'gate', code: 'ENTERPRISE_OVERVIEW_ALL' },
  '/api/enterprise/insider-deals': { kind: 'gate', code: 'ENTERPRISE_OVERVIEW_ALL' },
  '/api/enterprise/foreign-room': { kind: 'gate', code: 'ENTERPRISE_OVERVIEW_ALL' },
  '/api/enterprise/price-history': { kind: 'gate', code: 'ENTERPRISE_OVERVIEW_ALL' },
  '/api/enterprise/price-history/export': { kind: 'account' },
  '/api/enterprise/valuation-bands': { kind: 'periods', code: 'FINANCE_NUMERAL_ALL' },
  '/api/macro/menu-macro': { kind: 'structure' },
  '/api/macro/menu-macro-custom': { kind: 'structure' },
  '/api/macro/get-label': { kind: 'open' },
  '/api/macro/get-label-v2': { kind: 'open' },
  '/api/macro/get-data': { kind: 'perItem', rule: 'each indicator: its MACRO_* or COMMODITY_* code' },
  '/api/macro/get-data-same-period': {
    kind: 'perItem',
    rule: 'each indicator: its MACRO_* or COMMODITY_* code',
  },
  '/api/macro/metric-data': {
    kind: 'perItem',
    rule: 'each indicator: its MACRO_*, COMMODITY_* or DEEP_DATA_* code',
  },
  '/api/macro/metric-data-custom-chart': {
    kind: 'perItem',
    rule: 'each indicator: its MACRO_*, COMMODITY_* or DEEP_DATA_* code',
  },
  // The banks' NIM, NPL, CASA and growth side by side: the bank industry's company comparison.
  '/api/macro/release-calendar': {
    kind: 'perItem',
    rule: "each card: its series' MACRO_* code (a locked card carries no figure, only who opens it)",
  },
  '/api/macro/ticket/commercial-bank': { kind: 'gate', code: 'DEEP_DATA_BANK' },
  '/api/industry/list': { kind: 'structure' },
  '/api/industry/dashboard': { kind: 'structure' },
  '/api/industry/companies': { kind: 'perItem', rule: 'the industry: its DEEP_DATA_<INDUSTRY> code' },
  '/api/industry/overview': { kind: 'gate', code: 'DEEP_DATA_ALL' },
  '/api/industry/presentation': { kind: 'perItem', rule: 'the presentation: its PRESENT_* code' },
} as const satisfies Record<string, EndpointRule>;

export type DataEndpointPath = keyof typeof DATA_ENDPOINT_ACCESS;

/** The path prefixes of market-data routes: each route under them must be in DATA_ENDPOINT_ACCESS. */
export const DATA_ROUTE_PREFIXES = ['/api/enterprise/', '/api/macro/', '/api/industry/'] as const;
