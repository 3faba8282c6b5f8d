import { inSession, isWeekday, ruleHolidayName, vietnamDate, vietnamMinutes } from './tradingCalendar';

/**
 * A session's figures against the market's history, whether the market is trading now, and how a
 * market card says where its data come from (docs/DATA.md "Market overview").
 */

/** How often market cards ask again while the market trades (RTK Query pollingInterval). */
export const MARKET_POLL_MS = 30_000;

/** Sessions the traded value and volume are averaged over. */
export const AVERAGE_SESSIONS = 20;

/**
 * True during continuous trading (09:00–11:30, 13:00–14:45 Vietnam time) on a weekday that is not a
 * holiday by the default rules (the browser does not know market_holidays' one-off rows; a missed
 * closure only means a few unneeded refreshes).
 */
export function isMarketOpen(now: Date): boolean {
  const date = vietnamDate(now);
  return isWeekday(date) && ruleHolidayName(date) === null && inSession(vietnamMinutes(now));
}

/** The polling interval for `now`: MARKET_POLL_MS while the market trades, 0 (no polling) otherwise. */
export function marketPollingInterval(now: Date): number {
  return isMarketOpen(now) ? MARKET_POLL_MS : 0;
}

export interface TradedComparison {
  /** The session's figure (VND or shares). */
  current: number | null;
  previous: number | null;
  /** current / previous − 1 (fraction); null when either is unknown or previous is 0. */
  vsPrevious: number | null;
  /** Mean of the figure over the AVERAGE_SESSIONS sessions before this one that have it. */
  average: number | null;
  /** How many sessions the average is over (fewer than AVERAGE_SESSIONS early in a history). */
  averageSessions: number;
  /** current / average − 1 (fraction). */
  vsAverage: number | null;
}

const ratioChange = (current: number | null, base: number | null): number | null =>
  current === null || base === null || !(base > 0) ? null : current / base - 1;

/**
 * A session's traded value or volume against the previous session and the average of the 20 before
 * it. `history` is the earlier sessions' figures, newest first (nulls allowed: a session without the
 * figure is skipped by the average, and a null previous session gives no vsPrevious).
 *
 *     vsPrevious = current / previous − 1
 *     average    = (Σ of the last ≤ 20 known figures before the session) / their count
 *     vsAverage  = current / average − 1
 */
export function compareTraded(current: number | null, history: readonly (number | null)[]): TradedComparison {
  const previous = history[0] ?? null;
  const window = history.slice(0, AVERAGE_SESSIONS).filter((value): value is number => value !== null);
  const average = window.length > 0 ? window.reduce((sum, value) => sum + value, 0) / window.length : null;
  return {
    current,
    previous,
    vsPrevious: ratioChange(current, previous),
    average,
    averageSessions: window.length,
    vsAverage: ratioChange(current, average),
  };
}

const SOURCE_LABELS: Record<string, string> = {
  ssi: 'SSI FastConnect',
  demo: 'dữ liệu minh họa',
};

/** A data source as the cards name it ('ssi' -> 'SSI FastConnect'); unknown codes as they are. */
export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? source;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'HH:mm' of an instant in Vietnam time (UTC+7 all year). */
export function vietnamClock(iso: string): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const clock = new Date(time + 7 * 3_600_000);
  return `${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`;
}

/** A session's day as the site writes dates: the spec's YYYY-MM-DD (the first ten characters). */
export function sessionDay(date: string): string {
  return date.slice(0, 10);
}

/**
 * What a market card says under its figures: "Dữ liệu phiên 2026-11-27, cập nhật 10:15 ngày
 * 2026-11-27, nguồn SSI FastConnect". The update day is named only when it is not the session's.
 */
export function dataCaption(provenance: {
  date: string | null;
  asOf: string | null;
  sources: readonly string[];
}): string {
  if (provenance.date === null) return 'Chưa có dữ liệu phiên giao dịch';
  const parts = [`Dữ liệu phiên ${sessionDay(provenance.date)}`];
  if (provenance.asOf !== null) {
    const clock = vietnamClock(provenance.asOf);
    const day = vietnamDate(new Date(provenance.asOf));
    if (clock !== null)
      parts.push(`cập nhật ${clock}${day === provenance.date ? '' : ` ngày ${sessionDay(day)}`}`);
  }
  if (provenance.sources.length > 0) parts.push(`nguồn ${provenance.sources.map(sourceLabel).join(', ')}`);
  return parts.join(', ');
}

/** The indices the overview shows, in its order, with the names the boards print. */
export const MARKET_INDEX_CODES = ['VNINDEX', 'VN30', 'HNXINDEX', 'UPCOMINDEX'] as const;
export type MarketIndexCode = (typeof MARKET_INDEX_CODES)[number];

export const MARKET_INDEX_NAMES: Record<MarketIndexCode, string> = {
  VNINDEX: 'VN-Index',
  VN30: 'VN30',
  HNXINDEX: 'HNX-Index',
  UPCOMINDEX: 'UPCoM-Index',
};

/** The exchange whose stocks an index covers when its members are not stored (VN30 has none). */
export const INDEX_EXCHANGE: Record<MarketIndexCode, 'HOSE' | 'HNX' | 'UPCOM' | null> = {
  VNINDEX: 'HOSE',
  VN30: null,
  HNXINDEX: 'HNX',
  UPCOMINDEX: 'UPCOM',
};

/** Ranges of the daily index chart (wire values) and their buttons: tháng (T) and năm (N). */
export const INDEX_CHART_RANGES = ['1M', '3M', '6M', '1Y', '5Y'] as const;
export type IndexChartRange = (typeof INDEX_CHART_RANGES)[number];

export const INDEX_CHART_RANGE_LABELS: Record<IndexChartRange, string> = {
  '1M': '1T',
  '3M': '3T',
  '6M': '6T',
  '1Y': '1N',
  '5Y': '5N',
};

export const INDEX_CHART_RANGE_MONTHS: Record<IndexChartRange, number> = {
  '1M': 1,
  '3M': 3,
  '6M': 6,
  '1Y': 12,
  '5Y': 60,
};

/** What the heatmap's cells are sized by: market value or the session's traded value. */
export const HEATMAP_SIZES = ['marketValue', 'value'] as const;
export type HeatmapSize = (typeof HEATMAP_SIZES)[number];
