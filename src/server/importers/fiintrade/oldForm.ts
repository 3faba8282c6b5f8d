import type { CompanyType, StatementType } from '@/common/constants/market';

/**
 * FiinTrade prints quarters still reported on the form before Circular 200 (most of Q1 2015, a few
 * later 2015 quarters) in the rows of the new form: construction in progress in the "Construction in
 * progress" row although it is part of "Fixed assets" (whose row then includes it, while the "Long-term
 * incomplete assets" row above it is empty), and goodwill in the "Good will" row although it is a
 * long-term section of its own (not part of other long-term assets). Those figures belong to the
 * template's *_PRE2015 items. A quarter is read as old-form from the printed figures themselves: the
 * printed total equals the printed parts only with that line counted the old way. Values are never
 * changed, only the item they are stored under.
 */

interface Cell {
  itemCode: string;
  year: number;
  quarter?: number;
  value?: number | null;
}

const TOLERANCE = 1;

const FIXED_PARTS = ['TANGIBLE_FIXED_ASSETS', 'FINANCE_LEASE_ASSETS', 'INTANGIBLE_FIXED_ASSETS'];
const LONG_TERM_PARTS = [
  'LONG_TERM_RECEIVABLES',
  'FIXED_ASSETS',
  'INVESTMENT_PROPERTIES',
  'LONG_TERM_ASSETS_IN_PROGRESS',
  'LONG_TERM_INVESTMENTS',
  'OTHER_LONG_TERM_ASSETS',
];

function near(a: number, b: number): boolean {
  return Math.abs(a - b) <= TOLERANCE;
}

/** Moves old-form figures of one non-financial balance sheet to their *_PRE2015 items, in place. */
export function placeOldFormLines(companyType: CompanyType, statement: StatementType, rows: Cell[]): void {
  if (companyType !== 'non_financial' || statement !== 'BALANCE_SHEET') return;
  const byPeriod = new Map<string, Map<string, Cell>>();
  for (const row of rows) {
    const key = `${row.year}Q${row.quarter ?? 0}`;
    const cells = byPeriod.get(key) ?? new Map<string, Cell>();
    cells.set(row.itemCode, row);
    byPeriod.set(key, cells);
  }
  for (const cells of byPeriod.values()) {
    const value = (code: string): number => cells.get(code)?.value ?? 0;
    const construction = cells.get('CONSTRUCTION_IN_PROGRESS');
    const fixedParts = FIXED_PARTS.reduce((sum, code) => sum + value(code), 0);
    if (
      construction &&
      value('CONSTRUCTION_IN_PROGRESS') !== 0 &&
      value('LONG_TERM_ASSETS_IN_PROGRESS') === 0 &&
      near(value('FIXED_ASSETS'), fixedParts + value('CONSTRUCTION_IN_PROGRESS')) &&
      !near(value('FIXED_ASSETS'), fixedParts)
    ) {
      construction.itemCode = 'CONSTRUCTION_IN_PROGRESS_PRE2015';
    }
    const goodwill = cells.get('GOODWILL');
    const longTermParts = LONG_TERM_PARTS.reduce((sum, code) => sum + value(code), 0);
    if (
      goodwill &&
      value('GOODWILL') !== 0 &&
      near(value('LONG_TERM_ASSETS'), longTermParts + value('GOODWILL')) &&
      !near(value('LONG_TERM_ASSETS'), longTermParts)
    ) {
      goodwill.itemCode = 'GOODWILL_PRE2015';
    }
  }
}
