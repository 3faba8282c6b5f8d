import { readFileSync } from 'node:fs';
import type { Database } from '../../db/client';
import { runFileImport, type ImportContext, type ImportSummary } from '../framework';
import { registerImporter } from '../registry';
import { monthEnd, ObservationSet, writeObservations } from './common';
import { addMonthly, cellNumber, DailyLines, type LineSpec } from './datedLines';
import {
  CENTRAL_RATE,
  interbankLine,
  MONTHLY_LAYOUTS,
  policyLine,
  SBV_SOURCE,
  type MonthlyLayout,
} from './sbvLayouts';
import {
  findColumn,
  headerUnit,
  parseDay,
  parseMonth,
  readTable,
  unitMismatch,
  type TableFile,
} from './tableCsv';

export const SBV_RATES_FORMAT = 'sbv-rates-csv';

/** Fails the file when a column's unit (in its header) is not the line's. */
function checkHeaderUnit(
  ctx: ImportContext,
  table: TableFile,
  column: number,
  family: Parameters<typeof unitMismatch>[2],
) {
  const name = table.header[column] ?? '';
  const reason = unitMismatch(`Cột "${name}"`, headerUnit(name), family);
  if (reason) ctx.fail(1, reason);
}

function dayOf(ctx: ImportContext, cells: readonly string[], column: number, line: number): string | null {
  const day = parseDay(cells[column] ?? '');
  if (!day) ctx.reject(line, `Dòng ${line}: ngày "${cells[column] ?? ''}" không hợp lệ (cần dd/mm/yyyy)`);
  return day;
}

/** Interbank: one row per day and term; months are the average of the quoted days. */
function interbank(ctx: ImportContext, table: TableFile, set: ObservationSet, date: number) {
  const term = findColumn(table.header, /^thời hạn/i);
  const rate = findColumn(table.header, /^lãi suất/i);
  checkHeaderUnit(ctx, table, rate, '%');
  const daily = new DailyLines(ctx);
  for (const { cells, line } of table.records) {
    ctx.read();
    const day = dayOf(ctx, cells, date, line);
    if (!day) continue;
    const spec = interbankLine(cells[term] ?? '');
    if (!spec) {
      ctx.reject(line, `Dòng ${line}: thời hạn "${cells[term] ?? ''}" không nhận ra`);
      continue;
    }
    const value = cellNumber(ctx, table, line, cells, rate);
    if (value === undefined || value === null) continue;
    daily.add(spec, day, value, line);
  }
  daily.into(set, 'average', SBV_SOURCE);
}

/** The central rate: one row per day; a month is its last quoted day. */
function centralRate(ctx: ImportContext, table: TableFile, set: ObservationSet, date: number) {
  const column = findColumn(table.header, CENTRAL_RATE.match);
  checkHeaderUnit(ctx, table, column, CENTRAL_RATE.family);
  const daily = new DailyLines(ctx);
  for (const { cells, line } of table.records) {
    ctx.read();
    const day = dayOf(ctx, cells, date, line);
    const value = day ? cellNumber(ctx, table, line, cells, column) : undefined;
    if (day && value !== undefined && value !== null) daily.add(CENTRAL_RATE.line, day, value, line);
  }
  daily.into(set, 'last', SBV_SOURCE);
}

/**
 * Policy rates: one row per decision (type, rate, decision, effective day). Each month from the first
 * decision to the last month that ended before `now` holds the rate in force on its last day; its
 * release date is that decision's effective day.
 */
