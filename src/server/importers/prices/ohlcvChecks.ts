import type { Exchange } from '@/common/constants/market';
import type { Rejection } from '../framework';

/**
 * Plausibility of a daily price series (docs/DATA.md "Importer ohlcv-csv"). Pure: the importer
 * supplies the rows, the company's exchange and its known corporate actions.
 */

/**
 * The highest price, in thousand VND as the file writes it, that a Vietnamese share can plausibly
 * trade at: 5,000 = 5 million VND per share, several times the dearest share ever listed. A price
 * above it was almost surely written in VND instead of thousand VND.
 */
export const MAX_PLAUSIBLE_PRICE_THOUSAND_VND = 5000;

/** Daily limits since 15 January 2013 (a narrower band applied before: never flagged wrongly). */
export const DAILY_BAND: Record<Exchange, number> = { HOSE: 0.07, HNX: 0.1, UPCOM: 0.15 };
/** The first session after listing or after a long suspension: the exchange allows a wider move. */
export const FIRST_DAY_BAND: Record<Exchange, number> = { HOSE: 0.2, HNX: 0.3, UPCOM: 0.4 };
/** Adjusted prices are rounded and the limit price is rounded to the tick: half a point of slack. */
export const BAND_SLACK = 0.005;
/** A gap longer than this many calendar days is treated as a suspension (the first-day band applies). */
export const SUSPENSION_GAP_DAYS = 14;

export interface PricePoint {
  row: number;
  date: string;
  close: number;
  volume: number;
}

/** A known corporate action on an ex-date: new shares per old share and cash per share (same unit as close). */
export interface ExDateAdjustment {
  ratio: number;
  cashPerShare: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const format = (value: number): string => value.toLocaleString('vi-VN', { maximumFractionDigits: 4 });

/**
 * The unit check on prices as written (thousand VND). When most of the file is above the ceiling
 * the whole file is in VND: a failure reason. Otherwise single rows above it are rejected.
 */
export function priceUnitCheck(points: readonly PricePoint[]): {
  failure: string | null;
  rejections: Rejection[];
} {
  if (points.length === 0) return { failure: null, rejections: [] };
  const typical = median(points.map((point) => point.close));
  if (typical > MAX_PLAUSIBLE_PRICE_THOUSAND_VND) {
    return {
      failure: `giá đóng cửa điển hình của tệp là ${format(typical)}, tức ${format(typical * 1000)} đồng/cổ phiếu nếu đọc theo nghìn đồng: tệp có vẻ ghi giá bằng đồng. Định dạng này cần giá theo nghìn đồng (ví dụ 95.7 cho 95.700 đồng)`,
      rejections: [],
    };
  }
  const rejections = points
    .filter((point) => point.close > MAX_PLAUSIBLE_PRICE_THOUSAND_VND)
    .map((point) => ({
      row: point.row,
      reason: `Giá đóng cửa ${format(point.close)} nghìn đồng vượt mức hợp lý ${format(MAX_PLAUSIBLE_PRICE_THOUSAND_VND)} nghìn đồng (có thể ghi bằng đồng thay vì nghìn đồng); bỏ dòng này`,
    }));
  return { failure: null, rejections };
}

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

const percent = (value: number): string =>
  `${value > 0 ? '+' : ''}${(value * 100).toLocaleString('vi-VN', { maximumFractionDigits: 1 })}%`;

/**
 * Days whose close moved further from the previous close than the exchange allows, as notices
 * (the row is kept: the move may be real). The first row of the file has no reference and is not
 * checked; after a gap of more than SUSPENSION_GAP_DAYS the first-day band applies. On an ex-date
 * of a known corporate action the move is also measured from the exchange's adjusted reference
 * ((previous close - cash) / ratio): the day is flagged only when it is outside the band from both
 * references, so the rule holds for raw (as traded) and for back-adjusted series alike. A company
 * without an exchange gets UPCOM's band, the widest.
 */
export function bandNotices(
  points: readonly PricePoint[],
  exchange: Exchange | null,
  exDates: ReadonlyMap<string, ExDateAdjustment> = new Map(),
): Rejection[] {
  const market: Exchange = exchange ?? 'UPCOM';
  const sorted = [...points].sort((a, b) => a.date.localeCompare(b.date));
  const notices: Rejection[] = [];
  for (let index = 1; index < sorted.length; index += 1) {
    const previous = sorted[index - 1];
    const point = sorted[index];
    if (!previous || !point || previous.close <= 0) continue;
    const afterGap = daysBetween(previous.date, point.date) > SUSPENSION_GAP_DAYS;
    const band = (afterGap ? FIRST_DAY_BAND : DAILY_BAND)[market] + BAND_SLACK;
    const move = point.close / previous.close - 1;
    if (Math.abs(move) <= band) continue;
    const action = exDates.get(point.date);
    if (action && action.ratio > 0) {
      const reference = (previous.close - action.cashPerShare) / action.ratio;
      if (reference > 0 && Math.abs(point.close / reference - 1) <= band) continue;
    }
    const which = exchange === null ? 'UPCOM (chưa biết sàn, dùng biên độ rộng nhất)' : market;
    const bandText = `±${Math.round((band - BAND_SLACK) * 100)}%${afterGap ? ' của phiên đầu sau tạm ngừng' : ''}`;
    notices.push({
      row: point.row,
      reason: `Ngày ${point.date}: giá đóng cửa ${format(point.close)} thay đổi ${percent(move)} so với phiên trước (${format(previous.close)}), ngoài biên độ ${bandText} của sàn ${which}. Vẫn giữ dòng này; kiểm tra sự kiện doanh nghiệp chưa điều chỉnh, sàn cũ của mã hoặc lỗi số liệu`,
    });
  }
  return notices;
}

/** Zero-volume sessions: kept (the close is the reference price), reported so they are not a surprise. */
export function zeroVolumeNotices(points: readonly PricePoint[]): Rejection[] {
  return points
    .filter((point) => point.volume === 0)
    .map((point) => ({
      row: point.row,
      reason: `Ngày ${point.date}: khối lượng bằng 0 (phiên không có khớp lệnh); vẫn giữ, giá là giá tham chiếu`,
    }));
}
