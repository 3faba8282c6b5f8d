import type { CompanyType, StatementType } from '@/common/constants/market';

/**
 * The unit a vendor prints a line in. Stored figures are VND, and VND per share for per-share lines
 * (docs/DATA.md "Units per line"); the importer multiplies by UNIT_SCALE and rounds to whole VND.
 */
export type LineUnit = 'vnd' | 'thousand_vnd' | 'vnd_per_share' | 'thousand_vnd_per_share';

export const UNIT_SCALE: Record<LineUnit, number> = {
  vnd: 1,
  thousand_vnd: 1000,
  vnd_per_share: 1,
  thousand_vnd_per_share: 1000,
};

/** Template items whose figure is per share (VND per share), not an amount of money. */
export const PER_SHARE_CODES: ReadonlySet<string> = new Set(['EPS_BASIC', 'EPS_DILUTED']);

export function isPerShareUnit(unit: LineUnit): boolean {
  return unit === 'vnd_per_share' || unit === 'thousand_vnd_per_share';
}

/**
 * One vendor line: its item id, the template code it fills (null: a known line our template has no
 * item for, reported as a rejection), the sign applied to the vendor's figure so that the stored
 * value follows the template convention (expenses and outflows negative; default 1) and the unit the
 * line is printed in (default: the layout's amount unit; a per-share line must name its own).
 */
export type MappingEntry = readonly [itemId: string, code: string | null, sign?: 1 | -1, unit?: LineUnit];

/** The lines of one vendor statement layout for one company type. */
export interface StatementMapping {
  companyType: CompanyType;
  statement: StatementType;
  /** The unit of the layout's amount lines (VCI prints VND, KBS thousand VND). */
  unit: LineUnit;
  entries: readonly MappingEntry[];
}

/** The unit a mapped line is printed in. */
export function lineUnit(mapping: StatementMapping, entry: MappingEntry | undefined): LineUnit {
  return entry?.[3] ?? mapping.unit;
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
