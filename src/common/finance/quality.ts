import type { StatementType } from '../constants/market';
import { itemKind } from './derived';

/**
 * Data quality marks (docs/DATA.md "Quality marks"): where a source breaks its own identities, the
 * published figure is kept and shown with a mark that says what it should have been and by how much
 * it differs. Pure: callers pass the template items and the figures of the source a period shows.
 */

export const QUALITY_CHECK_KINDS = ['balance', 'total', 'parent_profit', 'quarters_year'] as const;
export type QualityCheckKind = (typeof QUALITY_CHECK_KINDS)[number];

export const QUALITY_CHECK_LABELS: Record<QualityCheckKind, string> = {
  balance: 'Tổng tài sản khác tổng nguồn vốn',
  total: 'Tổng khác tổng các dòng con',
  parent_profit: 'Lợi nhuận cổ đông công ty mẹ khác LNST trừ lợi ích cổ đông thiểu số',
  quarters_year: 'Bốn quý không khớp số cả năm',
};

/** What a check needs of a template item (the server's TemplateItem fits). */
export interface QualityItem {
  code: string;
  nameVi: string;
  isFlow: boolean;
  formula?: readonly { code: string; sign: 1 | -1 }[];
}

export interface QualityFinding {
  itemCode: string;
  kind: QualityCheckKind;
  /** What the identity gives (VND). */
  expected: number;
  /** What the source published (VND). */
  published: number;
  /** published - expected. */
  difference: number;
  /** Vietnamese, for a tooltip or a table. */
  message: string;
}

/** A finding placed on a period of a statement. */
export interface QualityMark extends QualityFinding {
  /** "2022Q3", "2022" (periodKey). */
  periodKey: string;
}

/** Half of KBS's rounding step: each of its figures is within 500 VND of the true one. */
export const ROUNDING_PER_FIGURE_VND = 500;
/** Relative slack for sources that round to larger units or through floating point: 0.01%. */
export const RELATIVE_TOLERANCE = 1e-9;

/**
 * The largest difference that is still rounding, for an identity over `figures` published figures
 * (the total and its terms): every figure may be rounded by half a thousand VND (KBS rounds to
 * thousand VND), so max(500 VND x figures, 0.01% of the larger side). Two figures give 1,000 VND.
 */
export function qualityTolerance(expected: number, published: number, figures: number): number {
  return Math.max(
    ROUNDING_PER_FIGURE_VND * Math.max(2, figures),
    RELATIVE_TOLERANCE * Math.max(Math.abs(expected), Math.abs(published)),
  );
}

/** Per-share and percentage lines: not amounts, their quarters do not add up to a year. */
const NOT_AN_AMOUNT = /^EPS_|_PER_SHARE$|_RATIO$|_RATE$|MARKET_SHARE$/;

export function isAdditiveAmount(code: string): boolean {
  return !NOT_AN_AMOUNT.test(code);
}

const vnd = (value: number): string =>
  `${Math.round(value).toLocaleString('vi-VN', { maximumFractionDigits: 0 })} đồng`;

const signed = (value: number): string => `${value > 0 ? '+' : value < 0 ? '−' : ''}${vnd(Math.abs(value))}`;

function finding(
  item: QualityItem,
  kind: QualityCheckKind,
  expected: number,
  published: number,
  figures: number,
  rule: string,
): QualityFinding | null {
  const difference = published - expected;
  if (Math.abs(difference) <= qualityTolerance(expected, published, figures)) return null;
  return {
    itemCode: item.code,
    kind,
    expected,
    published,
    difference,
    message: `${item.nameVi}: nguồn công bố ${vnd(published)}, nhưng ${rule} là ${vnd(expected)} (chênh ${signed(difference)}). Giữ số công bố.`,
  };
}

export type Figures = ReadonlyMap<string, number | null>;

/**
 * The identities inside one statement of one period:
 * - every template total with a formula against the sum of its terms (`total`; the parent's profit
 *   = net profit - minority interest, with the bank form's sign, as `parent_profit`). A total whose
 *   terms are all missing is not checked (the source did not itemise it);
 * - on the balance sheet, TOTAL_ASSETS against TOTAL_RESOURCES (`balance`, marked on resources).
 * Missing terms count as 0 when at least one is present. Only published figures are checked.
 */
export function checkStatementPeriod(
  items: readonly QualityItem[],
  figures: Figures,
  statement: StatementType,
): QualityFinding[] {
  const found: QualityFinding[] = [];
  const byCode = new Map(items.map((item) => [item.code, item]));
  for (const item of items) {
    const published = figures.get(item.code);
    if (!item.formula || published === null || published === undefined) continue;
    let sum = 0;
    let present = 0;
    for (const term of item.formula) {
      const value = figures.get(term.code);
      if (value === null || value === undefined) continue;
      sum += term.sign * value;
      present += 1;
    }
    if (present === 0) continue;
    const parentProfit = item.code === 'NET_PROFIT_PARENT';
    const rule = parentProfit
      ? 'lợi nhuận sau thuế trừ lợi ích cổ đông thiểu số'
      : `tổng các dòng con (${item.formula.map((term) => byCode.get(term.code)?.nameVi ?? term.code).join(', ')})`;
    const mark = finding(
      item,
      parentProfit ? 'parent_profit' : 'total',
      sum,
      published,
      item.formula.length + 1,
      rule,
    );
    if (mark) found.push(mark);
  }
  if (statement === 'BALANCE_SHEET') {
    const assets = figures.get('TOTAL_ASSETS');
    const resources = figures.get('TOTAL_RESOURCES');
    const item = byCode.get('TOTAL_RESOURCES');
    if (item && assets !== null && assets !== undefined && resources !== null && resources !== undefined) {
      const mark = finding(item, 'balance', assets, resources, 2, 'tổng tài sản');
      if (mark) found.push(mark);
    }
  }
  return found;
}

/**
 * A published year against its four quarters (`quarters_year`, marked on the year), with the item
 * kinds of the derived views (src/common/finance/derived.ts): a flow's year = the sum of its
 * quarters, a balance's (and a closing cash line's) = its fourth quarter, an opening cash line's =
 * its first quarter. Only lines with a published year and all four quarters; per-share and
 * percentage lines are skipped.
 */
export function checkYearAgainstQuarters(
  items: readonly QualityItem[],
  year: Figures,
  quarters: readonly Figures[],
): QualityFinding[] {
  if (quarters.length !== 4) return [];
  const found: QualityFinding[] = [];
  for (const item of items) {
    if (!isAdditiveAmount(item.code)) continue;
    const published = year.get(item.code);
    if (published === null || published === undefined) continue;
    const values = quarters.map((quarter) => quarter.get(item.code));
    if (values.some((value) => value === null || value === undefined)) continue;
    const numbers = values as number[];
    const kind = itemKind(item.code, item.isFlow);
    const [expected, rule] =
      kind === 'flow'
        ? [numbers.reduce((sum, value) => sum + value, 0), 'tổng bốn quý']
        : kind === 'opening'
          ? [numbers[0] ?? 0, 'số đầu quý 1']
          : [numbers[3] ?? 0, 'số cuối quý 4'];
    const mark = finding(item, 'quarters_year', expected, published, kind === 'flow' ? 5 : 2, rule);
    if (mark) found.push(mark);
  }
  return found;
}
