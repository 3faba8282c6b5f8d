import { periodKey, periodLabel, type PeriodRef } from '@/common/finance/periods';

/**
 * Why a bank ratio built on the notes to the statements is empty (docs/DATA.md "Bank footnotes"):
 * the sources we import print deposits by type for some periods only (VCI's ratios file: ACB 2018)
 * and loans by debt group for none, so CASA, the NPL ratio and loan-loss coverage are null with the
 * reason instead of a guess.
 */

interface FootnoteNeed {
  /** Items (statement, code) that must all have a figure at the period end. */
  inputs: readonly (readonly [statement: string, code: string])[];
  /** What the source lacks, in the user's words. */
  what: string;
}

const NEEDS: Record<string, FootnoteNeed> = {
  CASA_RATIO: {
    inputs: [
      ['FOOTNOTES', 'DEMAND_DEPOSITS'],
      ['FOOTNOTES', 'CUSTOMER_DEPOSITS_BY_TYPE'],
    ],
    what: 'số dư tiền gửi không kỳ hạn (thuyết minh tiền gửi của khách hàng theo loại hình)',
  },
  NPL_RATIO: {
    inputs: [
      ['FOOTNOTES', 'NON_PERFORMING_LOANS'],
      ['FOOTNOTES', 'LOANS_BY_DEBT_GROUP'],
    ],
    what: 'phân loại dư nợ cho vay theo nhóm nợ (nợ xấu nhóm 3–5)',
  },
  LOAN_LOSS_COVERAGE: {
    inputs: [
      ['FOOTNOTES', 'NON_PERFORMING_LOANS'],
      ['BALANCE_SHEET', 'LOAN_LOSS_PROVISION'],
    ],
    what: 'nợ xấu (nhóm 3–5) trong thuyết minh để so với dự phòng rủi ro cho vay',
  },
};

export interface FootnoteRow {
  statement: string;
  itemCode: string;
  year: number;
  quarter: number;
  value: number | null;
}

/**
 * For each ratio of `metrics` built on footnotes, a Vietnamese reason when some or all of `refs`
 * lack its inputs in `rows` (the statement figures the ratios were computed from).
 */
export function footnoteRatioReasons(
  rows: readonly FootnoteRow[],
  refs: readonly PeriodRef[],
  metrics: readonly string[],
): Record<string, string> {
  const present = new Set(
    rows
      .filter((row) => row.value !== null)
      .map((row) => `${row.statement}|${row.itemCode}|${row.year}|${row.quarter}`),
  );
  const reasons: Record<string, string> = {};
  for (const code of metrics) {
    const need = NEEDS[code];
    if (!need || refs.length === 0) continue;
    const covered = refs.filter((ref) =>
      need.inputs.every(([statement, item]) => present.has(`${statement}|${item}|${ref.year}|${ref.sub}`)),
    );
    if (covered.length === refs.length) continue;
    if (covered.length === 0) {
      reasons[code] = `Nguồn dữ liệu không có ${need.what}.`;
      continue;
    }
    const first = covered[0];
    const last = covered[covered.length - 1];
    const span =
      first && last && periodKey(first) !== periodKey(last)
        ? `${periodLabel(first)} – ${periodLabel(last)}`
        : first
          ? periodLabel(first)
          : '';
    reasons[code] = `Nguồn dữ liệu chỉ có ${need.what} cho ${span}.`;
  }
  return reasons;
}
