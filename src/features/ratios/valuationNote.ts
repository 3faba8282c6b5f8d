export { valuationNote } from '@/common/finance/valuationNote';

/** The line under the ratio tables: how price-based figures are valued. */
export const VALUATION_RULE_TEXT =
  'P/E, P/B, P/S dùng giá đóng cửa trong 14 ngày cuối kỳ; giá và số cổ phiếu cùng quy về số cổ phiếu hiện nay ' +
  '(sau chia tách, cổ tức bằng cổ phiếu, cổ phiếu thưởng), nên EPS và giá trị sổ sách liền mạch qua các kỳ. ' +
  'Không có giá trong 14 ngày đó thì để trống, di chuột vào ô để xem lý do.';
