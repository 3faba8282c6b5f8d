import type { CompanyType } from '../constants/market';
import {
  averageBalance,
  averageOf,
  balanceGrowth,
  flowGrowth,
  negate,
  parentEquity,
  priceOf,
  ratioOf,
  ratioOverPositive,
  sharesOf,
  sumOf,
  valueOf,
  type RatioDefinition,
  type RatioInput,
} from './ratioMath';

const ALL: readonly CompanyType[] = ['bank', 'securities', 'insurance', 'non_financial'];
/** Companies whose income statement has NET_REVENUE (everyone but banks). */
const WITH_REVENUE: readonly CompanyType[] = ['securities', 'insurance', 'non_financial'];
const NON_FINANCIAL: readonly CompanyType[] = ['non_financial'];

function eps(input: RatioInput): number | null {
  return ratioOf(valueOf(input.ttm, 'NET_PROFIT_PARENT'), sharesOf(input));
}

function bvps(input: RatioInput): number | null {
  return ratioOf(parentEquity(input.closing), sharesOf(input));
}

function marketCap(input: RatioInput): number | null {
  const price = priceOf(input);
  const shares = sharesOf(input);
  // Both on today's basis: their product is the as-traded market value at the close's day.
  return price === null || shares === null ? null : price * shares;
}

function borrowings(input: RatioInput): number | null {
  return sumOf(input.closing, ['SHORT_TERM_BORROWINGS', 'LONG_TERM_BORROWINGS']);
}

/**
 * Enterprise value: market value + borrowings - cash and equivalents at the period end. Null
 * without a market value, without cash or without any borrowing line (not a guessed 0).
 */
function enterpriseValue(input: RatioInput): number | null {
  const value = marketCap(input);
  const debt = borrowings(input);
  const cash = valueOf(input.closing, 'CASH_AND_EQUIVALENTS');
  return value === null || debt === null || cash === null ? null : value + debt - cash;
}

/** TTM profit before tax and interest expenses (INTEREST_EXPENSES is negative). */
function ebit(input: RatioInput): number | null {
  const profit = valueOf(input.ttm, 'PROFIT_BEFORE_TAX');
  const interest = valueOf(input.ttm, 'INTEREST_EXPENSES');
  return profit === null || interest === null ? null : profit - interest;
}

