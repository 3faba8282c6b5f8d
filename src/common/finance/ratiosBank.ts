import type { CompanyType } from '../constants/market';
import {
  averageBalance,
  averageOf,
  balanceGrowth,
  flowGrowth,
  negate,
  ratioOverPositive,
  sumOf,
  valueOf,
  type RatioDefinition,
  type RatioInput,
  type Snapshot,
} from './ratioMath';

const BANK: readonly CompanyType[] = ['bank'];

/**
 * Interest-earning assets: balances with the SBV, placements with and loans to other credit
 * institutions, trading and investment securities (net) and customer loans (gross).
 */
const EARNING_ASSET_CODES = [
  'BALANCES_WITH_SBV',
  'PLACEMENTS_WITH_CREDIT_INSTITUTIONS',
  'TRADING_SECURITIES_NET',
  'INVESTMENT_SECURITIES',
  'LOANS_TO_CUSTOMERS',
] as const;

/** Interest-bearing liabilities: SBV and government, interbank, customer deposits, valuable papers. */
const FUNDING_CODES = [
  'DUE_TO_GOVERNMENT_AND_SBV',
  'DEPOSITS_FROM_CREDIT_INSTITUTIONS',
  'CUSTOMER_DEPOSITS',
  'VALUABLE_PAPERS_ISSUED',
] as const;

function earningAssets(snapshot: Snapshot): number | null {
  // Without customer loans the balance sheet is too incomplete to call anything "earning assets".
  return valueOf(snapshot, 'LOANS_TO_CUSTOMERS') === null ? null : sumOf(snapshot, EARNING_ASSET_CODES);
}

function funding(snapshot: Snapshot): number | null {
  return valueOf(snapshot, 'CUSTOMER_DEPOSITS') === null ? null : sumOf(snapshot, FUNDING_CODES);
}

function nonInterestIncome(input: RatioInput): number | null {
  const total = valueOf(input.ttm, 'TOTAL_OPERATING_INCOME');
  const interest = valueOf(input.ttm, 'NET_INTEREST_INCOME');
  return total === null || interest === null ? null : total - interest;
}

