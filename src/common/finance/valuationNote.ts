import { formatByUnit, formatNumber } from '../format';
import { viDate, type Valuation } from './valuation';

/**
 * The sentence shown next to a price-based figure: which close it used, on which day, as traded or
 * adjusted, and that close on today's share basis; or why there is no figure.
 */
export function valuationNote(valuation: Valuation | null | undefined): string | null {
  if (!valuation) return null;
  if (valuation.priceDate === null || valuation.price === null) return valuation.reason;
  const basis = valuation.basis === 'adjusted' ? 'giá đã điều chỉnh của nguồn' : 'giá giao dịch';
  const parts = [
    `Giá đóng cửa ngày ${viDate(valuation.priceDate)}: ${formatNumber(valuation.close, 0)} đồng (${basis})`,
  ];
  if (valuation.close !== null && Math.abs(valuation.price - valuation.close) >= 0.5) {
    parts.push(`quy về số cổ phiếu hiện nay: ${formatNumber(valuation.price, 0)} đồng`);
  }
  if (valuation.marketCap !== null)
    parts.push(`vốn hóa ${formatByUnit(valuation.marketCap, 'billion')} tỷ đồng`);
  const text = `${parts.join('; ')}.`;
  return valuation.reason ? `${text} ${valuation.reason}` : text;
}
