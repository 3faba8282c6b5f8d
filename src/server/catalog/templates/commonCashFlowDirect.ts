import type { ItemSpec } from './types';

/**
 * Cash flow statement, direct method (Circular 200/2014/TT-BTC, form B03-DN direct). Non-financial
 * companies, securities firms and insurers that report the direct method use these lines; FiinTrade
 * exports only the indirect form for them, so other sources fill this template.
 */
// prettier-ignore
export const COMMON_CASH_FLOW_DIRECT: readonly ItemSpec[] = [
  [0, 'NET_CASH_FROM_OPERATING', 'Lưu chuyển tiền thuần từ hoạt động kinh doanh', 'Net cash from operating activities', 'sum'],
  [1, 'RECEIPTS_FROM_CUSTOMERS', 'Tiền thu từ bán hàng, cung cấp dịch vụ và doanh thu khác', 'Receipts from customers'],
  [1, 'PAYMENTS_TO_SUPPLIERS', 'Tiền chi trả cho người cung cấp hàng hoá và dịch vụ', 'Payments to suppliers'],
  [1, 'PAYMENTS_TO_EMPLOYEES', 'Tiền chi trả cho người lao động', 'Payments to employees'],
  [1, 'INTEREST_PAID', 'Tiền lãi vay đã trả', 'Interest paid'],
  [1, 'INCOME_TAX_PAID', 'Thuế thu nhập doanh nghiệp đã nộp', 'Corporate income tax paid'],
  [1, 'OTHER_OPERATING_RECEIPTS', 'Tiền thu khác từ hoạt động kinh doanh', 'Other receipts from operating activities'],
  [1, 'OTHER_OPERATING_PAYMENTS', 'Tiền chi khác cho hoạt động kinh doanh', 'Other payments for operating activities'],
  [0, 'NET_CASH_FROM_INVESTING', 'Lưu chuyển tiền thuần từ hoạt động đầu tư', 'Net cash from investing activities', 'sum'],
  [1, 'PURCHASE_OF_FIXED_ASSETS', 'Tiền chi để mua sắm, xây dựng TSCĐ và các tài sản dài hạn khác', 'Purchases of fixed assets and other long-term assets'],
  [1, 'PROCEEDS_FROM_FIXED_ASSET_DISPOSAL', 'Tiền thu từ thanh lý, nhượng bán TSCĐ và các tài sản dài hạn khác', 'Proceeds from disposal of fixed assets'],
  [1, 'LOANS_GRANTED', 'Tiền chi cho vay, mua các công cụ nợ của đơn vị khác', 'Loans granted and purchases of debt instruments'],
  [1, 'LOANS_COLLECTED', 'Tiền thu hồi cho vay, bán lại các công cụ nợ của đơn vị khác', 'Collection of loans and sales of debt instruments'],
  [1, 'INVESTMENTS_IN_OTHER_ENTITIES', 'Tiền chi đầu tư góp vốn vào đơn vị khác', 'Investments in other entities'],
  [1, 'PROCEEDS_FROM_DIVESTMENT', 'Tiền thu hồi đầu tư góp vốn vào đơn vị khác', 'Proceeds from divestment in other entities'],
  [1, 'INTEREST_AND_DIVIDENDS_RECEIVED', 'Tiền thu lãi cho vay, cổ tức và lợi nhuận được chia', 'Interest and dividends received'],
  [0, 'NET_CASH_FROM_FINANCING', 'Lưu chuyển tiền thuần từ hoạt động tài chính', 'Net cash from financing activities', 'sum'],
  [1, 'PROCEEDS_FROM_SHARE_ISSUE', 'Tiền thu từ phát hành cổ phiếu, nhận vốn góp của chủ sở hữu', 'Proceeds from issue of shares'],
  [1, 'SHARE_REPURCHASES', 'Tiền trả lại vốn góp cho các chủ sở hữu, mua lại cổ phiếu đã phát hành', 'Capital returned and shares repurchased'],
  [1, 'PROCEEDS_FROM_BORROWINGS', 'Tiền thu từ đi vay', 'Proceeds from borrowings'],
  [1, 'REPAYMENT_OF_BORROWINGS', 'Tiền trả nợ gốc vay', 'Repayment of borrowings'],
  [1, 'FINANCE_LEASE_PAYMENTS', 'Tiền trả nợ gốc thuê tài chính', 'Finance lease principal payments'],
  [1, 'DIVIDENDS_PAID', 'Cổ tức, lợi nhuận đã trả cho chủ sở hữu', 'Dividends paid'],
  [0, 'NET_CASH_FLOW', 'Lưu chuyển tiền thuần trong kỳ', 'Net cash flow for the period', '+NET_CASH_FROM_OPERATING +NET_CASH_FROM_INVESTING +NET_CASH_FROM_FINANCING'],
  [0, 'CASH_BEGINNING', 'Tiền và tương đương tiền đầu kỳ', 'Cash and cash equivalents at the beginning of the period'],
  [0, 'FX_EFFECT_ON_CASH', 'Ảnh hưởng của thay đổi tỷ giá hối đoái quy đổi ngoại tệ', 'Effect of foreign exchange differences'],
  [0, 'CASH_ENDING', 'Tiền và tương đương tiền cuối kỳ', 'Cash and cash equivalents at the end of the period', '+CASH_BEGINNING +NET_CASH_FLOW +FX_EFFECT_ON_CASH'],
];
