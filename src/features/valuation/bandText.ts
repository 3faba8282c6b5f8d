import type { IndustryMedianLine, ValuationBandsResponse } from '@/common/contracts/valuation';
import { parsePeriodKey, periodPhrase } from '@/common/finance/periods';
import { formatNumber } from '@/common/format';

/** The screen's sentences around the band (pure, tested with the screen). */

/** "Phiên 2025-08-29; giá đóng cửa: nguồn hose; báo cáo tài chính quý 2/2025." */
export function sourceLine(data: ValuationBandsResponse): string | null {
  const { lastClose, priceSource, statementQuarter } = data.source;
  if (!lastClose) return null;
  const quarter = statementQuarter ? parsePeriodKey(statementQuarter) : null;
  const parts = [`Phiên ${lastClose}`, `giá đóng cửa: nguồn ${priceSource ?? '-'}`];
  if (quarter) parts.push(`báo cáo tài chính ${periodPhrase(quarter)}`);
  return `${parts.join('; ')}.`;
}

/** "Trung vị ngành Phần mềm (ICB cấp 4, 3 công ty), tại phiên cuối mỗi tháng." and why it was widened. */
export function industryCaption(line: IndustryMedianLine): string {
  const head = `Trung vị ngành ${line.nameVi} (ICB cấp ${String(line.level)}, ${formatNumber(line.members, 0)} công ty), tại phiên cuối mỗi tháng.`;
  if (!line.widenedFrom) return head;
  return `${head} Nhóm so sánh: ${line.nameVi} vì ngành ${line.widenedFrom.nameVi} chỉ có ${formatNumber(line.widenedFrom.count, 0)} công ty.`;
}

/** The figures beside the chart: today, the mean and the ±1/±2 SD lines. */
export function bandFigures(data: ValuationBandsResponse): { key: string; label: string; value: string }[] {
  const { stats, today } = data;
  const times = (value: number | null | undefined) =>
    value === null || value === undefined ? '-' : `${formatNumber(value, 2)} lần`;
  return [
    { key: 'today', label: 'Hiện tại', value: times(today?.value) },
    { key: 'mean', label: 'Trung bình', value: times(stats?.mean) },
    { key: 'plus1', label: '+1 độ lệch chuẩn', value: times(stats?.plus1) },
    { key: 'minus1', label: '−1 độ lệch chuẩn', value: times(stats?.minus1) },
    { key: 'plus2', label: '+2 độ lệch chuẩn', value: times(stats?.plus2) },
    { key: 'minus2', label: '−2 độ lệch chuẩn', value: times(stats?.minus2) },
  ];
}
