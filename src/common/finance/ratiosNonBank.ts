import type { CompanyType } from '../constants/market';
import { averageBalance, negate, ratioOverPositive, sumOf, valueOf, type RatioDefinition } from './ratioMath';

const WITH_CURRENT: readonly CompanyType[] = ['securities', 'insurance', 'non_financial'];
const NON_FINANCIAL: readonly CompanyType[] = ['non_financial'];

/** Liquidity and efficiency of companies with a current/long-term balance sheet; securities and insurance specifics. */
export const NON_BANK_RATIOS: readonly RatioDefinition[] = [
  {
    code: 'CURRENT_RATIO',
    nameVi: 'Hệ số thanh toán hiện hành',
    unit: 'times',
    group: 'liquidity',
    companyTypes: WITH_CURRENT,
    better: 'higher',
    formulaVi: 'Tài sản ngắn hạn cuối kỳ / nợ ngắn hạn cuối kỳ',
    compute: (input) =>
      ratioOverPositive(
        valueOf(input.closing, 'CURRENT_ASSETS'),
        valueOf(input.closing, 'CURRENT_LIABILITIES'),
      ),
  },
  {
    code: 'QUICK_RATIO',
    nameVi: 'Hệ số thanh toán nhanh',
    unit: 'times',
    group: 'liquidity',
    companyTypes: NON_FINANCIAL,
    better: 'higher',
    formulaVi: '(Tài sản ngắn hạn − hàng tồn kho) cuối kỳ / nợ ngắn hạn cuối kỳ',
    compute: (input) => {
      const current = valueOf(input.closing, 'CURRENT_ASSETS');
      const inventories = valueOf(input.closing, 'INVENTORIES_NET') ?? 0;
      return ratioOverPositive(
        current === null ? null : current - inventories,
        valueOf(input.closing, 'CURRENT_LIABILITIES'),
      );
    },
  },
  {
    code: 'CASH_RATIO',
    nameVi: 'Hệ số thanh toán tiền mặt',
    unit: 'times',
    group: 'liquidity',
    companyTypes: NON_FINANCIAL,
    better: 'higher',
    formulaVi: 'Tiền và tương đương tiền cuối kỳ / nợ ngắn hạn cuối kỳ',
    compute: (input) =>
      ratioOverPositive(
        valueOf(input.closing, 'CASH_AND_EQUIVALENTS'),
        valueOf(input.closing, 'CURRENT_LIABILITIES'),
      ),
  },
  {
    code: 'ASSET_TURNOVER',
    nameVi: 'Vòng quay tổng tài sản',
    unit: 'times',
    group: 'efficiency',
    companyTypes: WITH_CURRENT,
    better: 'higher',
    formulaVi: 'Doanh thu thuần 4 quý / tổng tài sản bình quân',
    compute: (input) =>
      ratioOverPositive(valueOf(input.ttm, 'NET_REVENUE'), averageBalance(input, 'TOTAL_ASSETS')),
  },
  {
    code: 'INVENTORY_TURNOVER',
    nameVi: 'Vòng quay hàng tồn kho',
    unit: 'times',
    group: 'efficiency',
    companyTypes: NON_FINANCIAL,
    better: 'higher',
    formulaVi: '−Giá vốn hàng bán 4 quý / hàng tồn kho bình quân',
    compute: (input) =>
      ratioOverPositive(negate(valueOf(input.ttm, 'COGS')), averageBalance(input, 'INVENTORIES_NET')),
  },
  {
    code: 'RECEIVABLE_TURNOVER',
    nameVi: 'Vòng quay phải thu khách hàng',
    unit: 'times',
    group: 'efficiency',
    companyTypes: NON_FINANCIAL,
    better: 'higher',
    formulaVi: 'Doanh thu thuần 4 quý / phải thu ngắn hạn của khách hàng bình quân',
    compute: (input) =>
      ratioOverPositive(valueOf(input.ttm, 'NET_REVENUE'), averageBalance(input, 'TRADE_RECEIVABLES')),
  },
  {
    code: 'MARGIN_LOANS_TO_EQUITY',
    nameVi: 'Dư nợ ký quỹ (margin) / vốn chủ sở hữu',
    unit: 'times',
    group: 'leverage',
    companyTypes: ['securities'],
    better: 'lower',
    formulaVi: 'Cho vay nghiệp vụ ký quỹ cuối kỳ (thuyết minh) / vốn chủ sở hữu cuối kỳ',
    compute: (input) =>
      ratioOverPositive(valueOf(input.closing, 'MARGIN_LOANS'), valueOf(input.closing, 'OWNERS_EQUITY')),
  },
  {
    code: 'LOSS_RATIO',
    nameVi: 'Tỷ lệ bồi thường',
    unit: 'percent',
    group: 'profitability',
    companyTypes: ['insurance'],
    better: 'lower',
    formulaVi: '−Tổng chi bồi thường bảo hiểm 4 quý / doanh thu phí bảo hiểm thuần 4 quý',
    compute: (input) =>
      ratioOverPositive(
        negate(sumOf(input.ttm, ['TOTAL_CLAIM_EXPENSES'])),
        valueOf(input.ttm, 'NET_PREMIUM_REVENUE'),
      ),
  },
];
