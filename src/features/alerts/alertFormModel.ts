import {
  CONDITION_LIMITS,
  COOLDOWN_CHOICES,
  type AlertCondition,
  type AlertConditionKind,
  type CrossDirection,
  type MovingAverageKind,
} from '@/common/alerts/conditions';
import type { AlertItem } from '@/common/contracts/alerts';
import { findRatio } from '@/common/finance/ratios';
import { formatNumber } from '@/common/format';
import { formatVnDateTime } from '@/common/vietnamTime';

/** The alert form's fields (antd Form values) and what they mean (pure, tested). */
export interface AlertFormValues {
  target: 'ticker' | 'watchlist';
  ticker?: string;
  watchlistId?: number;
  kind: AlertConditionKind;
  direction?: CrossDirection;
  value?: number | null;
  multiple?: number | null;
  average?: MovingAverageKind;
  period?: number | null;
  ratio?: string;
  notifyEmail: boolean;
  cooldownMinutes: number;
}

export const INITIAL_FORM: AlertFormValues = {
  target: 'ticker',
  kind: 'price',
  direction: 'above',
  average: 'SMA',
  period: 20,
  multiple: 2,
  ratio: 'ROE',
  notifyEmail: true,
  cooldownMinutes: 1440,
};

/** The number field's bounds and label of a kind (undefined: the kind has no number). */
export function valueField(
  kind: AlertConditionKind,
  ratio?: string,
): { label: string; min: number; max: number; suffix?: string } | undefined {
  switch (kind) {
    case 'price':
      return { label: 'Giá (đồng)', ...CONDITION_LIMITS.price };
    case 'pct_change':
      return { label: '% thay đổi', ...CONDITION_LIMITS.pctChange, suffix: '%' };
    case 'rsi':
      return { label: 'Ngưỡng RSI(14)', ...CONDITION_LIMITS.rsi };
    case 'ratio': {
      const unit = ratio ? findRatio(ratio)?.unit : undefined;
      return { label: 'Ngưỡng', ...CONDITION_LIMITS.ratio, ...(unit === 'percent' ? { suffix: '%' } : {}) };
    }
    default:
      return undefined;
  }
}

/** The condition the form describes, or null while a needed field is empty. */
export function conditionOf(values: Partial<AlertFormValues>): AlertCondition | null {
  const direction = values.direction ?? 'above';
  const value = values.value;
  const has = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);
  switch (values.kind) {
    case 'price':
    case 'pct_change':
    case 'rsi':
      return has(value) ? { kind: values.kind, direction, value } : null;
    case 'volume_spike':
      return has(values.multiple) ? { kind: 'volume_spike', multiple: values.multiple } : null;
    case 'moving_average':
      return has(values.period)
        ? { kind: 'moving_average', average: values.average ?? 'SMA', period: values.period, direction }
        : null;
    case 'ratio':
      return values.ratio && has(value) ? { kind: 'ratio', ratio: values.ratio, direction, value } : null;
    case 'corporate_event':
      return { kind: 'corporate_event' };
    default:
      return null;
  }
}

export function cooldownLabel(minutes: number): string {
  const choice = COOLDOWN_CHOICES.find((item) => item.minutes === minutes);
  if (choice) return choice.label;
  if (minutes % 1440 === 0) return `${minutes / 1440} ngày`;
  if (minutes % 60 === 0) return `${minutes / 60} giờ`;
  return `${minutes} phút`;
}

/** The state column of one alert: "Đang thỏa", "Chưa thỏa", "Chưa rõ (lý do)", or counts for a watchlist. */
export function stateSummary(alert: Pick<AlertItem, 'active' | 'tickers' | 'condition'>): string {
  if (!alert.active) return 'Đang tạm dừng';
  if (alert.tickers.length === 0) return 'Danh sách chưa có mã nào';
  if (alert.condition.kind === 'corporate_event') return 'Đang theo dõi sự kiện mới';
  if (alert.tickers.length === 1) {
    const [only] = alert.tickers;
    if (!only) return '';
    if (only.holds === null) return `Chưa rõ: ${only.reason ?? 'chưa có dữ liệu.'}`;
    return only.holds ? 'Đang thỏa điều kiện' : 'Chưa thỏa điều kiện';
  }
  const holding = alert.tickers.filter((t) => t.holds === true).length;
  const unknown = alert.tickers.filter((t) => t.holds === null).length;
  const parts = [`${holding}/${alert.tickers.length} mã đang thỏa`];
  if (unknown > 0) parts.push(`${unknown} mã chưa rõ`);
  return parts.join(', ');
}

export function lastFiredText(lastFiredAt: string | null): string {
  return lastFiredAt ? formatVnDateTime(lastFiredAt) : 'Chưa lần nào';
}

/** "2/5 cảnh báo đang bật". */
export function usageText(active: number, limit: number): string {
  return `${formatNumber(active, 0)}/${formatNumber(limit, 0)} cảnh báo đang bật`;
}
