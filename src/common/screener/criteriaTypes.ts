/** The criteria's vocabulary: kinds, units, groups and their Vietnamese labels (criteria.ts). */

export type CriterionKind = 'range' | 'set' | 'flag';

/** How a number is shown: VND per share, percent, times, tỷ đồng, shares, points, sessions. */
export type CriterionUnit =
  'vnd' | 'percent' | 'points' | 'times' | 'billionVnd' | 'shares' | 'index' | 'sessions';

export type CriterionGroup =
  | 'profile'
  | 'price'
  | 'liquidity'
  | 'valuation'
  | 'technical'
  | 'foreign'
  | 'trend'
  | 'ratioQuarter'
  | 'ratioYear'
  | 'ratioAverage';

export const CRITERION_GROUP_LABELS: Record<CriterionGroup, string> = {
  profile: 'Sàn, ngành, loại hình',
  price: 'Giá và biến động',
  liquidity: 'Thanh khoản',
  valuation: 'Định giá (giá hiện tại)',
  technical: 'Kỹ thuật',
  foreign: 'Khối ngoại',
  trend: 'Điều kiện qua nhiều kỳ',
  ratioQuarter: 'Chỉ số tài chính - quý gần nhất',
  ratioYear: 'Chỉ số tài chính - năm gần nhất',
  ratioAverage: 'Chỉ số tài chính - trung bình 3 năm, 5 năm',
};

export const CRITERION_UNIT_LABELS: Record<CriterionUnit, string> = {
  vnd: 'đồng',
  percent: '%',
  points: 'điểm %',
  times: 'lần',
  billionVnd: 'tỷ đồng',
  shares: 'cp',
  index: '',
  sessions: 'phiên',
};

export interface CriterionDefinition {
  key: string;
  label: string;
  kind: CriterionKind;
  group: CriterionGroup;
  /** Range criteria only. */
  unit?: CriterionUnit;
  /** Set criteria: the allowed values and their labels (industries come from the server's facts). */
  options?: readonly { value: string; label: string }[];
  /** Formula or meaning, shown in the picker's tooltip. */
  help: string;
  /** Ratio criteria: the catalogue code and the multiplier from the catalogue's unit (0.12 -> 12 %). */
  ratio?: { code: string; scale: number };
}
