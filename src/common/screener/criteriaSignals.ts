import { RATIO_CATALOGUE, RATIO_GROUP_LABELS, type RatioDefinition } from '../finance/ratios';
import type { CriterionDefinition } from './criteriaTypes';

/** Technical, foreign-flow, cross-period and ratio criteria (criteria.ts). */

const maDistance = (kind: 'SMA' | 'EMA', period: number): CriterionDefinition => ({
  key: `PRICE_VS_${kind}${String(period)}`,
  label: `Giá so với ${kind} ${String(period)}`,
  kind: 'range',
  group: 'technical',
  unit: 'percent',
  help: `Giá đóng cửa điều chỉnh / ${kind} ${String(period)} phiên - 1. Lớn hơn 0: giá nằm trên đường ${kind}; nhỏ hơn 0: nằm dưới.`,
});

export const TECHNICAL: CriterionDefinition[] = [
  maDistance('SMA', 20),
  maDistance('SMA', 50),
  maDistance('SMA', 200),
  maDistance('EMA', 20),
  maDistance('EMA', 50),
  {
    key: 'RSI14',
    label: 'RSI (14)',
    kind: 'range',
    group: 'technical',
    unit: 'index',
    help: 'Chỉ số sức mạnh tương đối 14 phiên (0-100); trên 70 quá mua, dưới 30 quá bán.',
  },
  {
    key: 'MACD_BULL_CROSS',
    label: 'MACD cắt lên tín hiệu (số phiên trước)',
    kind: 'range',
    group: 'technical',
    unit: 'sessions',
    help: 'Số phiên kể từ lần gần nhất đường MACD (12, 26) cắt lên đường tín hiệu (9); 0 là phiên gần nhất. Không có giá trị khi chưa cắt lên trong 60 phiên.',
  },
  {
    key: 'MACD_BEAR_CROSS',
    label: 'MACD cắt xuống tín hiệu (số phiên trước)',
    kind: 'range',
    group: 'technical',
    unit: 'sessions',
    help: 'Số phiên kể từ lần gần nhất đường MACD cắt xuống đường tín hiệu; không có giá trị khi chưa cắt xuống trong 60 phiên.',
  },
  {
    key: 'NEW_HIGH_52W',
    label: 'Lập đỉnh 52 tuần',
    kind: 'flag',
    group: 'technical',
    help: 'Giá đóng cửa điều chỉnh phiên gần nhất cao hơn mọi phiên trong 52 tuần trước đó.',
  },
  {
    key: 'NEW_LOW_52W',
    label: 'Lập đáy 52 tuần',
    kind: 'flag',
    group: 'technical',
    help: 'Giá đóng cửa điều chỉnh phiên gần nhất thấp hơn mọi phiên trong 52 tuần trước đó.',
  },
];

const foreign = (sessions: number): CriterionDefinition => ({
  key: `FOREIGN_NET_${String(sessions)}D`,
  label: `Khối ngoại mua ròng ${String(sessions)} phiên`,
  kind: 'range',
  group: 'foreign',
  unit: 'billionVnd',
  help: `Tổng (giá trị mua - giá trị bán) của nhà đầu tư nước ngoài trong ${String(sessions)} phiên gần nhất; không có giá trị khi thiếu dữ liệu của một phiên.`,
});

export const FOREIGN: CriterionDefinition[] = [foreign(1), foreign(5), foreign(20)];

export const TREND: CriterionDefinition[] = [
  {
    key: 'ROE_VS_3Y_AVG',
    label: 'ROE 4 quý so với trung bình 3 năm',
    kind: 'range',
    group: 'trend',
    unit: 'points',
    help: 'ROE 4 quý gần nhất - trung bình ROE của 3 năm tài chính gần nhất (điểm %). Lớn hơn 0: ROE đang cao hơn trung bình.',
  },
  {
    key: 'REVENUE_GROWTH_MIN_4Q',
    label: 'Tăng trưởng doanh thu thấp nhất 4 quý',
    kind: 'range',
    group: 'trend',
    unit: 'percent',
    help: 'Mức tăng trưởng doanh thu so với cùng kỳ thấp nhất trong 4 quý gần nhất liên tiếp: "≥ X" nghĩa là tăng trên X% cả 4 quý.',
  },
  {
    key: 'REVENUE_GROWTH_MIN_8Q',
    label: 'Tăng trưởng doanh thu thấp nhất 8 quý',
    kind: 'range',
    group: 'trend',
    unit: 'percent',
    help: 'Như trên, trong 8 quý gần nhất liên tiếp.',
  },
  {
    key: 'PROFIT_GROWTH_MIN_4Q',
    label: 'Tăng trưởng lợi nhuận thấp nhất 4 quý',
    kind: 'range',
    group: 'trend',
    unit: 'percent',
    help: 'Mức tăng trưởng LNST của cổ đông công ty mẹ so với cùng kỳ thấp nhất trong 4 quý gần nhất liên tiếp.',
  },
];

/** Price-based ratios are valued at today's price (the valuation group), never at a period end. */
export const PRICE_BASED_RATIOS: ReadonlySet<string> = new Set(['PE', 'PB', 'PS', 'EV_EBIT']);

/** The ratio criteria: every ratio of the ratios page on the latest quarter and the latest year. */
export function ratioCriteria(basis: 'Q' | 'Y'): CriterionDefinition[] {
  return RATIO_CATALOGUE.filter((ratio) => !PRICE_BASED_RATIOS.has(ratio.code)).map(
    (ratio: RatioDefinition) => ({
      key: `R_${ratio.code}_${basis}`,
      label: `${ratio.nameVi} (${basis === 'Q' ? 'quý' : 'năm'})`,
      kind: 'range' as const,
      group: basis === 'Q' ? ('ratioQuarter' as const) : ('ratioYear' as const),
      unit:
        ratio.unit === 'percent'
          ? ('percent' as const)
          : ratio.unit === 'vnd'
            ? ('vnd' as const)
            : ('times' as const),
      help: `${RATIO_GROUP_LABELS[ratio.group]}: ${ratio.formulaVi}.${basis === 'Q' ? ' Trên quý gần nhất (chỉ tiêu dòng tiền, lợi nhuận lũy kế 4 quý theo định nghĩa của trang chỉ số).' : ' Trên năm tài chính gần nhất.'}`,
      ratio: { code: ratio.code, scale: ratio.unit === 'percent' ? 100 : 1 },
    }),
  );
}
