import type { ItemSpec } from '../types';

/** Notes to the statements of insurance companies (Circular 232/2012/TT-BTC, B09-DNBH). All flows. */
// prettier-ignore
export const INSURANCE_FOOTNOTES: readonly ItemSpec[] = [
  [0, 'PREMIUMS_BY_LINE', 'Phí bảo hiểm gốc theo nghiệp vụ', 'Gross written premium by line', 'sum', true],
  [1, 'PREMIUMS_LIFE', 'Bảo hiểm nhân thọ', 'Life insurance', null, true],
  [1, 'PREMIUMS_HEALTH', 'Bảo hiểm sức khoẻ', 'Health insurance', null, true],
  [1, 'PREMIUMS_MOTOR', 'Bảo hiểm xe cơ giới', 'Motor insurance', null, true],
  [1, 'PREMIUMS_PROPERTY', 'Bảo hiểm tài sản và thiệt hại', 'Property and casualty insurance', null, true],
  [1, 'PREMIUMS_CARGO', 'Bảo hiểm hàng hoá vận chuyển', 'Cargo insurance', null, true],
  [1, 'PREMIUMS_HULL', 'Bảo hiểm thân tàu và trách nhiệm dân sự chủ tàu', 'Hull and protection insurance', null, true],
  [1, 'PREMIUMS_FIRE', 'Bảo hiểm cháy, nổ', 'Fire and explosion insurance', null, true],
  [1, 'PREMIUMS_OTHER', 'Nghiệp vụ khác', 'Other lines', null, true],
  [0, 'CLAIMS_BY_LINE', 'Chi bồi thường bảo hiểm gốc theo nghiệp vụ', 'Claims paid by line', 'sum', true],
  [1, 'CLAIMS_LIFE', 'Bảo hiểm nhân thọ', 'Life insurance', null, true],
  [1, 'CLAIMS_HEALTH', 'Bảo hiểm sức khoẻ', 'Health insurance', null, true],
  [1, 'CLAIMS_MOTOR', 'Bảo hiểm xe cơ giới', 'Motor insurance', null, true],
  [1, 'CLAIMS_PROPERTY', 'Bảo hiểm tài sản và thiệt hại', 'Property and casualty insurance', null, true],
  [1, 'CLAIMS_CARGO', 'Bảo hiểm hàng hoá vận chuyển', 'Cargo insurance', null, true],
  [1, 'CLAIMS_HULL', 'Bảo hiểm thân tàu và trách nhiệm dân sự chủ tàu', 'Hull and protection insurance', null, true],
  [1, 'CLAIMS_FIRE', 'Bảo hiểm cháy, nổ', 'Fire and explosion insurance', null, true],
  [1, 'CLAIMS_OTHER', 'Nghiệp vụ khác', 'Other lines', null, true],
];