/** Ratios only the credit-institution forms (Circular 49) allow. */
export const BANK_RATIOS: readonly RatioDefinition[] = [
  {
    code: 'NIM',
    nameVi: 'Biên lãi thuần (NIM)',
    unit: 'percent',
    group: 'profitability',
    companyTypes: BANK,
    better: 'higher',
    formulaVi:
      'Thu nhập lãi thuần 4 quý / tài sản sinh lãi bình quân (tiền gửi NHNN, tiền gửi và cho vay TCTD, chứng khoán kinh doanh và đầu tư, cho vay khách hàng)',
    compute: (input) =>
      ratioOverPositive(valueOf(input.ttm, 'NET_INTEREST_INCOME'), averageOf(input, earningAssets)),
  },
  {
    code: 'YIELD_ON_EARNING_ASSETS',
    nameVi: 'Lợi suất tài sản sinh lãi',
    unit: 'percent',
    group: 'profitability',
    companyTypes: BANK,
    better: 'higher',
    formulaVi: 'Thu nhập lãi và tương tự 4 quý / tài sản sinh lãi bình quân',
    compute: (input) =>
      ratioOverPositive(valueOf(input.ttm, 'INTEREST_INCOME'), averageOf(input, earningAssets)),
  },
  {
    code: 'COST_OF_FUNDS',
    nameVi: 'Chi phí vốn',
    unit: 'percent',
    group: 'profitability',
    companyTypes: BANK,
    better: 'lower',
    formulaVi:
      '−Chi phí lãi và tương tự 4 quý / nợ chịu lãi bình quân (nợ Chính phủ và NHNN, tiền gửi và vay TCTD, tiền gửi khách hàng, giấy tờ có giá)',
    compute: (input) =>
      ratioOverPositive(negate(valueOf(input.ttm, 'INTEREST_EXPENSE')), averageOf(input, funding)),
  },
  {
    code: 'COST_TO_INCOME',
    nameVi: 'Chi phí hoạt động / tổng thu nhập hoạt động (CIR)',
    unit: 'percent',
    group: 'profitability',
    companyTypes: BANK,
    better: 'lower',
    formulaVi: '−Chi phí hoạt động 4 quý / tổng thu nhập hoạt động 4 quý',
    compute: (input) =>
      ratioOverPositive(
        negate(valueOf(input.ttm, 'OPERATING_EXPENSES')),
        valueOf(input.ttm, 'TOTAL_OPERATING_INCOME'),
      ),
  },
  {
    code: 'NON_INTEREST_INCOME_SHARE',
    nameVi: 'Tỷ trọng thu nhập ngoài lãi',
    unit: 'percent',
    group: 'profitability',
    companyTypes: BANK,
    better: 'higher',
    formulaVi: '(Tổng thu nhập hoạt động − thu nhập lãi thuần) 4 quý / tổng thu nhập hoạt động 4 quý',
    compute: (input) =>
      ratioOverPositive(nonInterestIncome(input), valueOf(input.ttm, 'TOTAL_OPERATING_INCOME')),
  },
  {
    code: 'OPERATING_INCOME_GROWTH',
    nameVi: 'Tăng trưởng tổng thu nhập hoạt động (so với cùng kỳ)',
    unit: 'percent',
    group: 'growth',
    companyTypes: BANK,
    better: 'higher',
    formulaVi: 'Tổng thu nhập hoạt động của kỳ / cùng kỳ năm trước − 1',
    compute: (input) => flowGrowth(input, 'TOTAL_OPERATING_INCOME'),
  },
  {
    code: 'LOAN_GROWTH',
    nameVi: 'Tăng trưởng cho vay khách hàng (12 tháng)',
    unit: 'percent',
    group: 'growth',
    companyTypes: BANK,
    better: 'higher',
    formulaVi: 'Cho vay khách hàng (gộp) cuối kỳ / 12 tháng trước − 1',
    compute: (input) => balanceGrowth(input, 'LOANS_TO_CUSTOMERS'),
  },
  {
    code: 'DEPOSIT_GROWTH',
    nameVi: 'Tăng trưởng tiền gửi khách hàng (12 tháng)',
    unit: 'percent',
    group: 'growth',
    companyTypes: BANK,
    better: 'higher',
    formulaVi: 'Tiền gửi của khách hàng cuối kỳ / 12 tháng trước − 1',
    compute: (input) => balanceGrowth(input, 'CUSTOMER_DEPOSITS'),
  },
  {
    code: 'LDR',
    nameVi: 'Cho vay / tiền gửi khách hàng (LDR)',
    unit: 'percent',
    group: 'liquidity',
    companyTypes: BANK,
    better: 'lower',
    formulaVi: 'Cho vay khách hàng (gộp) cuối kỳ / tiền gửi của khách hàng cuối kỳ',
    compute: (input) =>
      ratioOverPositive(
        valueOf(input.closing, 'LOANS_TO_CUSTOMERS'),
        valueOf(input.closing, 'CUSTOMER_DEPOSITS'),
      ),
  },
  {
    code: 'CASA_RATIO',
    nameVi: 'Tỷ lệ tiền gửi không kỳ hạn (CASA)',
    unit: 'percent',
    group: 'liquidity',
    companyTypes: BANK,
    better: 'higher',
    formulaVi: 'Tiền gửi không kỳ hạn / tiền gửi của khách hàng theo loại hình (thuyết minh, cuối kỳ)',
    compute: (input) =>
      ratioOverPositive(
        valueOf(input.closing, 'DEMAND_DEPOSITS'),
        valueOf(input.closing, 'CUSTOMER_DEPOSITS_BY_TYPE'),
      ),
  },
  {
    code: 'NPL_RATIO',
    nameVi: 'Tỷ lệ nợ xấu',
    unit: 'percent',
    group: 'asset_quality',
    companyTypes: BANK,
    better: 'lower',
    formulaVi: 'Nợ nhóm 3-5 / tổng dư nợ theo nhóm nợ (thuyết minh, cuối kỳ)',
    compute: (input) =>
      ratioOverPositive(
        valueOf(input.closing, 'NON_PERFORMING_LOANS'),
        valueOf(input.closing, 'LOANS_BY_DEBT_GROUP'),
      ),
  },
  {
    code: 'LOAN_LOSS_COVERAGE',
    nameVi: 'Tỷ lệ bao phủ nợ xấu',
    unit: 'percent',
    group: 'asset_quality',
    companyTypes: BANK,
    better: 'higher',
    formulaVi: '−Dự phòng rủi ro cho vay khách hàng cuối kỳ / nợ xấu cuối kỳ',
    compute: (input) =>
      ratioOverPositive(
        negate(valueOf(input.closing, 'LOAN_LOSS_PROVISION')),
        valueOf(input.closing, 'NON_PERFORMING_LOANS'),
      ),
  },
  {
    code: 'CREDIT_COST',
    nameVi: 'Chi phí tín dụng',
    unit: 'percent',
    group: 'asset_quality',
    companyTypes: BANK,
    better: 'lower',
    formulaVi: '−Chi phí dự phòng rủi ro tín dụng 4 quý / cho vay khách hàng bình quân',
    compute: (input) =>
      ratioOverPositive(
        negate(valueOf(input.ttm, 'CREDIT_LOSS_PROVISION')),
        averageBalance(input, 'LOANS_TO_CUSTOMERS'),
      ),
  },
];
