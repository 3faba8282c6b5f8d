import type { ItemSpec } from '../types';

/**
 * Notes to bank statements (Circular 49/2014/TT-NHNN, B05/TCTD-HN) used by bank ratios: loans by debt
 * group (NPL ratio), deposits by type (CASA) and interest detail. Balances are stocks, income flows.
 */
// prettier-ignore
export const BANK_FOOTNOTES: readonly ItemSpec[] = [
  [0, 'LOANS_BY_DEBT_GROUP', 'Phân tích chất lượng nợ cho vay', 'Loans by debt group', 'sum', false],
  [1, 'LOANS_GROUP_1', 'Nợ đủ tiêu chuẩn (nhóm 1)', 'Current loans (group 1)', null, false],
  [1, 'LOANS_GROUP_2', 'Nợ cần chú ý (nhóm 2)', 'Special-mention loans (group 2)', null, false],
  [1, 'LOANS_GROUP_3', 'Nợ dưới tiêu chuẩn (nhóm 3)', 'Substandard loans (group 3)', null, false],
  [1, 'LOANS_GROUP_4', 'Nợ nghi ngờ (nhóm 4)', 'Doubtful loans (group 4)', null, false],
  [1, 'LOANS_GROUP_5', 'Nợ có khả năng mất vốn (nhóm 5)', 'Loss loans (group 5)', null, false],
  [0, 'NON_PERFORMING_LOANS', 'Nợ xấu (nhóm 3 - 5)', 'Non-performing loans (groups 3-5)', '+LOANS_GROUP_3 +LOANS_GROUP_4 +LOANS_GROUP_5', false],
  [0, 'LOANS_BY_TERM', 'Cho vay khách hàng theo thời hạn', 'Loans by term', 'sum', false],
  [1, 'SHORT_TERM_LOANS', 'Nợ ngắn hạn', 'Short-term loans', null, false],
  [1, 'MEDIUM_TERM_LOANS', 'Nợ trung hạn', 'Medium-term loans', null, false],
  [1, 'LONG_TERM_LOANS', 'Nợ dài hạn', 'Long-term loans', null, false],
  [0, 'CUSTOMER_DEPOSITS_BY_TYPE', 'Tiền gửi của khách hàng theo loại hình', 'Customer deposits by type', 'sum', false],
  [1, 'DEMAND_DEPOSITS', 'Tiền, vàng gửi không kỳ hạn', 'Demand deposits', null, false],
  [1, 'TERM_DEPOSITS', 'Tiền, vàng gửi có kỳ hạn', 'Term deposits', null, false],
  [1, 'SPECIALIZED_DEPOSITS', 'Tiền gửi vốn chuyên dùng', 'Deposits for specific purposes', null, false],
  [1, 'MARGIN_DEPOSITS', 'Tiền gửi ký quỹ', 'Margin deposits', null, false],
  [0, 'INTEREST_INCOME_DETAIL', 'Thu nhập lãi và các khoản thu nhập tương tự', 'Interest and similar income by source', 'sum', true],
  [1, 'INTEREST_FROM_DEPOSITS', 'Thu nhập lãi tiền gửi', 'Interest from deposits', null, true],
  [1, 'INTEREST_FROM_LOANS', 'Thu nhập lãi cho vay khách hàng', 'Interest from loans to customers', null, true],
  [1, 'INTEREST_FROM_DEBT_SECURITIES', 'Thu lãi từ kinh doanh, đầu tư chứng khoán nợ', 'Interest from debt securities', null, true],
  [1, 'INCOME_FROM_GUARANTEES', 'Thu phí từ nghiệp vụ bảo lãnh', 'Income from guarantees', null, true],
  [1, 'OTHER_INTEREST_INCOME', 'Thu khác từ hoạt động tín dụng', 'Other credit income', null, true],
  [0, 'INTEREST_EXPENSE_DETAIL', 'Chi phí lãi và các chi phí tương tự', 'Interest and similar expenses by source', 'sum', true],
  [1, 'INTEREST_ON_DEPOSITS', 'Trả lãi tiền gửi', 'Interest on deposits', null, true],
  [1, 'INTEREST_ON_BORROWINGS', 'Trả lãi tiền vay', 'Interest on borrowings', null, true],
  [1, 'INTEREST_ON_VALUABLE_PAPERS', 'Trả lãi phát hành giấy tờ có giá', 'Interest on valuable papers issued', null, true],
  [1, 'OTHER_INTEREST_EXPENSE', 'Chi phí khác cho hoạt động tín dụng', 'Other credit expenses', null, true],
];
