import { COMPANY_TYPE_LABELS, COMPANY_TYPES, EXCHANGES } from '../constants/market';
import { RATIO_CATALOGUE, RATIO_GROUP_LABELS } from '../finance/ratios';
import type { RatioDefinition } from '../finance/ratios';

/**
 * The screener's criteria catalogue (issue 32; docs/DATA.md "Screener"): every fact a screen can
 * filter on, with its Vietnamese label, unit and group. A fact is a number in the criterion's display
 * unit (percent criteria hold 12.5 for 12.5 %, value criteria hold tỷ đồng), a category (exchange,
 * industry, company type) or a yes/no flag. The formulas are in ./formulas.ts; the server builds the
 * facts of every listed stock once (src/server/modules/screener/facts.ts).
 */

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
  | 'ratioYear';

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

const EXCHANGE_OPTIONS = EXCHANGES.map((value) => ({ value, label: value }));
const COMPANY_TYPE_OPTIONS = COMPANY_TYPES.map((value) => ({ value, label: COMPANY_TYPE_LABELS[value] }));

const PROFILE: CriterionDefinition[] = [
  {
    key: 'EXCHANGE',
    label: 'Sàn niêm yết',
    kind: 'set',
    group: 'profile',
    options: EXCHANGE_OPTIONS,
    help: 'HOSE, HNX hoặc UPCoM.',
  },
  {
    key: 'ICB1',
    label: 'Ngành ICB cấp 1',
    kind: 'set',
    group: 'profile',
    help: 'Phân ngành ICB cấp 1 của doanh nghiệp.',
  },
  {
    key: 'ICB2',
    label: 'Ngành ICB cấp 2',
    kind: 'set',
    group: 'profile',
    help: 'Phân ngành ICB cấp 2 của doanh nghiệp.',
  },
  {
    key: 'ICB3',
    label: 'Ngành ICB cấp 3',
    kind: 'set',
    group: 'profile',
    help: 'Phân ngành ICB cấp 3 của doanh nghiệp.',
  },
  {
    key: 'ICB4',
    label: 'Ngành ICB cấp 4',
    kind: 'set',
    group: 'profile',
    help: 'Phân ngành ICB cấp 4 của doanh nghiệp.',
  },
  {
    key: 'COMPANY_TYPE',
    label: 'Loại hình doanh nghiệp',
    kind: 'set',
    group: 'profile',
    options: COMPANY_TYPE_OPTIONS,
    help: 'Ngân hàng, chứng khoán, bảo hiểm hay doanh nghiệp phi tài chính.',
  },
];

const change = (key: string, label: string, help: string): CriterionDefinition => ({
  key,
  label,
  kind: 'range',
  group: 'price',
  unit: 'percent',
  help,
});

const PRICE: CriterionDefinition[] = [
  {
    key: 'PRICE',
    label: 'Giá hiện tại',
    kind: 'range',
    group: 'price',
    unit: 'vnd',
    help: 'Giá khớp gần nhất (giá tham chiếu khi chưa khớp), đồng/cổ phiếu.',
  },
  change('CHANGE_1D', 'Thay đổi giá 1 ngày', '(Giá - giá tham chiếu) / giá tham chiếu của phiên gần nhất.'),
  change(
    'CHANGE_1W',
    'Thay đổi giá 1 tuần',
    'Giá đóng cửa điều chỉnh gần nhất / giá đóng cửa điều chỉnh 7 ngày trước - 1.',
  ),
  change(
    'CHANGE_1M',
    'Thay đổi giá 1 tháng',
    'Giá đóng cửa điều chỉnh gần nhất / giá đóng cửa điều chỉnh 1 tháng trước - 1.',
  ),
  change(
    'CHANGE_3M',
    'Thay đổi giá 3 tháng',
    'Giá đóng cửa điều chỉnh gần nhất / giá đóng cửa điều chỉnh 3 tháng trước - 1.',
  ),
  change(
    'CHANGE_YTD',
    'Thay đổi giá từ đầu năm',
    'Giá đóng cửa điều chỉnh gần nhất / giá đóng cửa điều chỉnh phiên cuối năm trước - 1.',
  ),
  change(
    'CHANGE_1Y',
    'Thay đổi giá 1 năm',
    'Giá đóng cửa điều chỉnh gần nhất / giá đóng cửa điều chỉnh 1 năm trước - 1.',
  ),
  {
    key: 'MARKET_CAP',
    label: 'Vốn hóa',
    kind: 'range',
    group: 'price',
    unit: 'billionVnd',
    help: 'Giá × số cổ phiếu niêm yết.',
  },
];

