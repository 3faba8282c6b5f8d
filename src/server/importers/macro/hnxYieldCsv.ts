import { readFileSync } from 'node:fs';
import type { Database } from '../../db/client';
import { runFileImport, type ImportContext, type ImportSummary } from '../framework';
import { registerImporter } from '../registry';
import { ObservationSet, writeObservations } from './common';
import { cellNumber, DailyLines, type LineSpec } from './datedLines';
import { findColumn, headerUnit, parseDay, readTable, unitMismatch, type TableFile } from './tableCsv';

/**
 * Government bond yields (issue 33): HNX's yield curve ("Đường cong lợi suất": Ngày thanh toán, Kỳ hạn
 * còn lại, Lợi suất giao ngay, one row per day and term) or VBMA's daily table (one row per day, a
 * column per term: "1 năm (%)", "2 năm (%)" ...). A month is its last quoted day (docs/DATA.md).
 */

export const HNX_YIELD_FORMAT = 'hnx-yield-csv';
export const HNX_SOURCE = 'HNX / VBMA (lợi suất trái phiếu Chính phủ)';

/** "10 năm", "6 tháng" -> the line of that term; null for anything else. */
export function tenorLine(term: string): LineSpec | null {
  const match = /^(\d{1,2})\s*(năm|tháng)(\s*\(.*\))?$/i.exec(term.trim());
  if (!match) return null;
  const [count, word] = [match[1] ?? '', (match[2] ?? '').toLocaleLowerCase('vi')];
  const years = word === 'năm';
  return {
    code: `HNX_GOV_BOND_${count}${years ? 'Y' : 'M'}`,
    menuCode: 'GOV_BOND_YIELD',
    nameVi: `Lợi suất trái phiếu Chính phủ kỳ hạn ${count} ${word}`,
    nameEn: `${count}-${years ? 'year' : 'month'} government bond yield`,
    unit: '%',
  };
}

function longCurve(ctx: ImportContext, table: TableFile, daily: DailyLines, date: number, term: number) {
  const rate = findColumn(table.header, /^lợi suất/i);
  if (rate < 0) ctx.fail(1, 'Thiếu cột "Lợi suất giao ngay (%)"');
  const name = table.header[rate] ?? '';
  const mismatch = unitMismatch(`Cột "${name}"`, headerUnit(name), '%');
  if (mismatch) ctx.fail(1, mismatch);
  for (const { cells, line } of table.records) {
    ctx.read();
    const day = parseDay(cells[date] ?? '');
    if (!day) {
      ctx.reject(line, `Dòng ${line}: ngày "${cells[date] ?? ''}" không hợp lệ (cần dd/mm/yyyy)`);
      continue;
    }
    const spec = tenorLine(cells[term] ?? '');
    if (!spec) {
      ctx.reject(line, `Dòng ${line}: kỳ hạn "${cells[term] ?? ''}" không nhận ra`);
      continue;
    }
    const value = cellNumber(ctx, table, line, cells, rate);
    if (value !== undefined && value !== null) daily.add(spec, day, value, line);
  }
}

function wideTable(ctx: ImportContext, table: TableFile, daily: DailyLines, date: number) {
  const columns = table.header.flatMap((name, index) => {
    const spec = tenorLine(name);
    if (!spec) return [];
    // Units per line: every term column says its unit ("1 năm (%)"), none is assumed for the file.
    const mismatch = unitMismatch(`Cột "${name}"`, headerUnit(name), '%');
    if (mismatch) ctx.fail(1, mismatch);
    return [{ spec, index }];
  });
  if (columns.length === 0) ctx.fail(1, `Không nhận ra bảng lợi suất: cột ${table.header.join(', ')}`);
  for (const { cells, line } of table.records) {
    ctx.read();
    const day = parseDay(cells[date] ?? '');
    if (!day) {
      ctx.reject(line, `Dòng ${line}: ngày "${cells[date] ?? ''}" không hợp lệ (cần dd/mm/yyyy)`);
      continue;
    }
    const values = columns.map(
      ({ spec, index }) => [spec, cellNumber(ctx, table, line, cells, index)] as const,
    );
    if (values.some(([, value]) => value === undefined)) continue;
    for (const [spec, value] of values)
      if (value !== null && value !== undefined) daily.add(spec, day, value, line);
  }
}

export async function importHnxYieldCsv(db: Database, file: string): Promise<ImportSummary> {
  return runFileImport(db, HNX_YIELD_FORMAT, file, async (ctx) => {
    const table = readTable(ctx, readFileSync(file, 'utf8'));
    const date = findColumn(table.header, /^ngày/i);
    if (date < 0) ctx.fail(1, 'Thiếu cột ngày ("Ngày thanh toán" hoặc "Ngày")');
    const term = findColumn(table.header, /^kỳ hạn/i);
    const daily = new DailyLines(ctx);
    if (term >= 0) longCurve(ctx, table, daily, date, term);
    else wideTable(ctx, table, daily, date);
    const set = new ObservationSet(ctx);
    daily.into(set, 'last', HNX_SOURCE);
    await writeObservations(ctx, set);
  });
}

registerImporter({
  format: HNX_YIELD_FORMAT,
  description:
    'Government bond yields: HNX yield curve or VBMA daily table saved as CSV (hnx-*.csv, vbma-*.csv)',
  matches: (fileName) => /^(hnx|vbma)[-_].*\.csv$/i.test(fileName),
  importFile: importHnxYieldCsv,
});
