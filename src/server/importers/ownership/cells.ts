import {
  HOLDER_KIND_LABELS,
  HOLDER_KINDS,
  INSIDER_ACTION_LABELS,
  INSIDER_ACTIONS,
  INSIDER_RELATION_LABELS,
  INSIDER_RELATIONS,
  INSIDER_STATUS_LABELS,
  INSIDER_STATUSES,
} from '@/common/market/events';
import { normalizeSearchText } from '@/common/text';

/** A cell read, or why it cannot be. */
export type Cell<T> = { ok: true; value: T } | { ok: false; reason: string };

const ok = <T>(value: T): Cell<T> => ({ ok: true, value });
const bad = (reason: string): Cell<never> => ({ ok: false, reason });

function calendarDate(year: number, month: number, day: number): string | null {
  const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === iso ? iso : null;
}

/** YYYY-MM-DD, or DD/MM/YYYY as Vietnamese vendors print it; between 1990 and 2100. */
export function readDate(text: string, name: string): Cell<string> {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const vn = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const date = iso
    ? calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))
    : vn
      ? calendarDate(Number(vn[3]), Number(vn[2]), Number(vn[1]))
      : null;
  if (date === null || date < '1990-01-01' || date > '2100-12-31')
    return bad(`${name} không hợp lệ: "${text}" (cần dạng YYYY-MM-DD hoặc DD/MM/YYYY)`);
  return ok(date);
}

export function readOptionalDate(text: string, name: string): Cell<string | null> {
  return text === '' ? ok(null) : readDate(text, name);
}

/** Plain digits with an optional decimal point, or with comma thousands separators (1,234,567.5). */
const NUMBER = /^-?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/;

/** A count of shares: whole, not negative, at most 1e12; empty is null. */
export function readShares(text: string, name: string): Cell<number | null> {
  if (text === '') return ok(null);
  if (!NUMBER.test(text)) return bad(`${name} không phải là số: "${text}"`);
  const value = Number(text.replace(/,/g, ''));
  if (value < 0) return bad(`${name} âm: ${text}`);
  if (!Number.isInteger(value)) return bad(`${name} không phải số nguyên: ${text}`);
  if (value > 1e12) return bad(`${name} quá lớn: ${text}`);
  return ok(value);
}

/** A percent of shares, 0 to 100 ("12.5" or "12.5%"); empty is null. */
export function readPercent(text: string, name: string): Cell<number | null> {
  if (text === '') return ok(null);
  const bare = text.endsWith('%') ? text.slice(0, -1).trim() : text;
  if (!NUMBER.test(bare)) return bad(`${name} không phải là số: "${text}"`);
  const value = Number(bare.replace(/,/g, ''));
  if (value < 0 || value > 100) return bad(`${name} phải từ 0 đến 100 (đang là ${text})`);
  return ok(value);
}

/** An enumeration by its code or its Vietnamese label, and a few words vendors use. */
function readChoice<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
  synonyms: Record<string, T>,
  name: string,
) {
  const known = new Map<string, T>();
  for (const value of values) {
    known.set(value, value);
    known.set(normalizeSearchText(labels[value]), value);
  }
  for (const [word, value] of Object.entries(synonyms)) known.set(word, value);
  const choices = values.map((value) => `${value} (${labels[value]})`).join(', ');
  return (text: string): Cell<T> => {
    const value = known.get(normalizeSearchText(text));
    return value === undefined
      ? bad(`${name} không hợp lệ: "${text}" (cần một trong: ${choices})`)
      : ok(value);
  };
}

export const readHolderKind = readChoice(
  HOLDER_KINDS,
  HOLDER_KIND_LABELS,
  { 'nha nuoc': 'state', 'co dong nha nuoc': 'state', 'co dong noi bo': 'insider', 'co dong khac': 'other' },
  'Loại cổ đông',
);

export const readRelation = readChoice(
  INSIDER_RELATIONS,
  INSIDER_RELATION_LABELS,
  { 'nguoi lien quan': 'related', 'to chuc lien quan': 'related', 'co dong lon': 'major' },
  'Quan hệ',
);

export const readAction = readChoice(
  INSIDER_ACTIONS,
  INSIDER_ACTION_LABELS,
  { 'dang ky mua': 'buy', 'dang ky ban': 'sell' },
  'Loại giao dịch',
);

export const readStatus = readChoice(
  INSIDER_STATUSES,
  INSIDER_STATUS_LABELS,
  { 'da dang ky': 'registered', 'hoan thanh': 'done', 'da hoan thanh': 'done', huy: 'cancelled' },
  'Trạng thái',
);

/** Unicode tickers and stray spaces are refused before any lookup. */
export function readTicker(text: string): Cell<string> {
  const ticker = text.trim().toUpperCase();
  return /^[A-Z0-9]{2,10}$/.test(ticker) ? ok(ticker) : bad(`Mã chứng khoán không hợp lệ: "${text}"`);
}

/** Free text: trimmed, at most `max` characters. */
export function readText(text: string, name: string, max = 300): Cell<string> {
  if (text === '') return bad(`Thiếu ${name}`);
  if (text.length > max) return bad(`${name} dài quá ${String(max)} ký tự`);
  return ok(text);
}