const LIQUIDITY: CriterionDefinition[] = [
  {
    key: 'VALUE',
    label: 'Giá trị giao dịch',
    kind: 'range',
    group: 'liquidity',
    unit: 'billionVnd',
    help: 'Tổng giá trị khớp lệnh và thỏa thuận của phiên gần nhất.',
  },
  {
    key: 'VOLUME',
    label: 'Khối lượng giao dịch',
    kind: 'range',
    group: 'liquidity',
    unit: 'shares',
    help: 'Tổng khối lượng của phiên gần nhất.',
  },
  {
    key: 'VALUE_AVG20',
    label: 'Giá trị giao dịch TB 20 phiên',
    kind: 'range',
    group: 'liquidity',
    unit: 'billionVnd',
    help: 'Trung bình giá trị giao dịch của 20 phiên trước phiên gần nhất.',
  },
  {
    key: 'VALUE_VS_AVG20',
    label: 'Giá trị so với TB 20 phiên',
    kind: 'range',
    group: 'liquidity',
    unit: 'times',
    help: 'Giá trị phiên gần nhất / trung bình 20 phiên trước đó.',
  },
  {
    key: 'VOLUME_VS_AVG20',
    label: 'Khối lượng so với TB 20 phiên (đột biến)',
    kind: 'range',
    group: 'liquidity',
    unit: 'times',
    help: 'Khối lượng phiên gần nhất / trung bình 20 phiên trước đó; từ 2 lần trở lên là đột biến.',
  },
];

const VALUATION: CriterionDefinition[] = [
  {
    key: 'PE',
    label: 'P/E',
    kind: 'range',
    group: 'valuation',
    unit: 'times',
    help: 'Giá hiện tại / EPS 4 quý gần nhất, như trang tổng quan doanh nghiệp (không tính khi EPS ≤ 0).',
  },
  {
    key: 'PB',
    label: 'P/B',
    kind: 'range',
    group: 'valuation',
    unit: 'times',
    help: 'Giá hiện tại / giá trị sổ sách mỗi cổ phiếu của kỳ gần nhất.',
  },
  {
    key: 'PS',
    label: 'P/S',
    kind: 'range',
    group: 'valuation',
    unit: 'times',
    help: 'Vốn hóa / doanh thu thuần 4 quý gần nhất.',
  },
  {
    key: 'EV_EBIT',
    label: 'EV/EBIT',
    kind: 'range',
    group: 'valuation',
    unit: 'times',
    help: 'Giá trị doanh nghiệp / EBIT 4 quý. EV/EBITDA chưa có vì dữ liệu chưa tách khấu hao.',
  },
  {
    key: 'DIVIDEND_YIELD',
    label: 'Tỷ suất cổ tức',
    kind: 'range',
    group: 'valuation',
    unit: 'percent',
    help: 'Cổ tức tiền mặt 12 tháng gần nhất / giá hiện tại.',
  },
];

const maDistance = (kind: 'SMA' | 'EMA', period: number): CriterionDefinition => ({
  key: `PRICE_VS_${kind}${String(period)}`,
  label: `Giá so với ${kind} ${String(period)}`,
  kind: 'range',
  group: 'technical',
  unit: 'percent',
  help: `Giá đóng cửa điều chỉnh / ${kind} ${String(period)} phiên - 1. Lớn hơn 0: giá nằm trên đường ${kind}; nhỏ hơn 0: nằm dưới.`,
});

const TECHNICAL: CriterionDefinition[] = [
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

const FOREIGN: CriterionDefinition[] = [foreign(1), foreign(5), foreign(20)];

const TREND: CriterionDefinition[] = [
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
function ratioCriteria(basis: 'Q' | 'Y'): CriterionDefinition[] {
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

export const CRITERIA: readonly CriterionDefinition[] = [
  ...PROFILE,
  ...PRICE,
  ...LIQUIDITY,
  ...VALUATION,
  ...TECHNICAL,
  ...FOREIGN,
  ...TREND,
  ...ratioCriteria('Q'),
  ...ratioCriteria('Y'),
];

const BY_KEY = new Map(CRITERIA.map((criterion) => [criterion.key, criterion]));

export function findCriterion(key: string): CriterionDefinition | undefined {
  return BY_KEY.get(key);
}

/** Numeric facts the server computes (every range and flag criterion). */
export const NUMERIC_KEYS: readonly string[] = CRITERIA.filter((criterion) => criterion.kind !== 'set').map(
  (criterion) => criterion.key,
);
