import type { Rejection } from './framework';

/**
 * A statement figure about 1,000 times larger or smaller than the same line in the periods around
 * it: the signature of a period written in thousand VND among VND (or the reverse). Checked only on
 * the anchor lines of a statement, whose size never moves that much in three months or a year;
 * smaller lines (cash equivalents, a quarter's net cash flow, other income) legitimately jump by
 * 1,000x and are left alone. Measured on the 74 FiinTrade tickers of ../shared/data: no anchor
 * figure is 500x away from its neighbours, while 71 ordinary totals are 1,000x away from theirs.
 */
export const SCALE_ANCHORS: ReadonlySet<string> = new Set([
  'TOTAL_ASSETS',
  'TOTAL_RESOURCES',
  'OWNERS_EQUITY',
  'NET_REVENUE',
  'TOTAL_OPERATING_INCOME',
  'NET_INTEREST_INCOME',
]);

/** A factor 2 of margin under 1,000: a unit slip on a figure that also grew or shrank is still seen. */
export const SCALE_OUTLIER_RATIO = 500;
/** Periods on each side that form the neighbourhood. */
const NEIGHBOURS_EACH_SIDE = 2;

/** A figure as importers build their rows (quarter 0 or absent = a year). */
export interface StatementFigure {
  itemCode: string;
  year: number;
  quarter?: number;
  value?: number | null;
}

function median(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const periodLabel = (figure: StatementFigure): string =>
  figure.quarter ? `Q${figure.quarter}/${figure.year}` : `năm ${figure.year}`;

const amount = (value: number): string => value.toLocaleString('vi-VN', { maximumFractionDigits: 0 });

/**
 * Notices for anchor figures at least SCALE_OUTLIER_RATIO times above or below the median of the
 * non-zero figures of the same line within two periods on each side (at least two of them). The
 * figures are kept: a person decides. `rowOf` gives the file's row of a line, for the notice.
 */
export function scaleOutliers(
  figures: readonly StatementFigure[],
  rowOf: (itemCode: string) => number,
): Rejection[] {
  const byItem = new Map<string, StatementFigure[]>();
  for (const figure of figures) {
    if (!SCALE_ANCHORS.has(figure.itemCode) || figure.value === null || figure.value === undefined) continue;
    byItem.set(figure.itemCode, [...(byItem.get(figure.itemCode) ?? []), figure]);
  }
  const notices: Rejection[] = [];
  for (const [itemCode, series] of byItem) {
    series.sort((a, b) => a.year - b.year || (a.quarter ?? 0) - (b.quarter ?? 0));
    series.forEach((figure, index) => {
      const size = Math.abs(figure.value ?? 0);
      if (size === 0) return;
      const around = [
        ...series.slice(Math.max(0, index - NEIGHBOURS_EACH_SIDE), index),
        ...series.slice(index + 1, index + 1 + NEIGHBOURS_EACH_SIDE),
      ]
        .map((other) => Math.abs(other.value ?? 0))
        .filter((other) => other > 0)
        .sort((a, b) => a - b);
      if (around.length < 2) return;
      const typical = median(around);
      const ratio = Math.max(size / typical, typical / size);
      if (ratio < SCALE_OUTLIER_RATIO) return;
      const times = amount(Math.round(ratio));
      const compared = size > typical ? `gấp ${times} lần` : `chỉ bằng 1/${times}`;
      notices.push({
        row: rowOf(itemCode),
        reason: `${itemCode} kỳ ${periodLabel(figure)} là ${amount(figure.value ?? 0)}, ${compared} mức của các kỳ lân cận (${amount(typical)}): có thể sai đơn vị (đồng và nghìn đồng); vẫn giữ số liệu, cần kiểm tra`,
      });
    });
  }
  return notices;
}