/** Ratios every company type has (valuation, returns, capital structure, growth of profit). */
export const GENERAL_RATIOS: readonly RatioDefinition[] = [
  {
    code: 'EPS',
    nameVi: 'EPS 4 quý (đồng/cổ phiếu)',
    unit: 'vnd',
    group: 'valuation',
    companyTypes: ALL,
    better: 'higher',
    formulaVi:
      'LNST của cổ đông công ty mẹ 4 quý gần nhất / số cổ phiếu cuối kỳ (vốn góp / mệnh giá 10.000 đồng) quy về số cổ phiếu hiện nay (nhân các lần chia tách, cổ tức bằng cổ phiếu, cổ phiếu thưởng sau đó)',
    compute: eps,
  },
  {
    code: 'BVPS',
    nameVi: 'Giá trị sổ sách trên cổ phiếu (đồng)',
    unit: 'vnd',
    group: 'valuation',
    companyTypes: ALL,
    better: 'higher',
    formulaVi:
      'Vốn chủ sở hữu của cổ đông công ty mẹ cuối kỳ / số cổ phiếu cuối kỳ quy về số cổ phiếu hiện nay',
    compute: bvps,
  },
  {
    code: 'PE',
    nameVi: 'P/E',
    unit: 'times',
    group: 'valuation',
    companyTypes: ALL,
    better: 'lower',
    formulaVi:
      'Giá đóng cửa trong 14 ngày cuối kỳ (quy về số cổ phiếu hiện nay) / EPS 4 quý; không tính khi EPS ≤ 0 hoặc không có giá trong 14 ngày đó',
    usesPrice: true,
    compute: (input) => ratioOverPositive(priceOf(input), eps(input)),
  },
  {
    code: 'PB',
    nameVi: 'P/B',
    unit: 'times',
    group: 'valuation',
    companyTypes: ALL,
    better: 'lower',
    formulaVi:
      'Giá đóng cửa trong 14 ngày cuối kỳ (quy về số cổ phiếu hiện nay) / giá trị sổ sách trên cổ phiếu',
    usesPrice: true,
    compute: (input) => ratioOverPositive(priceOf(input), bvps(input)),
  },
  {
    code: 'PS',
    nameVi: 'P/S',
    unit: 'times',
    group: 'valuation',
    companyTypes: WITH_REVENUE,
    better: 'lower',
    formulaVi: 'Vốn hóa (giá trong 14 ngày cuối kỳ × số cổ phiếu, cùng một cơ sở) / doanh thu thuần 4 quý',
    usesPrice: true,
    compute: (input) => ratioOverPositive(marketCap(input), valueOf(input.ttm, 'NET_REVENUE')),
  },
  {
    code: 'EV_EBIT',
    nameVi: 'EV/EBIT',
    unit: 'times',
    group: 'valuation',
    companyTypes: NON_FINANCIAL,
    better: 'lower',
    formulaVi:
      '(Vốn hóa + vay ngắn và dài hạn − tiền và tương đương tiền cuối kỳ) / (lợi nhuận trước thuế + chi phí lãi vay) 4 quý; không tính khi EBIT ≤ 0',
    usesPrice: true,
    compute: (input) => ratioOverPositive(enterpriseValue(input), ebit(input)),
  },
  {
    code: 'ROE',
    nameVi: 'ROE',
    unit: 'percent',
    group: 'profitability',
    companyTypes: ALL,
    better: 'higher',
    formulaVi:
      'LNST của cổ đông công ty mẹ 4 quý / vốn chủ sở hữu của cổ đông công ty mẹ bình quân (đầu và cuối 12 tháng)',
    compute: (input) =>
      ratioOverPositive(valueOf(input.ttm, 'NET_PROFIT_PARENT'), averageOf(input, parentEquity)),
  },
  {
    code: 'ROA',
    nameVi: 'ROA',
    unit: 'percent',
    group: 'profitability',
    companyTypes: ALL,
    better: 'higher',
    formulaVi: 'LNST 4 quý / tổng tài sản bình quân',
    compute: (input) =>
      ratioOverPositive(valueOf(input.ttm, 'NET_PROFIT'), averageBalance(input, 'TOTAL_ASSETS')),
  },
  {
    code: 'GROSS_MARGIN',
    nameVi: 'Biên lợi nhuận gộp',
    unit: 'percent',
    group: 'profitability',
    companyTypes: WITH_REVENUE,
    better: 'higher',
    formulaVi: 'Lợi nhuận gộp 4 quý / doanh thu thuần 4 quý',
    compute: (input) =>
      ratioOverPositive(valueOf(input.ttm, 'GROSS_PROFIT'), valueOf(input.ttm, 'NET_REVENUE')),
  },
  {
    code: 'NET_MARGIN',
    nameVi: 'Biên lợi nhuận ròng',
    unit: 'percent',
    group: 'profitability',
    companyTypes: WITH_REVENUE,
    better: 'higher',
    formulaVi: 'LNST 4 quý / doanh thu thuần 4 quý',
    compute: (input) =>
      ratioOverPositive(valueOf(input.ttm, 'NET_PROFIT'), valueOf(input.ttm, 'NET_REVENUE')),
  },
  {
    code: 'SGA_TO_REVENUE',
    nameVi: 'Chi phí bán hàng và quản lý / doanh thu',
    unit: 'percent',
    group: 'profitability',
    companyTypes: NON_FINANCIAL,
    better: 'lower',
    formulaVi: '−(chi phí bán hàng + chi phí quản lý doanh nghiệp) 4 quý / doanh thu thuần 4 quý',
    compute: (input) =>
      ratioOverPositive(
        negate(sumOf(input.ttm, ['SELLING_EXPENSES', 'GA_EXPENSES'])),
        valueOf(input.ttm, 'NET_REVENUE'),
      ),
  },
  {
    code: 'REVENUE_GROWTH',
    nameVi: 'Tăng trưởng doanh thu thuần (so với cùng kỳ)',
    unit: 'percent',
    group: 'growth',
    companyTypes: WITH_REVENUE,
    better: 'higher',
    formulaVi: 'Doanh thu thuần của kỳ / doanh thu thuần cùng kỳ năm trước − 1',
    compute: (input) => flowGrowth(input, 'NET_REVENUE'),
  },
  {
    code: 'PROFIT_GROWTH',
    nameVi: 'Tăng trưởng LNST cổ đông công ty mẹ (so với cùng kỳ)',
    unit: 'percent',
    group: 'growth',
    companyTypes: ALL,
    better: 'higher',
    formulaVi: 'LNST của cổ đông công ty mẹ của kỳ / cùng kỳ năm trước − 1 (không tính khi đổi dấu lãi/lỗ)',
    compute: (input) => flowGrowth(input, 'NET_PROFIT_PARENT'),
  },
  {
    code: 'TOTAL_ASSETS_GROWTH',
    nameVi: 'Tăng trưởng tổng tài sản (12 tháng)',
    unit: 'percent',
    group: 'growth',
    companyTypes: ALL,
    better: 'higher',
    formulaVi: 'Tổng tài sản cuối kỳ / tổng tài sản 12 tháng trước − 1',
    compute: (input) => balanceGrowth(input, 'TOTAL_ASSETS'),
  },
  {
    code: 'DEBT_TO_EQUITY',
    nameVi: 'Nợ phải trả / vốn chủ sở hữu',
    unit: 'times',
    group: 'leverage',
    companyTypes: ALL,
    better: 'lower',
    formulaVi: 'Tổng nợ phải trả cuối kỳ / vốn chủ sở hữu cuối kỳ',
    compute: (input) =>
      ratioOverPositive(valueOf(input.closing, 'TOTAL_LIABILITIES'), valueOf(input.closing, 'OWNERS_EQUITY')),
  },
  {
    code: 'BORROWINGS_TO_EQUITY',
    nameVi: 'Vay nợ / vốn chủ sở hữu',
    unit: 'times',
    group: 'leverage',
    companyTypes: ['securities', 'non_financial'],
    better: 'lower',
    formulaVi: '(Vay và nợ thuê tài chính ngắn hạn + dài hạn) cuối kỳ / vốn chủ sở hữu cuối kỳ',
    compute: (input) => ratioOverPositive(borrowings(input), valueOf(input.closing, 'OWNERS_EQUITY')),
  },
  {
    code: 'EQUITY_TO_ASSETS',
    nameVi: 'Vốn chủ sở hữu / tổng tài sản',
    unit: 'percent',
    group: 'leverage',
    companyTypes: ALL,
    better: 'higher',
    formulaVi: 'Vốn chủ sở hữu cuối kỳ / tổng tài sản cuối kỳ',
    compute: (input) =>
      ratioOverPositive(valueOf(input.closing, 'OWNERS_EQUITY'), valueOf(input.closing, 'TOTAL_ASSETS')),
  },
  {
    code: 'INTEREST_COVERAGE',
    nameVi: 'Khả năng thanh toán lãi vay',
    unit: 'times',
    group: 'leverage',
    companyTypes: NON_FINANCIAL,
    better: 'higher',
    formulaVi: '(Lợi nhuận trước thuế + chi phí lãi vay) 4 quý / chi phí lãi vay 4 quý',
    compute: (input) => {
      const interest = negate(valueOf(input.ttm, 'INTEREST_EXPENSES'));
      const profit = valueOf(input.ttm, 'PROFIT_BEFORE_TAX');
      return ratioOverPositive(profit === null || interest === null ? null : profit + interest, interest);
    },
  },
];
