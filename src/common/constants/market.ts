/** Market-data enumerations shared by server and client (docs/DATA.md). */
export const EXCHANGES = ['HOSE', 'HNX', 'UPCOM'] as const;
export type Exchange = (typeof EXCHANGES)[number];

/** Each company type has its own statement templates. */
export const COMPANY_TYPES = ['bank', 'securities', 'insurance', 'non_financial'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];
export const COMPANY_TYPE_LABELS: Record<CompanyType, string> = {
  bank: 'Ngân hàng',
  securities: 'Chứng khoán',
  insurance: 'Bảo hiểm',
  non_financial: 'Doanh nghiệp phi tài chính',
};

/** The statements a template exists for (finance types without the derived views). */
export const STATEMENT_TYPES = [
  'BALANCE_SHEET',
  'INCOME_STATEMENT',
  'CASH_FLOW_DIRECT',
  'CASH_FLOW_INDIRECT',
  'FOOTNOTES',
] as const;
export type StatementType = (typeof STATEMENT_TYPES)[number];

export const STATEMENT_PERIOD_TYPES = ['year', 'quarter', 'month'] as const;
export type StatementPeriodType = (typeof STATEMENT_PERIOD_TYPES)[number];

export const MARKET_INDICES = ['VNINDEX', 'VN30', 'HNXINDEX', 'UPCOMINDEX'] as const;
export type MarketIndex = (typeof MARKET_INDICES)[number];

export const MACRO_FREQUENCIES = ['month', 'quarter', 'year'] as const;
export type MacroFrequency = (typeof MACRO_FREQUENCIES)[number];

/** Par value of a Vietnamese share: paid-in capital / 10,000 VND = number of shares. */
export const SHARE_PAR_VALUE_VND = 10_000;
