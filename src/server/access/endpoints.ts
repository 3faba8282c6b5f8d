import type { PermissionCode } from '@/common/constants/permissions';

/**
 * How each market-data API path is governed (docs/ACCESS.md), for the documentation and the access
 * matrix test. `periods`: a role without the code gets 403 PLAN_REQUIRED, a limited one only the
 * newest periods and an `access` notice; `gate`: a role without the code gets 403 PLAN_REQUIRED,
 * anyone else the whole answer; `open`: no check (a lookup every page needs, or a preference);
 * `sections`: the caller's own chart sections: reading is open, writing needs the code (limited: at
 * most CHART_LIMIT charts per section), tested in src/server/modules/charts; `items`: a role without
 * the code gets 403 PLAN_REQUIRED, a limited one only the newest items of the access table's `items`
 * limit (whatever page it asks) and an `access` notice.
 */
export type EndpointRule =
  | { kind: 'periods'; code: PermissionCode }
  | { kind: 'gate'; code: PermissionCode }
  | { kind: 'open' }
  | { kind: 'sections'; code: PermissionCode }
  | { kind: 'items'; code: PermissionCode };

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
  '/api/enterprise/v2/finance-chart': { kind: 'gate', code: 'FINANCIAL_CHART' },
  '/api/enterprise/finance-chart': { kind: 'periods', code: 'FINANCE_REPORT_ALL' },
  '/api/enterprise/chart-section/default': { kind: 'open' },
  '/api/enterprise/chart-section': { kind: 'sections', code: 'DEEP_CHART_ALL' },
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
} as const satisfies Record<string, EndpointRule>;
