/**
 * Reading SSI's wire values. The feed's own documents disagree on key case (`Closeprice` in the
 * tables, `closeprice` in the examples, `ClosePrice` in the Securities example), send every number as
 * a string and every date as dd/mm/yyyy, so each reader here is lenient in form and strict in meaning:
 * what cannot be read is null, never 0 or a guess.
 */

/** A wire row with its keys lower-cased once, so lookups ignore case. */
export type WireRow = ReadonlyMap<string, unknown>;

/** Every row of a page repeats the same ~30 keys: lower-case each spelling once. */
const lowerKeys = new Map<string, string>();

function lower(key: string): string {
  let lowered = lowerKeys.get(key);
  if (lowered === undefined) {
    lowered = key.toLowerCase();
    if (lowerKeys.size < 10_000) lowerKeys.set(key, lowered);
  }
  return lowered;
}

export function wireRow(value: unknown): WireRow {
  const row = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const key in value) row.set(lower(key), (value as Record<string, unknown>)[key]);
  }
  return row;
}

/** The first of several spellings present in the row (spellings given in lower case). */
export function pick(row: WireRow, ...names: string[]): unknown {
  for (const name of names) {
    const value = row.get(name);
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}

export function text(row: WireRow, ...names: string[]): string {
  const value = pick(row, ...names);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function optionalText(row: WireRow, ...names: string[]): string | null {
  const value = text(row, ...names);
  return value === '' ? null : value;
}

const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** "12700", "-0.0112" or a JSON number; "", null and anything else (e.g. "N/A") are null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!NUMBER_TEXT.test(trimmed)) return null;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : null;
}

export function num(row: WireRow, ...names: string[]): number | null {
  return toNumber(pick(row, ...names));
}

const SSI_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;

function validIso(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/** dd/mm/yyyy (optionally followed by HH:mm:ss) or an ISO date → YYYY-MM-DD; anything else null. */
export function isoFromSsi(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  const ssi = SSI_DATE.exec(trimmed);
  if (ssi) return validIso(Number(ssi[3]), Number(ssi[2]), Number(ssi[1]));
  const iso = ISO_DATE.exec(trimmed);
  if (iso) return validIso(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return null;
}

export function date(row: WireRow, ...names: string[]): string | null {
  return isoFromSsi(pick(row, ...names));
}

/** YYYY-MM-DD → dd/mm/yyyy, the form every SSI request takes. */
export function ssiFromIso(iso: string): string {
  const match = ISO_DATE.exec(iso);
  if (!match || validIso(Number(match[1]), Number(match[2]), Number(match[3])) === null) {
    throw new RangeError(`not an ISO date: ${iso}`);
  }
  return `${match[3]}/${match[2]}/${match[1]}`;
}

const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** "9:15:44" / "09:15" → "09:15:44" / "09:15:00"; "" and anything else null. */
export function time(row: WireRow, ...names: string[]): string | null {
  const value = text(row, ...names);
  const match = TIME.exec(value);
  if (!match) return null;
  return `${(match[1] ?? '').padStart(2, '0')}:${match[2]}:${match[3] ?? '00'}`;
}

/** A nested list (repeatedinfoList, indexcomponentList) as rows; absent or malformed → empty. */
export function nested(row: WireRow, ...names: string[]): WireRow[] {
  const value = pick(row, ...names);
  return Array.isArray(value) ? value.map(wireRow) : [];
}
