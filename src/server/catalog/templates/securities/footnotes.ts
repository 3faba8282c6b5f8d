import type { ItemSpec } from '../types';

/** Notes to the statements of securities companies (Circular 334/2016/TT-BTC, B09-CTCK). */
// prettier-ignore
export const SECURITIES_FOOTNOTES: readonly ItemSpec[] = [
  [0, 'LOANS_DETAIL', 'Các khoản cho vay', 'Loans', 'sum', false],
  [1, 'MARGIN_LOANS', 'Cho vay nghiệp vụ ký quỹ (margin)', 'Margin loans', null, false],
  [1, 'ADVANCES_TO_INVESTORS', 'Ứng trước tiền bán chứng khoán của khách hàng', 'Advances to investors against sale proceeds', null, false],
  [1, 'OTHER_LOANS', 'Cho vay khác', 'Other loans', null, false],
  [0, 'FVTPL_FAIR_VALUE', 'Tài sản tài chính FVTPL theo giá trị hợp lý', 'FVTPL financial assets at fair value', 'sum', false],
  [1, 'FVTPL_LISTED_SHARES', 'Cổ phiếu niêm yết', 'Listed shares', null, false],
  [1, 'FVTPL_UNLISTED_SHARES', 'Cổ phiếu chưa niêm yết', 'Unlisted shares', null, false],
  [1, 'FVTPL_BONDS', 'Trái phiếu', 'Bonds', null, false],
  [1, 'FVTPL_CERTIFICATES_OF_DEPOSIT', 'Chứng chỉ tiền gửi', 'Certificates of deposit', null, false],
  [1, 'FVTPL_FUND_CERTIFICATES', 'Chứng chỉ quỹ', 'Fund certificates', null, false],
  [0, 'FVTPL_COST', 'Tài sản tài chính FVTPL theo giá gốc', 'FVTPL financial assets at cost', null, false],
  [0, 'BROKERAGE_MARKET_SHARE', 'Thị phần môi giới (%)', 'Brokerage market share (%)', null, false],
];
