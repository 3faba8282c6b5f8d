import type { ItemSpec } from '../types';

/**
 * Income statement of credit institutions (Circular 49/2014/TT-NHNN, form B03/TCTD-HN). Expenses
 * are negative. The minority share is reported with the sign it has in net profit (negative when
 * minorities take a share), unlike the non-financial template.
 */
// prettier-ignore
export const BANK_INCOME_STATEMENT: readonly ItemSpec[] = [
  [0, 'INTEREST_INCOME', 'Thu nhập lãi và các khoản thu nhập tương tự', 'Interest and similar income'],
  [0, 'INTEREST_EXPENSE', 'Chi phí lãi và các chi phí tương tự', 'Interest and similar expenses'],
  [0, 'NET_INTEREST_INCOME', 'Thu nhập lãi thuần', 'Net interest income', '+INTEREST_INCOME +INTEREST_EXPENSE'],
  [0, 'FEE_INCOME', 'Thu nhập từ hoạt động dịch vụ', 'Fee and commission income'],
  [0, 'FEE_EXPENSE', 'Chi phí hoạt động dịch vụ', 'Fee and commission expenses'],
  [0, 'NET_FEE_INCOME', 'Lãi thuần từ hoạt động dịch vụ', 'Net fee and commission income', '+FEE_INCOME +FEE_EXPENSE'],
  [0, 'NET_FX_GAIN', 'Lãi/lỗ thuần từ hoạt động kinh doanh ngoại hối và vàng', 'Net gain/(loss) from foreign currency and gold dealings'],
  [0, 'NET_TRADING_SECURITIES_GAIN', 'Lãi/lỗ thuần từ mua bán chứng khoán kinh doanh', 'Net gain/(loss) from trading securities'],
  [0, 'NET_INVESTMENT_SECURITIES_GAIN', 'Lãi/lỗ thuần từ mua bán chứng khoán đầu tư', 'Net gain/(loss) from investment securities'],
  [0, 'OTHER_INCOME', 'Thu nhập từ hoạt động khác', 'Other income'],
  [0, 'OTHER_EXPENSES', 'Chi phí hoạt động khác', 'Other expenses'],
  [0, 'NET_OTHER_INCOME', 'Lãi/lỗ thuần từ hoạt động khác', 'Net other income/(expenses)', '+OTHER_INCOME +OTHER_EXPENSES'],
  [0, 'DIVIDEND_INCOME', 'Thu nhập từ góp vốn, mua cổ phần', 'Dividend income'],
  [0, 'TOTAL_OPERATING_INCOME', 'Tổng thu nhập hoạt động', 'Total operating income', '+NET_INTEREST_INCOME +NET_FEE_INCOME +NET_FX_GAIN +NET_TRADING_SECURITIES_GAIN +NET_INVESTMENT_SECURITIES_GAIN +NET_OTHER_INCOME +DIVIDEND_INCOME'],
  [0, 'OPERATING_EXPENSES', 'Chi phí hoạt động', 'General and administrative expenses'],
  [0, 'PROFIT_BEFORE_PROVISIONS', 'Lợi nhuận thuần từ hoạt động kinh doanh trước chi phí dự phòng rủi ro tín dụng', 'Operating profit before provision for credit losses', '+TOTAL_OPERATING_INCOME +OPERATING_EXPENSES'],
  [0, 'CREDIT_LOSS_PROVISION', 'Chi phí dự phòng rủi ro tín dụng', 'Provision for credit losses'],
  [0, 'PROFIT_BEFORE_TAX', 'Tổng lợi nhuận trước thuế', 'Profit before tax', '+PROFIT_BEFORE_PROVISIONS +CREDIT_LOSS_PROVISION'],
  [0, 'CURRENT_INCOME_TAX', 'Chi phí thuế TNDN hiện hành', 'Current corporate income tax'],
  [0, 'DEFERRED_INCOME_TAX', 'Chi phí thuế TNDN hoãn lại', 'Deferred corporate income tax'],
  [0, 'CORPORATE_INCOME_TAX', 'Chi phí thuế thu nhập doanh nghiệp', 'Corporate income tax', '+CURRENT_INCOME_TAX +DEFERRED_INCOME_TAX'],
  [0, 'NET_PROFIT', 'Lợi nhuận sau thuế', 'Net profit after tax', '+PROFIT_BEFORE_TAX +CORPORATE_INCOME_TAX'],
  [0, 'MINORITY_INTEREST', 'Lợi ích của cổ đông không kiểm soát', 'Profit attributable to non-controlling interests'],
  [0, 'NET_PROFIT_PARENT', 'Lợi nhuận sau thuế của cổ đông ngân hàng mẹ', 'Net profit attributable to the parent', '+NET_PROFIT +MINORITY_INTEREST'],
  [0, 'EPS_BASIC', 'Lãi cơ bản trên cổ phiếu (đồng)', 'Basic earnings per share (VND)'],
];
