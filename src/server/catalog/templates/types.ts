import type { CompanyType, StatementType } from '@/common/constants/market';

/** One term of a total: the value of `code` (same statement, same period) times `sign`. */
export interface FormulaTerm {
  code: string;
  sign: 1 | -1;
}

/**
 * One line of a statement template. Values keep the sign the source reports (expenses and
 * deductions negative), so nearly every formula is a plain sum.
 */
export interface TemplateItem {
  code: string;
  nameVi: string;
  nameEn: string;
  level: number;
  parentCode: string | null;
  isTotal: boolean;
  /** Flows (income, cash flow) add up over periods; stocks (balance sheet) do not. */
  isFlow: boolean;
  /** How a total is computed from other items of the same statement; absent on leaves. */
  formula?: readonly FormulaTerm[];
}

export interface StatementTemplate {
  companyType: CompanyType;
  statement: StatementType;
  items: readonly TemplateItem[];
}

/**
 * Compact source form of an item: level, code, Vietnamese name, English name, then optionally a
 * formula ('sum' = plus every direct child, 'heading' = a total without a reliable formula, or
 * terms such as '+NET_REVENUE +COGS') and, for
 * footnotes, whether the item is a flow.
 */
export type ItemSpec = readonly [
  level: number,
  code: string,
  nameVi: string,
  nameEn: string,
  formula?: string | null,
  isFlow?: boolean,
];
