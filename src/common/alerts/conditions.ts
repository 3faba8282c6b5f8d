import { findRatio } from '../finance/ratios';
import { formatNumber } from '../format';

/**
 * The alert conditions (issue 32; docs/DATA.md "Alerts"): what an alert watches on one ticker, the
 * limits of its numbers and the sentence a user reads. Without zod: the alerts screen and the bell
 * import it on first load; the zod schema (src/common/contracts/alerts.ts) follows these types.
 */

export type CrossDirection = 'above' | 'below';
export type MovingAverageKind = 'SMA' | 'EMA';

export type AlertCondition =
  /** The price (last match, else the reference) crosses `value` VND. */
  | { kind: 'price'; direction: CrossDirection; value: number }
  /** The day's % change (2.5 = +2.5 %) crosses `value`. */
  | { kind: 'pct_change'; direction: CrossDirection; value: number }
  /** The session's volume reaches `multiple` times the average of the 20 sessions before it. */
  | { kind: 'volume_spike'; multiple: number }
  /** The price crosses the SMA/EMA of the last `period` daily closes. */
  | { kind: 'moving_average'; average: MovingAverageKind; period: number; direction: CrossDirection }
  /** RSI(14) of the daily closes crosses `value` (0..100). */
  | { kind: 'rsi'; direction: CrossDirection; value: number }
  /** A ratio of the latest quarter crosses `value` (percent ratios in percent: 15 = 15 %). */
  | { kind: 'ratio'; ratio: string; direction: CrossDirection; value: number }
  /** A new corporate event of the ticker is recorded. */
  | { kind: 'corporate_event' };

export type AlertConditionKind = AlertCondition['kind'];

export const ALERT_CONDITION_KINDS = [
  'price',
  'pct_change',
  'volume_spike',
  'moving_average',
  'rsi',
  'ratio',
  'corporate_event',
] as const satisfies readonly AlertConditionKind[];

/** The picker's labels. */
export const CONDITION_KIND_LABELS: Readonly<Record<AlertConditionKind, string>> = {
  price: 'Giá vượt ngưỡng',
  pct_change: '% thay đổi trong ngày',
  volume_spike: 'Khối lượng đột biến',
  moving_average: 'Giá cắt đường trung bình (SMA/EMA)',
  rsi: 'RSI(14)',
  ratio: 'Chỉ số tài chính (báo cáo mới)',
  corporate_event: 'Sự kiện doanh nghiệp mới',
};

export const DIRECTION_LABELS: Readonly<Record<CrossDirection, string>> = {
  above: 'Vượt lên trên',
  below: 'Giảm xuống dưới',
};

/** Bounds of the numbers a condition may hold (larger ones are typing errors, refused with 400). */
export const CONDITION_LIMITS = {
  /** VND per share. */
  price: { min: 1, max: 10_000_000 },
  /** Percent; the exchanges' daily bands are at most ±15 % (UPCoM), an IPO's first day more. */
  pctChange: { min: -100, max: 1000 },
  volumeMultiple: { min: 1.1, max: 100 },
  maPeriod: { min: 2, max: 200 },
  rsi: { min: 1, max: 99 },
  /** Any ratio, in its display unit (percent ratios in percent). */
  ratio: { min: -1_000_000, max: 1_000_000 },
} as const;

/** The RSI period of every RSI condition. */
export const RSI_PERIOD = 14;
/** Sessions averaged for a volume spike. */
export const VOLUME_AVERAGE_SESSIONS = 20;

/** Cooldown choices in minutes (the form's select): 0 = none. */
export const COOLDOWN_CHOICES: readonly { minutes: number; label: string }[] = [
  { minutes: 0, label: 'Không chờ' },
  { minutes: 60, label: '1 giờ' },
  { minutes: 240, label: '4 giờ' },
  { minutes: 1440, label: '1 ngày' },
  { minutes: 10080, label: '1 tuần' },
];
export const MAX_COOLDOWN_MINUTES = 43_200;

function priceText(value: number): string {
  return formatNumber(value, Number.isInteger(value) ? 0 : 2);
}

function plainNumber(value: number): string {
  return formatNumber(value, Number.isInteger(value) ? 0 : 2);
}

/** The ratio's name and its threshold in its own unit ("ROE 15%", "P/E 10"). */
function ratioText(code: string, value: number): { name: string; threshold: string } {
  const ratio = findRatio(code);
  const name = ratio?.nameVi ?? code;
  if (ratio?.unit === 'percent') return { name, threshold: `${plainNumber(value)}%` };
  if (ratio?.unit === 'vnd') return { name, threshold: `${priceText(value)} đồng` };
  return { name, threshold: plainNumber(value) };
}

const CROSS_VERB: Readonly<Record<CrossDirection, string>> = {
  above: 'vượt lên trên',
  below: 'giảm xuống dưới',
};

/**
 * The condition as a sentence about `subject` (a ticker, or "mã trong danh sách X"):
 * "HPG vượt lên trên 30,000", "HPG có khối lượng gấp 2 lần trung bình 20 phiên".
 */
export function describeCondition(subject: string, condition: AlertCondition): string {
  switch (condition.kind) {
    case 'price':
      return `${subject} ${CROSS_VERB[condition.direction]} ${priceText(condition.value)}`;
    case 'pct_change':
      return `${subject} có % thay đổi trong ngày ${CROSS_VERB[condition.direction]} ${plainNumber(condition.value)}%`;
    case 'volume_spike':
      return `${subject} có khối lượng gấp ${plainNumber(condition.multiple)} lần trung bình ${VOLUME_AVERAGE_SESSIONS} phiên`;
    case 'moving_average':
      return `Giá ${subject} cắt ${condition.direction === 'above' ? 'lên trên' : 'xuống dưới'} ${condition.average}(${condition.period})`;
    case 'rsi':
      return `RSI(${RSI_PERIOD}) của ${subject} ${CROSS_VERB[condition.direction]} ${plainNumber(condition.value)}`;
    case 'ratio': {
      const { name, threshold } = ratioText(condition.ratio, condition.value);
      return `${name} của ${subject} ${CROSS_VERB[condition.direction]} ${threshold} (quý gần nhất)`;
    }
    case 'corporate_event':
      return `${subject} có sự kiện doanh nghiệp mới`;
  }
}

/** The subject of a sentence: the ticker, or the watchlist's tickers. */
export function alertSubject(target: { ticker: string | null; watchlistName: string | null }): string {
  if (target.ticker) return target.ticker;
  return `Mã trong danh sách “${target.watchlistName ?? 'đã xoá'}”`;
}
