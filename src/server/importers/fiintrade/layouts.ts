import type { CompanyType, StatementType } from '@/common/constants/market';
import { getTemplate } from '../../catalog/templates';

export const FILE_KINDS = ['BalanceSheet', 'IncomeStatement', 'CashFlow'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/**
 * One FiinTrade export layout. Rows are identified by position (labels repeat inside a file), so a
 * layout is recognised by its row count plus a few anchor rows whose labels must match; row i then
 * maps to item i of the target template, which was written in FiinTrade's row order.
 */
export interface FiinTradeLayout {
  fileKind: FileKind;
  companyType: CompanyType;
  statement: StatementType;
  rowCount: number;
  /** Row index (0 = first row under the header) and its label, lower case with single spaces. */
  anchors: readonly (readonly [row: number, label: string])[];
}

// Banks publish (and FiinTrade exports) the direct cash flow form; the other three the indirect one.
export const FIINTRADE_LAYOUTS: readonly FiinTradeLayout[] = [
  {
    fileKind: 'BalanceSheet',
    companyType: 'non_financial',
    statement: 'BALANCE_SHEET',
    rowCount: 120,
    anchors: [
      [0, 'total assets'],
      [64, 'liabilities'],
      [95, "owner's equity"],
      [119, 'total resources'],
    ],
  },
  {
    fileKind: 'BalanceSheet',
    companyType: 'bank',
    statement: 'BALANCE_SHEET',
    rowCount: 48,
    anchors: [
      [0, 'total assets'],
      [26, "liabilities and shareholder's equity"],
      [27, 'total liabilities'],
      [47, 'minority interest'],
    ],
  },
  {
    fileKind: 'BalanceSheet',
    companyType: 'securities',
    statement: 'BALANCE_SHEET',
    rowCount: 161,
    anchors: [
      [0, 'total assets'],
      [2, 'short-term financial assets'],
      [86, 'liabilities'],
      [158, 'total resources'],
    ],
  },
  {
    fileKind: 'BalanceSheet',
    companyType: 'insurance',
    statement: 'BALANCE_SHEET',
    rowCount: 159,
    anchors: [
      [0, 'total assets'],
      [34, 'reinsurance assets'],
      [82, 'liabilities'],
      [158, 'total resources'],
    ],
  },
  {
    fileKind: 'IncomeStatement',
    companyType: 'non_financial',
    statement: 'INCOME_STATEMENT',
    rowCount: 25,
    anchors: [
      [0, 'sales'],
      [2, 'net sales'],
      [4, 'gross profit'],
      [20, 'net profit/(loss) after tax'],
    ],
  },
  {
    fileKind: 'IncomeStatement',
    companyType: 'bank',
    statement: 'INCOME_STATEMENT',
    rowCount: 25,
    anchors: [
      [0, 'interest and similar income'],
      [2, 'net interest income'],
      [13, 'total operating income'],
      [21, 'net profit after tax'],
    ],
  },
  {
    fileKind: 'IncomeStatement',
    companyType: 'securities',
    statement: 'INCOME_STATEMENT',
    rowCount: 83,
    anchors: [
      [0, 'sales'],
      [20, 'net sales'],
      [39, 'gross profit'],
      [65, 'net profit/loss after tax'],
    ],
  },
  {
    fileKind: 'IncomeStatement',
    companyType: 'insurance',
    statement: 'INCOME_STATEMENT',
    rowCount: 86,
    anchors: [
      [0, 'revenue from insurance premium'],
      [18, 'net sales from insurance business'],
      [49, 'gross insurance operating profit'],
      [82, 'net profit/(loss) after tax'],
    ],
  },
  {
    fileKind: 'CashFlow',
    companyType: 'non_financial',
    statement: 'CASH_FLOW_INDIRECT',
    rowCount: 41,
    anchors: [
      [0, 'net cash from operating activities'],
      [21, 'net cash inflows/(outflows) from investing activities'],
      [37, 'net increase in cash and cash equivalents'],
      [40, 'cash and cash equivalents at the end of period'],
    ],
  },
  {
    fileKind: 'CashFlow',
    companyType: 'bank',
    statement: 'CASH_FLOW_DIRECT',
    rowCount: 52,
    anchors: [
      [0, 'net cash from operating activities'],
      [3, 'interest and similar receipts'],
      [48, 'net increase/(decrease) in cash and cash equivalents'],
      [51, 'cash and cash equivalents at the end of period'],
    ],
  },
  {
    fileKind: 'CashFlow',
    companyType: 'securities',
    statement: 'CASH_FLOW_INDIRECT',
    rowCount: 98,
    anchors: [
      [0, 'net cash inflows/(outflows) from operating activies'],
      [3, 'adjustment'],
      [92, 'net increase in cash and cash equivalents'],
      [97, 'cash and cash equivalents at the end of period'],
    ],
  },
  {
    fileKind: 'CashFlow',
    companyType: 'insurance',
    statement: 'CASH_FLOW_INDIRECT',
    rowCount: 49,
    anchors: [
      [0, 'net cash inflows/(outflows) from operating activities'],
      [30, 'net cash inflows/(outflows) from investing activities'],
      [45, 'net increase in cash and cash equivalents'],
      [48, 'cash and cash equivalents at the end of the period'],
    ],
  },
];

export function normalizeLabel(label: unknown): string {
  return typeof label === 'string' ? label.trim().replace(/\s+/g, ' ').toLowerCase() : '';
}

/**
 * Template items FiinTrade's export has no row for: the pre-2015 form's lines, which FiinTrade prints
 * in the rows of their successors (see oldForm.ts).
 */
const NOT_IN_EXPORT: Partial<Record<CompanyType, ReadonlySet<string>>> = {
  non_financial: new Set(['CONSTRUCTION_IN_PROGRESS_PRE2015', 'GOODWILL_PRE2015']),
};

/** FiinTrade row index -> template item code. */
export function positionMap(layout: FiinTradeLayout): readonly string[] {
  const absent = NOT_IN_EXPORT[layout.companyType];
  return getTemplate(layout.companyType, layout.statement)
    .map((item) => item.code)
    .filter((code) => !absent?.has(code));
}
