import { TECHNICAL_SIGNAL_COLORS } from '@/common/constants/charts';
import { MISSING_VALUE, formatNumber, formatSigned } from '@/common/format';

/** How the portfolio screen writes its figures (over src/common/format.ts). */

/** Whole đồng: 12,200,400. */
export function formatDong(value: number | null | undefined): string {
  return formatNumber(value, 0);
}

/** A profit or loss in whole đồng with its sign: +12,200,400, -5,000; unknown "-". */
export function formatProfit(value: number | null | undefined): string {
  return value === null || value === undefined ? MISSING_VALUE : formatSigned(value, 0);
}

/** A rate kept as a fraction ("0.001500") as a percent for the screen: 0.15%. */
export function formatRate(rate: string): string {
  return `${formatNumber(Number(rate) * 100, 3).replace(/\.?0+$/, '')}%`;
}

/** The site's up and down colours for gains and losses (the sign is also in the text: never by colour alone). */
export function profitColor(value: number | null | undefined): string | undefined {
  if (value === null || value === undefined || value === 0) return undefined;
  return value > 0 ? TECHNICAL_SIGNAL_COLORS.buy : TECHNICAL_SIGNAL_COLORS.sell;
}

/** The caption beside market figures: the session and its source. */
export function marketCaption(market: { date: string | null; sources: string[] }): string {
  if (!market.date) return 'Chưa có dữ liệu giá thị trường: giá trị thị trường chưa tính được.';
  const sources = market.sources.length > 0 ? market.sources.join(', ') : 'không rõ';
  return `Định giá theo giá đóng cửa phiên ${market.date} (giá tham chiếu nếu mã chưa khớp lệnh) · Nguồn: ${sources}`;
}
