import type { ItemSpec } from '../types';

/**
 * Income statement of non-financial companies (Circular 200/2014/TT-BTC, form B02-DN). Expenses,
 * deductions and taxes are negative, so every total is a sum.
 */
// prettier-ignore
export const NON_FINANCIAL_INCOME_STATEMENT: readonly ItemSpec[] = [
  [0, 'GROSS_REVENUE', 'Doanh thu bán hàng và cung cấp dịch vụ', 'Revenue from sales and services'],
  [0, 'REVENUE_DEDUCTIONS', 'Các khoản giảm trừ doanh thu', 'Revenue deductions'],
  [0, 'NET_REVENUE', 'Doanh thu thuần về bán hàng và cung cấp dịch vụ', 'Net revenue', '+GROSS_REVENUE +REVENUE_DEDUCTIONS'],
  [0, 'COGS', 'Giá vốn hàng bán', 'Cost of goods sold'],
  [0, 'GROSS_PROFIT', 'Lợi nhuận gộp về bán hàng và cung cấp dịch vụ', 'Gross profit', '+NET_REVENUE +COGS'],
  [0, 'FINANCIAL_INCOME', 'Doanh thu hoạt động tài chính', 'Financial income'],
  [0, 'FINANCIAL_EXPENSES', 'Chi phí tài chính', 'Financial expenses'],
  [1, 'INTEREST_EXPENSES', 'Trong đó: Chi phí lãi vay', 'Of which: interest expenses'],
  [0, 'SHARE_OF_JOINT_VENTURES', 'Phần lãi/lỗ trong công ty liên doanh, liên kết', 'Share of profit of joint ventures and associates'],
  [0, 'SELLING_EXPENSES', 'Chi phí bán hàng', 'Selling expenses'],
  [0, 'GA_EXPENSES', 'Chi phí quản lý doanh nghiệp', 'General and administrative expenses'],
  [0, 'OPERATING_PROFIT', 'Lợi nhuận thuần từ hoạt động kinh doanh', 'Operating profit', '+GROSS_PROFIT +FINANCIAL_INCOME +FINANCIAL_EXPENSES +SHARE_OF_JOINT_VENTURES +SELLING_EXPENSES +GA_EXPENSES'],
  [0, 'OTHER_INCOME', 'Thu nhập khác', 'Other income'],
  [0, 'OTHER_EXPENSES', 'Chi phí khác', 'Other expenses'],
  [0, 'NET_OTHER_INCOME', 'Lợi nhuận khác', 'Net other income', '+OTHER_INCOME +OTHER_EXPENSES'],
  [0, 'INCOME_FROM_ASSOCIATES_PRE2015', 'Lãi/lỗ từ công ty liên doanh, liên kết (trước 2015)', 'Income from investments in other entities (before 2015)'],
  [0, 'PROFIT_BEFORE_TAX', 'Tổng lợi nhuận kế toán trước thuế', 'Profit before tax', '+OPERATING_PROFIT +NET_OTHER_INCOME +INCOME_FROM_ASSOCIATES_PRE2015'],
  [0, 'CURRENT_INCOME_TAX', 'Chi phí thuế TNDN hiện hành', 'Current corporate income tax'],
  [0, 'DEFERRED_INCOME_TAX', 'Chi phí thuế TNDN hoãn lại', 'Deferred corporate income tax'],
  [0, 'CORPORATE_INCOME_TAX', 'Chi phí thuế thu nhập doanh nghiệp', 'Corporate income tax', '+CURRENT_INCOME_TAX +DEFERRED_INCOME_TAX'],
  [0, 'NET_PROFIT', 'Lợi nhuận sau thuế thu nhập doanh nghiệp', 'Net profit after tax', '+PROFIT_BEFORE_TAX +CORPORATE_INCOME_TAX'],
  [0, 'MINORITY_INTEREST', 'Lợi ích của cổ đông không kiểm soát', 'Profit attributable to non-controlling interests'],
  [0, 'NET_PROFIT_PARENT', 'Lợi nhuận sau thuế của cổ đông công ty mẹ', 'Net profit attributable to the parent', '+NET_PROFIT -MINORITY_INTEREST'],
  [0, 'EPS_BASIC', 'Lãi cơ bản trên cổ phiếu (đồng)', 'Basic earnings per share (VND)'],
  [0, 'EPS_DILUTED', 'Lãi suy giảm trên cổ phiếu (đồng)', 'Diluted earnings per share (VND)'],
];
