import type { OverviewFigureNotes, OverviewResponse } from '@/common/contracts/companyPages';
import { viDate } from '@/common/finance/valuation';
import { formatByUnit, formatNumber, formatPercent, MISSING_VALUE } from '@/common/format';

/** The key figures block: each figure's label, its text as shown, and why it is missing. */
export interface KeyFigure {
  key: string;
  label: string;
  value: string;
  /** Vietnamese: why the figure is missing (from the server's figureNotes). */
  note?: string;
}

function withUnit(text: string, unit: string): string {
  return text === MISSING_VALUE ? text : `${text} ${unit}`;
}

export function keyFigures(data: OverviewResponse): KeyFigure[] {
  const figures: KeyFigure[] = [
    {
      key: 'marketCap',
      label: 'Vốn hóa',
      value: withUnit(formatByUnit(data.marketCap, 'billion'), 'tỷ đồng'),
    },
    { key: 'pe', label: 'P/E', value: withUnit(formatNumber(data.pe), 'lần') },
    { key: 'pb', label: 'P/B', value: withUnit(formatNumber(data.pb), 'lần') },
    { key: 'roe', label: 'ROE', value: formatPercent(data.roe) },
    { key: 'dividendYield', label: 'Tỷ suất cổ tức', value: formatPercent(data.dividendYield) },
    { key: 'eps', label: 'EPS', value: withUnit(formatNumber(data.eps, 0), 'đồng') },
    { key: 'bvps', label: 'BVPS', value: withUnit(formatNumber(data.bvps, 0), 'đồng') },
    {
      key: 'shares',
      label: 'Cổ phiếu lưu hành',
      value: withUnit(formatNumber(data.sharesOutstanding, 0), 'cp'),
    },
  ];
  const notes: OverviewFigureNotes = data.figureNotes ?? {};
  const noteKeys: Record<string, keyof OverviewFigureNotes> = { shares: 'sharesOutstanding' };
  return figures.map((figure) => {
    const note = notes[noteKeys[figure.key] ?? (figure.key as keyof OverviewFigureNotes)];
    return figure.value === MISSING_VALUE && note ? { ...figure, note } : figure;
  });
}

/**
 * The line under the key figures: the close the multiples, market value and dividend yield use
 * (its day, as traded or adjusted) and the statements EPS, BVPS, ROE and the shares come from.
 */
export function keyFiguresBasis(data: OverviewResponse): string | null {
  const valuation = data.valuation;
  if (!valuation) return data.asOf ? `Giá đóng cửa ngày ${viDate(data.asOf)}.` : null;
  const statements = `EPS, BVPS, ROE theo 4 quý đến ${valuation.periodLabel}; số cổ phiếu cuối ${valuation.periodLabel} quy về số cổ phiếu hiện nay.`;
  if (!valuation.priceDate) return statements;
  const basis = valuation.basis === 'adjusted' ? 'giá đã điều chỉnh của nguồn' : 'giá giao dịch';
  return `P/E, P/B, vốn hóa, tỷ suất cổ tức theo giá đóng cửa ngày ${viDate(valuation.priceDate)} (${basis}); ${statements}`;
}

/** Whether the answer has any figure at all (a company without prices or statements has none). */
export function hasKeyFigures(data: OverviewResponse): boolean {
  return [
    data.price,
    data.marketCap,
    data.pe,
    data.pb,
    data.roe,
    data.dividendYield,
    data.eps,
    data.bvps,
    data.week52High,
    data.week52Low,
  ].some((value) => value !== null);
}

/**
 * Where the price sits in the 52-week range, 0 (at the low) to 1 (at the high), clamped; 0.5 when
 * the range is flat; null when a figure is missing or the range is inverted.
 */
export function week52Position(price: number | null, low: number | null, high: number | null): number | null {
  if (price === null || low === null || high === null) return null;
  if (![price, low, high].every(Number.isFinite) || high < low) return null;
  if (high === low) return 0.5;
  return Math.min(1, Math.max(0, (price - low) / (high - low)));
}
