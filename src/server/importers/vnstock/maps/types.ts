import type { CompanyType, StatementType } from '@/common/constants/market';

/**
 * One vendor line: its item id, the template code it fills (null: a known line our template has no
 * item for, reported as a rejection) and the sign applied to the vendor's figure so that the stored
 * value follows the template convention (expenses and outflows negative). The sign defaults to 1.
 */
export type MappingEntry = readonly [itemId: string, code: string | null, sign?: -1];

/** The lines of one vendor statement layout for one company type. */
export interface StatementMapping {
  companyType: CompanyType;
  statement: StatementType;
  entries: readonly MappingEntry[];
}

export type StatementFile = 'balance_sheet' | 'income_statement' | 'cash_flow';

/** Everything one source (VCI or KBS) needs: layouts per company type and statement file. */
export interface SourceMaps {
  /** Statement layouts by company type and statement file (the cash flow keyed by its method). */
  mappings: readonly StatementMapping[];
  /**
   * Item ids whose presence identifies the company type of a file (any one suffices); a file must
   * match exactly one type.
   */
  typeMarkers: Record<StatementFile, Partial<Record<CompanyType, readonly string[]>>>;
  /** Item ids identifying the cash-flow method. */
  cashFlowMarkers: { direct: readonly string[]; indirect: readonly string[] };
  /** Empty section headings (e.g. "TÀI SẢN"): not line items, skipped when they carry no figure. */
  headings: ReadonlySet<string>;
  /** Whether the source prints every figure with the template's signs, so a row may be matched by name. */
  nameFallback: Record<StatementFile, boolean>;
}