function policy(ctx: ImportContext, table: TableFile, set: ObservationSet, now: Date) {
  const kind = findColumn(table.header, /^loại lãi suất/i);
  const rate = findColumn(table.header, /^giá trị|^mức lãi suất/i);
  const effective = findColumn(table.header, /^ngày (hiệu lực|áp dụng)/i);
  if (rate < 0 || effective < 0) ctx.fail(1, 'Thiếu cột "Giá trị (%/năm)" hoặc "Ngày hiệu lực"');
  checkHeaderUnit(ctx, table, rate, '%');
  const decisions = new Map<
    string,
    { spec: LineSpec; list: { day: string; value: number; line: number }[] }
  >();
  for (const { cells, line } of table.records) {
    ctx.read();
    const spec = policyLine(cells[kind] ?? '');
    if (!spec) {
      ctx.reject(line, `Dòng ${line}: loại lãi suất "${cells[kind] ?? ''}" không nhận ra`);
      continue;
    }
    const day = dayOf(ctx, cells, effective, line);
    const value = day ? cellNumber(ctx, table, line, cells, rate) : undefined;
    if (!day || value === undefined || value === null) continue;
    const entry = decisions.get(spec.code) ?? { spec, list: [] };
    const twin = entry.list.find((item) => item.day === day);
    if (twin) {
      ctx.reject(line, `Trùng "${spec.nameVi}" hiệu lực ${day} với dòng ${twin.line}: giữ dòng ${twin.line}`);
      continue;
    }
    entry.list.push({ day, value, line });
    decisions.set(spec.code, entry);
  }
  const until = monthEnd(now.getUTCFullYear(), now.getUTCMonth()); // the last month that has ended
  for (const { spec, list } of decisions.values()) {
    list.sort((a, b) => a.day.localeCompare(b.day));
    const first = list[0];
    if (!first) continue;
    let year = Number(first.day.slice(0, 4));
    let month = Number(first.day.slice(5, 7));
    for (let period = monthEnd(year, month); period <= until; period = monthEnd(year, month)) {
      const inForce = list.filter((item) => item.day <= period).pop();
      if (inForce)
        addMonthly(set, spec, SBV_SOURCE, inForce.line, period, [['value', inForce.value]], inForce.day);
      month += 1;
      if (month > 12) [year, month] = [year + 1, 1];
    }
  }
}

/** M2, credit, average deposit and lending rates: one row per month. */
function monthly(
  ctx: ImportContext,
  table: TableFile,
  set: ObservationSet,
  layout: MonthlyLayout,
  at: number,
) {
  const columns = layout.columns.flatMap((spec) => {
    const index = findColumn(table.header, spec.match);
    if (index >= 0) checkHeaderUnit(ctx, table, index, spec.family);
    return index >= 0 ? [{ spec, index }] : [];
  });
  for (const { cells, line } of table.records) {
    ctx.read();
    const period = parseMonth(cells[at] ?? '');
    if (!period) {
      ctx.reject(line, `Dòng ${line}: tháng "${cells[at] ?? ''}" không hợp lệ (cần mm/yyyy)`);
      continue;
    }
    const values: [LineSpec, number][] = [];
    let broken = false;
    for (const { spec, index } of columns) {
      const value = cellNumber(ctx, table, line, cells, index);
      if (value === undefined) broken = true;
      else if (value !== null)
        values.push([spec.line, value * (spec.family === 'tỷ đồng' ? unitFactor(table, index) : 1)]);
    }
    if (broken) continue;
    for (const [spec, value] of values) addMonthly(set, spec, SBV_SOURCE, line, period, [['value', value]]);
  }
}

/** "nghìn tỷ đồng" in a header scales to tỷ đồng. */
function unitFactor(table: TableFile, column: number): number {
  return /nghìn tỷ|ngàn tỷ/i.test(headerUnit(table.header[column] ?? '') ?? '') ? 1000 : 1;
}

export async function importSbvRatesCsv(
  db: Database,
  file: string,
  options: { now?: Date } = {},
): Promise<ImportSummary> {
  return runFileImport(db, SBV_RATES_FORMAT, file, async (ctx) => {
    const table = readTable(ctx, readFileSync(file, 'utf8'));
    const set = new ObservationSet(ctx);
    const date = findColumn(table.header, /^ngày/i);
    const monthColumn = findColumn(table.header, /^(thời điểm|tháng|kỳ)/i);
    const layout = MONTHLY_LAYOUTS.find((item) => findColumn(table.header, item.anchor) >= 0);
    if (findColumn(table.header, /^loại lãi suất/i) >= 0) policy(ctx, table, set, options.now ?? new Date());
    else if (date >= 0 && findColumn(table.header, /^thời hạn/i) >= 0) interbank(ctx, table, set, date);
    else if (date >= 0 && findColumn(table.header, CENTRAL_RATE.match) >= 0)
      centralRate(ctx, table, set, date);
    else if (layout && monthColumn >= 0) monthly(ctx, table, set, layout, monthColumn);
    else ctx.fail(1, `Không nhận ra bảng của NHNN: cột ${table.header.join(', ')}`);
    await writeObservations(ctx, set);
  });
}

registerImporter({
  format: SBV_RATES_FORMAT,
  description:
    'State Bank of Vietnam tables saved as CSV: interbank rates, policy rates, central USD/VND rate, M2, credit, average deposit and lending rates (sbv-*.csv)',
  matches: (fileName) => /^sbv[-_].*\.csv$/i.test(fileName),
  importFile: (db, file) => importSbvRatesCsv(db, file),
});
