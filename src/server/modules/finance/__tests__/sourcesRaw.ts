import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { parse } from 'csv-parse/sync';
import { sharedDataPath } from '../../../../../tests/helpers/sharedData';

/** The raw files of ../shared/data read on their own terms (csv-parse, xlsx), not with the importers. */

export const VNSTOCK_ROOT = sharedDataPath('gahoccode__Datasets', 'vnstock-v4');
export const FIINTRADE_ROOT = sharedDataPath(
  'tranthanhbinh1__stock-recommendation-system',
  'financial_statements',
);
export const FIINTRADE_FOLDERS = [
  ['15Q3-17Q2', 24],
  ['17Q3-19Q2', 16],
  ['19Q3-21Q2', 8],
  ['21Q3-23Q2', 0],
] as const;
export type FiinTradeKind = 'BalanceSheet' | 'IncomeStatement' | 'CashFlow';

export function fiinTradeFile(folder: string, kind: FiinTradeKind, ticker: string, n: number): string {
  return path.join(FIINTRADE_ROOT, folder, `${kind}_${ticker}_${n}.xlsx`);
}

/** Every vnstock statement CSV (ratios files aside), VCI files first. */
export function vnstockStatementFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  const files = walk(VNSTOCK_ROOT).filter((file) =>
    /^[a-z]+_(balance_sheet|income_statement|cash_flow)_(vci|kbs)_year\.csv$/.test(path.basename(file)),
  );
  const rank = (file: string) => (file.includes('_vci_') ? 0 : 1);
  return files.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export interface RawCsv {
  years: number[];
  /** Item id -> cells by year column (null = empty). */
  rows: Map<string, (number | null)[]>;
  /** CSV line of each row (header = 1). */
  lines: { line: number; itemId: string; cells: (number | null)[] }[];
}

export function readVnstock(file: string): RawCsv {
  const records: string[][] = parse(readFileSync(file, 'utf8'), { bom: true, relax_column_count: true });
  const [header = [], ...body] = records;
  const first = header[1] === 'item_en' ? 3 : 2;
  const lines = body.map((cells, index) => ({
    line: index + 2,
    itemId: cells[first - 1] ?? '',
    cells: cells.slice(first).map((cell) => (cell.trim() === '' ? null : Number(cell))),
  }));
  return {
    years: header.slice(first).map(Number),
    rows: new Map(lines.map((row) => [row.itemId, row.cells])),
    lines,
  };
}

/** One vnstock cell, or null. */
export function vnstockCell(file: string, itemId: string, year: number): number | null {
  const raw = readVnstock(path.join(VNSTOCK_ROOT, file));
  return raw.rows.get(itemId)?.[raw.years.indexOf(year)] ?? null;
}

/**
 * One FiinTrade line over every folder: the row whose label starts with `label` (lower case), by
 * quarter key "2021Q3". Quarters repeated across folders keep the first figure; empty is null.
 */
export function fiinTradeLine(
  kind: FiinTradeKind,
  ticker: string,
  label: string,
): Map<string, number | null> {
  const line = new Map<string, number | null>();
  for (const [folder, n] of FIINTRADE_FOLDERS) {
    const workbook = XLSX.read(readFileSync(fiinTradeFile(folder, kind, ticker, n)));
    const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
    if (!sheet) throw new Error(`${kind} ${ticker}: no sheet`);
    const cells = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });
    const header = cells.find((row) =>
      row.some((cell) => typeof cell === 'string' && /^Q[1-4] \d{4}$/.test(cell)),
    );
    const row = cells.find(
      (candidate) => typeof candidate[0] === 'string' && candidate[0].trim().toLowerCase().startsWith(label),
    );
    if (!header || !row) throw new Error(`${kind} ${ticker}: "${label}" not found in ${folder}`);
    header.forEach((cell, column) => {
      const match = typeof cell === 'string' ? /^Q([1-4]) (\d{4})$/.exec(cell) : null;
      if (!match) return;
      const key = `${match[2]}Q${match[1]}`;
      const value = row[column];
      if (!line.has(key)) line.set(key, typeof value === 'number' ? value : null);
    });
  }
  return line;
}

/** The years whose four quarters the line has, with the sum (flow) and the fourth quarter (balance). */
export function yearsFromQuarters(
  line: Map<string, number | null>,
): Map<number, { sum: number; q4: number }> {
  const years = new Map<number, { sum: number; q4: number }>();
  const all = new Set([...line.keys()].map((key) => Number(key.slice(0, 4))));
  for (const year of all) {
    const cells = [1, 2, 3, 4].map((quarter) => line.get(`${year}Q${quarter}`));
    if (cells.some((cell) => cell === undefined || cell === null)) continue;
    const values = cells as number[];
    years.set(year, { sum: values.reduce((sum, value) => sum + value, 0), q4: values[3] ?? Number.NaN });
  }
  return years;
}
