import type { MacroReleaseCard, MacroReleaseFigure } from '@/common/contracts/macro';
import { formatDate, formatNumber, formatSigned, MISSING_VALUE } from '@/common/format';

/**
 * The sentences of a release calendar card (pure, tested): figures in the spec's number format,
 * large levels (VND/USD, tỷ đồng) without decimals, rates with two; a change of a percentage is in
 * percentage points ("điểm %"), a change of a level also as a percent.
 */

function decimalsOf(value: number): number {
  return Math.abs(value) >= 1000 ? 0 : 2;
}

function withUnit(text: string, unit: string | null): string {
  if (!unit) return text;
  return unit === '%' ? `${text}%` : `${text} ${unit}`;
}

export function figureText(figure: MacroReleaseFigure | null, unit: string | null): string {
  if (!figure) return MISSING_VALUE;
  return withUnit(formatNumber(figure.value, decimalsOf(figure.value)), unit);
}

export function changeText(
  card: Pick<MacroReleaseCard, 'change' | 'changePercent' | 'unit' | 'latest'>,
): string {
  if (card.change === null) return MISSING_VALUE;
  const decimals = decimalsOf(card.latest?.value ?? card.change);
  if (card.unit === '%') return `${formatSigned(card.change, 2)} điểm %`;
  const level = withUnit(formatSigned(card.change, decimals), card.unit);
  return card.changePercent === null ? level : `${level} (${formatSigned(card.changePercent, 2)}%)`;
}

export function nextReleaseText(card: Pick<MacroReleaseCard, 'nextPeriod' | 'nextRelease'>): string | null {
  if (!card.nextPeriod) return null;
  return card.nextRelease
    ? `Kỳ tới ${card.nextPeriod}: dự kiến ${formatDate(card.nextRelease)}`
    : `Kỳ tới ${card.nextPeriod}: chưa có lịch`;
}
