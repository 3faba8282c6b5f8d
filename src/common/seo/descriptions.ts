import { UNIT_LABELS } from '../constants/finance';
import { formatByUnit, formatNumber } from '../format';
import { clipDescription, SITE_DESCRIPTION } from './pageSeo';
import type { CompanyFacts, MacroSnapshot } from './snapshots';

/** Meta descriptions written from a page's data (issue 29), in Vietnamese, most important words first. */

/** 1_234_560_000_000 VND -> "1,234.56 tỷ đồng" (the spec's number format, in billions as the tables default). */
export function billionDong(valueVnd: number): string {
  return `${formatByUnit(valueVnd, 'billion')} ${UNIT_LABELS.billion.toLowerCase()}`;
}

/** Whole numbers as they are; others with two decimals (the spec's macro tables). */
export function macroValueText(value: number, unit: string): string {
  const text = formatNumber(value, Number.isInteger(value) ? 0 : 2);
  return unit === '%' ? `${text}%` : `${text} ${unit}`.trim();
}

const lowerFirst = (text: string): string => text.charAt(0).toLocaleLowerCase('vi') + text.slice(1);

/** "Doanh thu thuần 1,234.56 tỷ đồng, lợi nhuận sau thuế công ty mẹ 120.5 tỷ đồng" of the quarter. */
function quarterSentence(company: CompanyFacts): string | null {
  const quarter = company.latestQuarter;
  if (!quarter) return null;
  const parts: string[] = [];
  if (quarter.revenue !== null)
    parts.push(`${lowerFirst(company.revenueLabel)} ${billionDong(quarter.revenue)}`);
  if (quarter.netProfit !== null)
    parts.push(`lợi nhuận sau thuế công ty mẹ ${billionDong(quarter.netProfit)}`);
  if (parts.length === 0) return null;
  return `${quarter.phrase.charAt(0).toUpperCase()}${quarter.phrase.slice(1)}: ${parts.join(', ')}.`;
}

/**
 * "Cân đối kế toán của Công ty Cổ phần FPT (FPT, sàn HOSE), ngành Phần mềm. Quý 3/2024: doanh thu
 * thuần 16,000.00 tỷ đồng, lợi nhuận sau thuế công ty mẹ 2,000.00 tỷ đồng."
 */
export function companyDescription(company: CompanyFacts, screenLabel: string): string {
  const where = [company.ticker, company.exchange ? `sàn ${company.exchange}` : null]
    .filter(Boolean)
    .join(', ');
  const head = `${screenLabel} của ${company.name} (${where})${company.industry ? `, ngành ${company.industry}` : ''}.`;
  const quarter = quarterSentence(company);
  return clipDescription(quarter ? `${head} ${quarter}` : `${head} ${SITE_DESCRIPTION}`);
}

/** "GDP danh nghĩa quý 2/2024: 2,500,000 tỷ đồng. Số liệu theo quý, nguồn GSO, biểu đồ và bảng trên VnFin." */
export function macroDescription(macro: MacroSnapshot): string {
  const named =
    macro.seriesName && macro.seriesName !== macro.name ? `${macro.name} (${macro.seriesName})` : macro.name;
  if (macro.locked)
    return clipDescription(`${named}: biểu đồ và bảng số liệu dành cho tài khoản có gói dịch vụ trên VnFin.`);
  if (!macro.latest)
    return clipDescription(`${named}: biểu đồ và bảng số liệu kinh tế vĩ mô Việt Nam trên VnFin.`);
  const value = macroValueText(macro.latest.value, macro.unit);
  const source = macro.source ? `, nguồn ${macro.source}` : '';
  return clipDescription(
    `${named} ${macro.latest.phrase}: ${value}${source}. Biểu đồ và bảng số liệu theo thời gian trên VnFin.`,
  );
}

/** "Dữ liệu ngành Thép: Sản lượng thép, Giá thép và 6 chỉ tiêu khác, doanh nghiệp đầu ngành ..." */
export function industryDescription(title: string, indicatorNames: readonly string[]): string {
  const shown = indicatorNames.slice(0, 3);
  const rest = indicatorNames.length - shown.length;
  const list =
    shown.length > 0 ? `${shown.join(', ')}${rest > 0 ? ` và ${String(rest)} chỉ tiêu khác` : ''}` : null;
  return clipDescription(
    list
      ? `${title}: ${list}, so sánh các doanh nghiệp trong ngành trên VnFin.`
      : `${title}: chỉ tiêu ngành và các doanh nghiệp trong ngành trên VnFin.`,
  );
}

/** The article's summary, else the start of its body. */
export function articleDescription(summary: string, body: string): string {
  const text = summary.trim() || body.replace(/<[^>]*>/g, ' ').trim();
  return clipDescription(text || SITE_DESCRIPTION);
}
