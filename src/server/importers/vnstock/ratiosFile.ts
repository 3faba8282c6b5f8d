import { statementValues } from '../../db/schema';
import { refreshStatementSources, STATEMENT_VALUE_KEY, yearsOf } from '../../db/statementSource';
import { settleStatementCompanyType } from '../companies/companyType';
import { readCsvRecords } from '../csvRecords';
import { type ImportContext } from '../framework';
import { upsertChanged } from '../../db/upsert';
import { VCI_RATIO_FOOTNOTES } from './maps/vciRatios';
import { parseNumber, toStoredValue, type Fail } from './parse';

/**
 * VCI's `*_ratios_vci_year.csv` (docs/DATA.md "vnstock ratios files"): most lines are ratios VCI
 * computed, which we compute ourselves and do not import; a bank's file also carries deposit lines
 * (demand, margin and special-purpose deposits, customer deposits), the inputs of CASA, stored as
 * the bank's FOOTNOTES. The header names each column's year; a year repeated in blocks of four
 * identical columns is that year's four quarters (ACB's file: 16 columns "2018", Q1-Q4 four times;
 * the Q1-Q4 deposits equal FiinTrade's quarterly balance sheet).
 */

type Row = typeof statementValues.$inferInsert;

interface Period {
  periodType: 'year' | 'quarter';
  year: number;
  quarter: number;
}

const NOT_A_LINE = 'chỉ số do nguồn tự tính, không phải dòng báo cáo: không nhập';

/** The period of each column, or a failure when the header says neither years nor quarters. */
function periodsOf(labels: readonly string[], body: readonly (readonly string[])[], fail: Fail): Period[] {
  const years = labels.map((label) => (/^\d{4}$/.test(label) ? Number(label) : Number.NaN));
  const bad = labels.find((_, index) => Number.isNaN(years[index]));
  if (bad !== undefined) return fail(1, `cột "${bad}" không phải năm`);
  if (years.length === 0) return fail(1, 'tiêu đề không có cột năm nào');
  if (new Set(years).size === years.length) {
    return years.map((year) => ({ periodType: 'year', year, quarter: 0 }));
  }
  const [year] = years;
  const blocks = years.length / 4;
  const sameBlocks = body.every((cells) => cells.every((cell, index) => cell === cells[index % 4]));
  if (
    year === undefined ||
    !years.every((value) => value === year) ||
    !Number.isInteger(blocks) ||
    !sameBlocks
  ) {
    return fail(
      1,
      'các cột năm lặp lại nhưng không thành các khối 4 quý giống nhau: không xác định được kỳ của từng cột',
    );
  }
  return [1, 2, 3, 4].map((quarter) => ({ periodType: 'quarter', year, quarter }));
}

/** Imports the statement lines of one VCI ratios file (the caller runs it inside runFileImport). */
export async function importVciRatios(ctx: ImportContext, ticker: string, text: string): Promise<void> {
  const fail: Fail = (row, reason) => ctx.fail(row, reason);
  const [header, ...records] = readCsvRecords(text);
  if (!header) return fail(null, 'tệp trống');
  const cells = header.cells.map((cell) => cell.toLowerCase());
  if (cells[0] !== 'item' || cells[1] !== 'item_en' || cells[2] !== 'item_id') {
    return fail(
      header.line,
      `tiêu đề không theo dạng VCI (item,item_en,item_id,<năm>...): "${header.cells.join(',')}"`,
    );
  }
  ctx.read(records.length);
  const labels = header.cells.slice(3);
  const body = records.map((record) => record.cells.slice(3, 3 + labels.length));
  const periods = periodsOf(labels, body, fail);
  const byId = new Map(VCI_RATIO_FOOTNOTES.entries.map((entry) => [entry[0], entry[1]]));
  const values: Row[] = [];
  for (const [index, record] of records.entries()) {
    const itemId = record.cells[2] ?? '';
    const code = byId.get(itemId);
    if (code === undefined || code === null) {
      ctx.reject(record.line, `"${record.cells[0] ?? ''}" (${itemId}): ${NOT_A_LINE}`);
      continue;
    }
    const row = body[index] ?? [];
    const parsed = periods.map((_, column) => {
      const cell = row[column];
      return cell === undefined || cell === '' ? null : parseNumber(cell);
    });
    const bad = parsed.findIndex((value, column) => value === null && (row[column] ?? '') !== '');
    if (bad >= 0) {
      ctx.reject(record.line, `ô thứ ${bad + 1} của dòng ${itemId} không phải số: "${row[bad] ?? ''}"`);
      continue;
    }
    parsed.forEach((raw, column) => {
      const period = periods[column];
      if (raw === null || !period) return;
      values.push({
        ticker,
        statement: VCI_RATIO_FOOTNOTES.statement,
        itemCode: code,
        ...period,
        value: toStoredValue(raw, 1, 1),
        source: 'vnstock-vci',
      });
    });
  }
  if (values.length === 0) return;
  await settleStatementCompanyType(ctx, ticker, VCI_RATIO_FOOTNOTES.companyType);
  const written = await upsertChanged(ctx.tx, statementValues, values, {
    target: STATEMENT_VALUE_KEY,
    update: [statementValues.value],
  });
  ctx.wrote(written);
  await refreshStatementSources(ctx.tx, {
    tickers: [ticker],
    statements: [VCI_RATIO_FOOTNOTES.statement],
    years: yearsOf(values),
  });
}
