import { MACRO_FREQUENCIES, type MacroFrequency } from '../constants/market';
import { MACRO_VALUE_TYPES, type MacroValueType } from '../macroMenu';

/**
 * A selected macro metric is named by its extendID (spec section 3): dash-separated
 * `<menuItemId>-<seriesId>-<period>-<valueType>`, e.g. `12-345-month-yoy`. The third part is the
 * period the figures are shown at (month, quarter, year) and the fourth the value type (value, yoy,
 * qoq, mom, yoy_avg). Changing the period or value type rewrites the id; the selection never holds
 * two equal ids (spec section 4).
 */
export interface ExtendIdParts {
  menuItemId: number;
  seriesId: number;
  period: MacroFrequency;
  valueType: MacroValueType;
}

export const EXTEND_ID_PATTERN = /^(\d{1,9})-(\d{1,9})-(month|quarter|year)-(value|yoy|qoq|mom|yoy_avg)$/;

export function buildExtendId(parts: ExtendIdParts): string {
  return `${String(parts.menuItemId)}-${String(parts.seriesId)}-${parts.period}-${parts.valueType}`;
}

export function parseExtendId(extendId: string): ExtendIdParts | null {
  const match = EXTEND_ID_PATTERN.exec(extendId.trim());
  if (!match) return null;
  const [, menuItemId, seriesId, period, valueType] = match;
  if (
    !MACRO_FREQUENCIES.includes(period as MacroFrequency) ||
    !MACRO_VALUE_TYPES.includes(valueType as MacroValueType)
  ) {
    return null;
  }
  return {
    menuItemId: Number(menuItemId),
    seriesId: Number(seriesId),
    period: period as MacroFrequency,
    valueType: valueType as MacroValueType,
  };
}

/** The same series at another period and/or value type (null when `extendId` is malformed). */
export function rewriteExtendId(
  extendId: string,
  change: Partial<Pick<ExtendIdParts, 'period' | 'valueType'>>,
): string | null {
  const parts = parseExtendId(extendId);
  return parts ? buildExtendId({ ...parts, ...change }) : null;
}

/**
 * Replaces `from` by its rewrite `to` in place; when `to` is already selected the rewritten one is
 * dropped (the list keeps the existing one where it was), so no id appears twice.
 */
export function replaceExtendId(selected: readonly string[], from: string, to: string): string[] {
  if (from === to) return [...selected];
  if (selected.includes(to)) return selected.filter((id) => id !== from);
  return selected.map((id) => (id === from ? to : id));
}
