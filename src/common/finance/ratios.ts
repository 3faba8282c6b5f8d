import type { CompanyType } from '../constants/market';
import type { RatioDefinition, RatioGroup, RatioInput } from './ratioMath';
import { BANK_RATIOS } from './ratiosBank';
import { GENERAL_RATIOS } from './ratiosGeneral';
import { NON_BANK_RATIOS } from './ratiosNonBank';

export type {
  RatioDefinition,
  RatioDirection,
  RatioGroup,
  RatioInput,
  RatioUnit,
  Snapshot,
} from './ratioMath';

/**
 * The ratio ("numeral") catalogue: every ratio the site computes, with its formula. Defined here
 * once, used by the API (src/server/modules/ratios) and the screens; docs/DATA.md lists the formulas.
 */
export const RATIO_CATALOGUE: readonly RatioDefinition[] = [
  ...GENERAL_RATIOS,
  ...NON_BANK_RATIOS,
  ...BANK_RATIOS,
];

export const RATIO_GROUPS: readonly RatioGroup[] = [
  'valuation',
  'profitability',
  'growth',
  'liquidity',
  'leverage',
  'efficiency',
  'asset_quality',
];

export const RATIO_GROUP_LABELS: Record<RatioGroup, string> = {
  valuation: 'Định giá',
  profitability: 'Khả năng sinh lời',
  growth: 'Tăng trưởng',
  liquidity: 'Thanh khoản',
  leverage: 'Cơ cấu vốn',
  efficiency: 'Hiệu quả hoạt động',
  asset_quality: 'Chất lượng tài sản',
};

const BY_CODE = new Map(RATIO_CATALOGUE.map((ratio) => [ratio.code, ratio]));

export function findRatio(code: string): RatioDefinition | undefined {
  return BY_CODE.get(code);
}

/** The ratios a company type's statements allow, in catalogue order (grouped for the picker). */
export function ratiosFor(companyType: CompanyType): RatioDefinition[] {
  return RATIO_GROUPS.flatMap((group) =>
    RATIO_CATALOGUE.filter((ratio) => ratio.group === group && ratio.companyTypes.includes(companyType)),
  );
}

export function isRatioFor(code: string, companyType: CompanyType): boolean {
  return findRatio(code)?.companyTypes.includes(companyType) ?? false;
}

/** At most this many ratios in a saved set. */
export const MAX_SAVED_METRICS = 30;

/** The ratios screen's set until the user saves one (saved under the kind 'numeral'). */
export const DEFAULT_RATIO_METRICS: Record<CompanyType, readonly string[]> = {
  non_financial: [
    'ROE',
    'ROA',
    'GROSS_MARGIN',
    'NET_MARGIN',
    'EPS',
    'BVPS',
    'PE',
    'PB',
    'DEBT_TO_EQUITY',
    'CURRENT_RATIO',
    'ASSET_TURNOVER',
    'REVENUE_GROWTH',
    'PROFIT_GROWTH',
  ],
  bank: [
    'ROE',
    'ROA',
    'NIM',
    'COST_TO_INCOME',
    'LDR',
    'NPL_RATIO',
    'CASA_RATIO',
    'EPS',
    'BVPS',
    'PE',
    'PB',
    'EQUITY_TO_ASSETS',
    'OPERATING_INCOME_GROWTH',
    'PROFIT_GROWTH',
  ],
  securities: [
    'ROE',
    'ROA',
    'NET_MARGIN',
    'EPS',
    'BVPS',
    'PE',
    'PB',
    'DEBT_TO_EQUITY',
    'MARGIN_LOANS_TO_EQUITY',
    'REVENUE_GROWTH',
    'PROFIT_GROWTH',
  ],
  insurance: [
    'ROE',
    'ROA',
    'NET_MARGIN',
    'LOSS_RATIO',
    'EPS',
    'BVPS',
    'PE',
    'PB',
    'REVENUE_GROWTH',
    'PROFIT_GROWTH',
  ],
};

