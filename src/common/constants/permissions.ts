/**
 * Package and permission codes of spec section 6. What each gates: src/common/access/accessTable.ts
 * (docs/ACCESS.md).
 */
export const DEEP_DATA_INDUSTRIES = [
  'RUBBER',
  'TRANSPORT',
  'STOCK',
  'SHRIMP',
  'ELECTRIC',
  'BANK',
  'STEEL',
  'REAL_ESTATE',
  'TEXTILE',
  'PANGASIUS',
  'FOOD',
  'FERTILIZER',
  'PHOSPHORUS',
  'CAUSTIC_SODA',
  'INDUSTRIAL_AREA',
  'MILK',
  'BEER',
  'AVIATION',
  'CEMENT',
  'PIG',
] as const;
export type DeepDataIndustry = (typeof DEEP_DATA_INDUSTRIES)[number];

export const PERMISSION_CODES = [
  'MACRO_DEFAULT',
  'MACRO_VN_FREE',
  'MACRO_VN_ALL',
  'MACRO_US_FREE',
  'MACRO_US_ALL',
  'MACRO_CN_FREE',
  'MACRO_CN_ALL',
  'COMMODITY_FREE',
  'COMMODITY_ALL',
  ...DEEP_DATA_INDUSTRIES.map((industry) => `DEEP_DATA_${industry}` as const),
  'DEEP_DATA_ALL',
  'PRESENT_SHRIMP',
  'PRESENT_ELECTRIC',
  'PRESENT_ALL',
  'ENTERPRISE_OVERVIEW_ALL',
  'VALUE_CHAIN_ALL',
  'DEEP_CHART_ALL',
  'FINANCE_REPORT_ALL',
  'FINANCE_NUMERAL_ALL',
  'ANALYSIS_VALUE_ALL',
  'ADMINISTRATION_ALL',
  'TECHNICAL_ANALYSIS_ALL',
  'DOCUMENT_ALL',
  'NEWS_ALL',
  'FINANCIAL_CHART',
] as const;
export type PermissionCode = (typeof PERMISSION_CODES)[number];

export function isPermissionCode(value: unknown): value is PermissionCode {
  return typeof value === 'string' && (PERMISSION_CODES as readonly string[]).includes(value);
}
