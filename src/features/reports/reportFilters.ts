import type { REPORT_SCOPES } from '@/common/contracts/companyPages';

/** The filters of the analysis reports screen. */
export type ReportScope = (typeof REPORT_SCOPES)[number];

export interface ReportFilters {
  /** '' : every source. */
  source: string;
  /** YYYY-MM-DD, inclusive; null: open. */
  from: string | null;
  to: string | null;
  scope: ReportScope;
}

export const INITIAL_REPORT_FILTERS: ReportFilters = { source: '', from: null, to: null, scope: 'all' };

export const REPORTS_PAGE_SIZE = 20;

export const SCOPE_LABELS: Record<ReportScope, string> = {
  all: 'Tất cả',
  ticker: 'Doanh nghiệp',
  industry: 'Ngành',
};

/** The query of GET /api/enterprise/report-analysis; unset filters are left out. */
export interface ReportAnalysisArgs {
  ticker: string;
  source?: string;
  from?: string;
  to?: string;
  scope: ReportScope;
  page: number;
  pageSize: number;
}

export function reportQueryArgs(ticker: string, filters: ReportFilters, page: number): ReportAnalysisArgs {
  const args: ReportAnalysisArgs = {
    ticker,
    scope: filters.scope,
    page,
    pageSize: REPORTS_PAGE_SIZE,
  };
  if (filters.source) args.source = filters.source;
  if (filters.from) args.from = filters.from;
  if (filters.to) args.to = filters.to;
  return args;
}

export type Recommendation = 'buy' | 'hold' | 'sell';

export const RECOMMENDATIONS: Record<Recommendation, { label: string; color: string }> = {
  buy: { label: 'Mua', color: 'green' },
  hold: { label: 'Nắm giữ', color: 'gold' },
  sell: { label: 'Bán', color: 'red' },
};
