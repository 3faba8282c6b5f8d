import { CsvError, parse } from 'csv-parse/sync';
import { assertEndsWithLineBreak, CsvReadError, csvFailure, type CsvRecord } from '../csvRecords';
import type { ImportContext } from '../framework';
import { monthEnd } from './common';

/**
 * Reading the tables the State Bank, HNX/VBMA and the Ministry of Finance publish, saved as CSV
 * (issue 33, docs/DATA.md "Money, rates and the budget"). A file saved by Vietnamese Excel uses ';'
 * between cells and a decimal comma ("2,2977"); one saved with ',' uses a decimal point. The rules of
 * every CSV reader hold: a cut-off file fails whole, naming its last line (csvRecords.ts).
 */

export interface TableFile {
  header: string[];
  records: CsvRecord[];
  /** ';' files write 1.234,5; ',' files 1,234.5 or 1234.5. */
  decimalComma: boolean;
}

export function readTable(ctx: ImportContext, text: string): TableFile {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  let parsed: unknown[];
  try {
    assertEndsWithLineBreak(text);
    parsed = parse(text, {
      bom: true,
      info: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch (error) {
    const failure = error instanceof CsvReadError ? error : csvFailure(error);
    if (failure) ctx.fail(failure.row, failure.reason);
    if (error instanceof CsvError) ctx.fail(null, 'cấu trúc CSV không hợp lệ');
    throw error;
  }
  const records = (parsed as { record: string[]; info: { lines: number } }[]).map(({ record, info }) => ({
    cells: record,
    line: info.lines,
  }));
  const [header, ...rows] = records;
  if (!header) ctx.fail(null, 'Tệp rỗng');
  const last = rows[rows.length - 1];
  if (last && last.cells.length < header.cells.length) {
    ctx.fail(
      last.line,
      `tệp bị cắt cụt: dòng cuối có ${last.cells.length} ô, ít hơn ${header.cells.length} cột của dòng tiêu đề. Không nhập gì từ tệp này`,
    );
  }
  return { header: header.cells.map((cell) => cell.trim()), records: rows, decimalComma: delimiter === ';' };
}

/** A published number: empty is "not published" (null); otherwise a plain finite number or an error. */
export function localNumber(
  raw: string,
  decimalComma: boolean,
): { ok: true; value: number | null } | { ok: false } {
  let text = raw.trim().replace(/\s/g, '');
  if (text === '' || text === '-') return { ok: true, value: null };
  if (decimalComma) text = text.replace(/\./g, '').replace(',', '.');
  else if (/^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replace(/,/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return { ok: false };
  const value = Number(text);
  return Number.isFinite(value) ? { ok: true, value } : { ok: false };
}

function validDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

/** "27/09/2023" (the publishers' form) or "2023-09-27" -> YYYY-MM-DD; null when invalid. */
export function parseDay(raw: string): string | null {
  const text = raw.trim();
  const vn = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (vn) return validDay(Number(vn[3]), Number(vn[2]), Number(vn[1]));
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return iso ? validDay(Number(iso[1]), Number(iso[2]), Number(iso[3])) : null;
}

/** "09/2023", "T9/2023", "Tháng 9/2023", "2023-09" or a day -> the month's last day; null when invalid. */
export function parseMonth(raw: string): string | null {
  const text = raw.trim().replace(/^(tháng|t)\s*/i, '');
  const vn = /^(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})$/.exec(text);
  const [year, month] = vn ? [Number(vn[2]), Number(vn[1])] : iso ? [Number(iso[1]), Number(iso[2])] : [0, 0];
  if (year > 0) return month >= 1 && month <= 12 ? monthEnd(year, month) : null;
  const day = parseDay(text);
  return day ? monthEnd(Number(day.slice(0, 4)), Number(day.slice(5, 7))) : null;
}

/** The unit in a header's parentheses: "Lãi suất BQ liên Ngân hàng (% năm)" -> "% năm". */
export function headerUnit(column: string): string | null {
  const match = /\(([^()]+)\)\s*$/.exec(column);
  return match?.[1]?.trim() ?? null;
}

export type UnitFamily = '%' | 'tỷ đồng' | 'VND/USD';

/**
 * A published unit in our words, with the factor to our stored unit: "% năm", "%/năm" -> %;
 * "tỷ đồng" x1, "nghìn tỷ đồng" x1,000; "VND/USD", "đồng/USD", "VND" -> VND/USD. Null when unknown.
 */
export function normaliseUnit(raw: string): { family: UnitFamily; factor: number } | null {
  const text = raw.trim().toLocaleLowerCase('vi').replace(/\s+/g, ' ');
  if (/^%( ?\/? ?năm)?$/.test(text)) return { family: '%', factor: 1 };
  if (text === 'tỷ đồng' || text === 'tỷ vnd') return { family: 'tỷ đồng', factor: 1 };
  if (text === 'nghìn tỷ đồng' || text === 'ngàn tỷ đồng') return { family: 'tỷ đồng', factor: 1000 };
  if (['vnd/usd', 'đồng/usd', 'vnd', 'đồng'].includes(text)) return { family: 'VND/USD', factor: 1 };
  return null;
}

/** Why a unit does not fit the line; null when it does. */
export function unitMismatch(where: string, raw: string | null, expected: UnitFamily): string | null {
  if (raw === null) return `${where} không ghi đơn vị; cần ${expected}`;
  const unit = normaliseUnit(raw);
  if (unit?.family === expected) return null;
  return `${where} có đơn vị "${raw}", không phải ${expected}: có thể sai đơn vị, không nhập`;
}

/** Finds the first header column matching a pattern (case and diacritics as written). */
export function findColumn(header: readonly string[], pattern: RegExp): number {
  return header.findIndex((column) => pattern.test(column));
}
