/** Enterprise finance enumerations and defaults of spec sections 3 and 9. */
export const FINANCE_TYPES = [
  'BALANCE_SHEET',
  'INCOME_STATEMENT',
  'CASH_FLOW_DIRECT',
  'CASH_FLOW_INDIRECT',
  'FOOTNOTES',
  'ANNUALIZE',
  'TRAILING',
] as const;
export type FinanceType = (typeof FINANCE_TYPES)[number];

export const FINANCE_TYPE_LABELS: Record<FinanceType, string> = {
  BALANCE_SHEET: 'Cân đối kế toán',
  INCOME_STATEMENT: 'Kết quả kinh doanh',
  CASH_FLOW_DIRECT: 'Lưu chuyển tiền tệ trực tiếp',
  CASH_FLOW_INDIRECT: 'Lưu chuyển tiền tệ gián tiếp',
  FOOTNOTES: 'Thuyết minh',
  ANNUALIZE: 'Quy đổi năm',
  TRAILING: 'Lũy kế 4 quý',
};

/** The statements ANNUALIZE and TRAILING can be computed over. */
export const DERIVED_BASE_STATEMENTS = [
  'INCOME_STATEMENT',
  'CASH_FLOW_INDIRECT',
  'CASH_FLOW_DIRECT',
  'FOOTNOTES',
] as const;

/**
 * Growth views: YoY compares with the same period a year earlier, QoQ with the period just before
 * (the previous quarter; for monthly data the previous month). Yearly data has no QoQ
 * (src/common/finance/growth.ts).
 */
export const GROWTH_MODES = ['yoy', 'qoq'] as const;
export type GrowthMode = (typeof GROWTH_MODES)[number];

export const PERIOD_TYPES = ['year', 'quarter', 'month'] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];
export const PERIOD_TYPE_LABELS: Record<PeriodType, string> = { year: 'Năm', quarter: 'Quý', month: 'Tháng' };

export const UNIT_FORMATS = ['billion', 'million', 'thousand'] as const;
export type UnitFormat = (typeof UNIT_FORMATS)[number];
export const UNIT_LABELS: Record<UnitFormat, string> = {
  billion: 'Tỷ đồng',
  million: 'Triệu đồng',
  thousand: 'Nghìn đồng',
};
/** Values are stored in VND; a unit divides them only when shown. */
export const UNIT_DIVISORS: Record<UnitFormat, number> = { billion: 1e9, million: 1e6, thousand: 1e3 };

export const DEFAULT_FINANCE_TYPE: FinanceType = 'BALANCE_SHEET';
export const DEFAULT_PERIOD_TYPE: PeriodType = 'quarter';
export const DEFAULT_UNIT_FORMAT: UnitFormat = 'billion';
export const DEFAULT_NUMBER_PERIOD_SHOW = 20;
export const DEFAULT_TICKER = 'TCB';
export const ENTERPRISE_START_YEAR = 2010;
