import { UNIT_DIVISORS, type UnitFormat } from '../constants/finance';

/**
 * The one place VND figures become display units. Everything the API sends stays exact VND; tables,
 * charts and exports call these helpers (format.ts's formatByUnit does too).
 */

/**
 * Items that are not VND amounts and so never take a unit: earnings per share (VND per share, small
 * numbers people read as is) and the brokerage market share (a percentage).
 */
const UNSCALED_CODES: ReadonlySet<string> = new Set(['EPS_BASIC', 'EPS_DILUTED', 'BROKERAGE_MARKET_SHARE']);

export function isUnscaledItem(code: string): boolean {
  return UNSCALED_CODES.has(code);
}

/** 12_345_000_000 VND in billion -> 12.345; null, undefined and non-finite values -> null. */
export function scaleToUnit(valueVnd: number | null | undefined, unit: UnitFormat): number | null {
  if (valueVnd === null || valueVnd === undefined || !Number.isFinite(valueVnd)) return null;
  return valueVnd / UNIT_DIVISORS[unit];
}

/** A statement item's figure in the display unit; per-share and percentage items stay as they are. */
export function scaleItemValue(
  code: string,
  valueVnd: number | null | undefined,
  unit: UnitFormat,
): number | null {
  if (isUnscaledItem(code)) return valueVnd === undefined || !Number.isFinite(valueVnd) ? null : valueVnd;
  return scaleToUnit(valueVnd, unit);
}
