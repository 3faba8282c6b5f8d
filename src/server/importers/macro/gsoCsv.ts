import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Database } from '../../db/client';
import { assertEndsWithLineBreak, csvFailure, CsvReadError } from '../csvRecords';
import { runFileImport, type ImportContext, type ImportSummary } from '../framework';
import { registerImporter } from '../registry';
import {
  codeFragment,
  displayName,
  monthEnd,
  ObservationSet,
  parseNumber,
  quarterEnd,
  writeObservations,
  type Observation,
  type SeriesSpec,
} from './common';
import { GSO_LAYOUTS, type GsoLayout, type MeasureColumn } from './gsoLayouts';

export const GSO_CSV_FORMAT = 'gso-csv';
export const GSO_SOURCE = 'GSO (hiennguyen9874/vn-macroeconomics)';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const YEAR_MONTH = /^(\d{4})-(\d{2})$/;

function validDate(text: string): { year: number; month: number } | null {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { year, month } : null;
}

function periodOf(layout: GsoLayout, row: Record<string, string>): { period: string } | { error: string } {
  const date = validDate(row.Date ?? '');
  if (layout.period === 'month') {
    const match = YEAR_MONTH.exec((row.Month ?? '').trim());
    const month = Number(match?.[2]);
    if (!match || month < 1 || month > 12) return { error: `Tháng "${row.Month ?? ''}" không hợp lệ` };
    return { period: monthEnd(Number(match[1]), month) };
  }
  if (!date) return { error: `Ngày "${row.Date ?? ''}" không hợp lệ` };
  if (layout.period === 'dateMonth') return { period: monthEnd(date.year, date.month) };
  if (date.month % 3 !== 0) return { error: `Ngày công bố ${row.Date ?? ''} không thuộc tháng cuối quý` };
  return { period: quarterEnd(date.year, date.month / 3) };
}

/** The file's name says its layout; a renamed file is recognised by the columns it has. */
export function pickLayout(file: string, header: readonly string[]): GsoLayout | string {
  const stem = path
    .basename(file)
    .replace(/\.csv$/i, '')
    .toLowerCase();
  const missing = (layout: GsoLayout) => layout.required.filter((column) => !header.includes(column));
  const named = GSO_LAYOUTS.find((layout) => layout.stem === stem);
  if (named) {
    const absent = missing(named);
    return absent.length === 0 ? named : `Bố cục tệp ${stem}.csv không khớp: thiếu cột ${absent.join(', ')}`;
  }
  const fitting = GSO_LAYOUTS.filter((layout) => missing(layout).length === 0).sort(
    (a, b) => b.required.length - a.required.length,
  );
  return fitting[0] ?? `Không nhận ra bố cục tệp: cột ${header.join(', ')}`;
}

/** The published number of a measure: the revised column, or its estimate when that is empty. */
function measureValue(
  measure: MeasureColumn,
  row: Record<string, string>,
): { ok: true; value: number | null } | { ok: false; reason: string } {
  for (const column of [measure.column, measure.fallback]) {
    if (column === undefined) continue;
    const raw = row[column] ?? '';
    const parsed = parseNumber(raw);
    if (!parsed.ok) return { ok: false, reason: `Cột "${column}": "${raw}" không phải là số` };
    if (parsed.value !== null) {
      return { ok: true, value: measure.indexToPercent ? parsed.value - 100 : parsed.value };
    }
  }
  return { ok: true, value: null };
}

function readRows(ctx: ImportContext, text: string): { header: string[]; rows: string[][] } {
  let records: string[][];
  try {
    // A text cut off inside its last number fails whole (csvRecords.ts), never stores a shorter figure.
    assertEndsWithLineBreak(text);
    records = parse(text, { bom: true, skip_empty_lines: true });
  } catch (error) {
    const failure = error instanceof CsvReadError ? error : csvFailure(error);
    if (failure) ctx.fail(failure.row, failure.reason);
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) ctx.fail(null, 'Tệp rỗng');
  return { header: header.map((column) => column.trim()), rows };
}

function importRows(
  ctx: ImportContext,
  layout: GsoLayout,
  header: string[],
  rows: string[][],
): ObservationSet {
  const parts = layout.parts(header);
  if (parts.length === 0) ctx.fail(1, 'Tệp không có cột số liệu nào của bố cục này');
  const set = new ObservationSet(ctx);
  rows.forEach((cells, index) => {
    const rowNumber = index + 2;
    ctx.read();
    const row = Object.fromEntries(header.map((column, position) => [column, cells[position] ?? '']));
    const category = displayName(row[layout.categoryColumn] ?? '');
    if (category === '') {
      ctx.reject(rowNumber, `Thiếu tên chỉ tiêu (cột "${layout.categoryColumn}")`);
      return;
    }
    const reference = periodOf(layout, row);
    if ('error' in reference) {
      ctx.reject(rowNumber, reference.error);
      return;
    }
    const { period } = reference;
    const release = validDate(row.Date ?? '') ? (row.Date ?? '').trim() : null;
    if (release === null) {
      ctx.reject(rowNumber, `Ngày công bố "${row.Date ?? ''}" không hợp lệ`);
      return;
    }
    const menuCodes = [layout.menuCodes(row)].flat();
    const categoryKey = codeFragment(category);
    const series: SeriesSpec[] = [];
    const observations: Observation[] = [];
    for (const part of parts) {
      const values: [MeasureColumn, number][] = [];
      for (const measure of part.measures) {
        const result = measureValue(measure, row);
        if (!result.ok) {
          ctx.reject(rowNumber, result.reason);
          return;
        }
        if (result.value !== null) values.push([measure, result.value]);
      }
      for (const menuCode of menuCodes) {
        const code = [
          'GSO',
          layout.stem.toUpperCase(),
          ...(layout.menuInCode ? [menuCode.replace(`${layout.stem.toUpperCase()}_`, '')] : []),
          ...(part.key ? [part.key] : []),
          categoryKey,
        ].join('_');
        series.push({
          code,
          menuCode,
          nameVi: part.nameVi(category),
          nameEn: '',
          unit: part.unit(category),
          frequency: layout.frequency,
          source: GSO_SOURCE,
        });
        for (const [measure, value] of values) {
          observations.push({
            seriesCode: code,
            period,
            valueType: measure.valueType,
            value,
            releaseDate: release,
          });
        }
      }
    }
    set.addRow(
      `${categoryKey}|${period}`,
      `"${category}" kỳ ${period}`,
      { row: rowNumber, releaseDate: release, observations },
      series,
    );
  });
  return set;
}

/** Imports one GSO-derived CSV of hiennguyen9874/vn-macroeconomics in one transaction. */
export async function importGsoCsv(db: Database, file: string): Promise<ImportSummary> {
  return runFileImport(db, GSO_CSV_FORMAT, file, async (ctx: ImportContext) => {
    const { header, rows } = readRows(ctx, readFileSync(file, 'utf8'));
    const layout = pickLayout(file, header);
    if (typeof layout === 'string') ctx.fail(1, layout);
    await writeObservations(ctx, importRows(ctx, layout, header, rows));
  });
}

const STEMS = new Set(GSO_LAYOUTS.map((layout) => layout.stem));

registerImporter({
  format: GSO_CSV_FORMAT,
  description:
    'GSO-derived monthly/quarterly macro CSVs (hiennguyen9874/vn-macroeconomics: cpi, iip, xk, nk, ...)',
  matches: (fileName) => STEMS.has(fileName.replace(/\.csv$/i, '').toLowerCase()) && /\.csv$/i.test(fileName),
  importFile: importGsoCsv,
});