/** The same-industry screen's set until the user saves one. */
export const DEFAULT_SAME_INDUSTRY_METRICS: Record<CompanyType, readonly string[]> = {
  non_financial: ['PE', 'PB', 'ROE', 'ROA', 'GROSS_MARGIN', 'NET_MARGIN', 'DEBT_TO_EQUITY', 'REVENUE_GROWTH'],
  bank: ['PE', 'PB', 'ROE', 'ROA', 'NIM', 'COST_TO_INCOME', 'NPL_RATIO', 'CASA_RATIO'],
  securities: ['PE', 'PB', 'ROE', 'ROA', 'NET_MARGIN', 'MARGIN_LOANS_TO_EQUITY', 'PROFIT_GROWTH'],
  insurance: ['PE', 'PB', 'ROE', 'ROA', 'NET_MARGIN', 'LOSS_RATIO', 'PROFIT_GROWTH'],
};

/**
 * The statement items the ratios read, by statement: balance-sheet and footnote items are
 * balances (closing / opening), income-statement items are flows (TTM / the period / a year ago).
 */
export const RATIO_INPUT_CODES = {
  BALANCE_SHEET: [
    'TOTAL_ASSETS',
    'TOTAL_LIABILITIES',
    'OWNERS_EQUITY',
    'NON_CONTROLLING_INTERESTS',
    'CHARTER_CAPITAL',
    'PAID_IN_CAPITAL',
    'CURRENT_ASSETS',
    'CURRENT_LIABILITIES',
    'INVENTORIES_NET',
    'CASH_AND_EQUIVALENTS',
    'TRADE_RECEIVABLES',
    'SHORT_TERM_BORROWINGS',
    'LONG_TERM_BORROWINGS',
    'BALANCES_WITH_SBV',
    'PLACEMENTS_WITH_CREDIT_INSTITUTIONS',
    'TRADING_SECURITIES_NET',
    'INVESTMENT_SECURITIES',
    'LOANS_TO_CUSTOMERS',
    'LOAN_LOSS_PROVISION',
    'DUE_TO_GOVERNMENT_AND_SBV',
    'DEPOSITS_FROM_CREDIT_INSTITUTIONS',
    'CUSTOMER_DEPOSITS',
    'VALUABLE_PAPERS_ISSUED',
  ],
  FOOTNOTES: [
    'MARGIN_LOANS',
    'DEMAND_DEPOSITS',
    'CUSTOMER_DEPOSITS_BY_TYPE',
    'NON_PERFORMING_LOANS',
    'LOANS_BY_DEBT_GROUP',
  ],
  INCOME_STATEMENT: [
    'NET_PROFIT',
    'NET_PROFIT_PARENT',
    'PROFIT_BEFORE_TAX',
    'NET_REVENUE',
    'GROSS_PROFIT',
    'COGS',
    'SELLING_EXPENSES',
    'GA_EXPENSES',
    'INTEREST_EXPENSES',
    'NET_PREMIUM_REVENUE',
    'TOTAL_CLAIM_EXPENSES',
    'INTEREST_INCOME',
    'INTEREST_EXPENSE',
    'NET_INTEREST_INCOME',
    'TOTAL_OPERATING_INCOME',
    'OPERATING_EXPENSES',
    'CREDIT_LOSS_PROVISION',
  ],
} as const;

/** Every ratio of the input's company type (or of `codes`), null where the data do not allow it. */
export function computeRatios(input: RatioInput, codes?: readonly string[]): Record<string, number | null> {
  const ratios = codes
    ? codes.flatMap((code) => {
        const ratio = findRatio(code);
        return ratio ? [ratio] : [];
      })
    : ratiosFor(input.companyType);
  const result: Record<string, number | null> = {};
  for (const ratio of ratios) {
    result[ratio.code] = ratio.companyTypes.includes(input.companyType) ? ratio.compute(input) : null;
  }
  return result;
}
