import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import type { FinanceDataResponse } from '@/common/contracts/finance';
import { describeWithSharedData, sharedDataPath } from '../../../../../tests/helpers/sharedData';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { createTestDatabase } from '../../../db/testing';
import { importFiinTradeFile } from '../../../importers/fiintrade';
import { getFinanceData } from '../finance.service';

const FOLDERS = [
  ['15Q3-17Q2', 24],
  ['17Q3-19Q2', 16],
  ['19Q3-21Q2', 8],
  ['21Q3-23Q2', 0],
] as const;

function filePath(folder: string, kind: 'IncomeStatement' | 'CashFlow', ticker: string, n: number): string {
  return sharedDataPath(
    'tranthanhbinh1__stock-recommendation-system',
    'financial_statements',
    folder,
    `${kind}_${ticker}_${n}.xlsx`,
  );
}

/**
 * One line of the raw exports, read straight from the cells (not through the importer): the row whose
 * label starts with `label` (lower case), under the first row holding "Q1 2015"-style headers.
 * Quarters repeated across folders keep the first figure; an empty cell is null.
 */
function rawLine(
  kind: 'IncomeStatement' | 'CashFlow',
  ticker: string,
  label: string,
): Map<string, number | null> {
  const line = new Map<string, number | null>();
  for (const [folder, n] of FOLDERS) {
    const workbook = XLSX.read(readFileSync(filePath(folder, kind, ticker, n)));
    const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
    if (!sheet) throw new Error(`${kind} ${ticker}: no sheet`);
    const cells = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });
    const header = cells.find((row) =>
      row.some((cell) => typeof cell === 'string' && /^Q[1-4] \d{4}$/.test(cell)),
    );
    const row = cells.find(
      (cells) => typeof cells[0] === 'string' && cells[0].trim().toLowerCase().startsWith(label),
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

/** The quarter key `back` quarters before `key`. */
function earlier(key: string, back: number): string {
  const ordinal = Number(key.slice(0, 4)) * 4 + Number(key.slice(5)) - 1 - back;
  return `${Math.floor(ordinal / 4)}Q${(ordinal % 4) + 1}`;
}

function sumOf(line: Map<string, number | null>, keys: string[]): number | null {
  let sum = 0;
  for (const key of keys) {
    const value = line.get(key);
    if (value === undefined || value === null) return null;
    sum += value;
  }
  return sum;
}

const trailingKeys = (key: string): string[] => [3, 2, 1, 0].map((back) => earlier(key, back));
const yearToDateKeys = (key: string): string[] =>
  Array.from({ length: Number(key.slice(5)) }, (_, index) => `${key.slice(0, 4)}Q${index + 1}`);

function apiLine(data: FinanceDataResponse, code: string): Map<string, number | null> {
  const values = data.values[code] ?? [];
  return new Map(data.periods.map((period, index) => [period.key, values[index] ?? null]));
}

interface Check {
  ticker: string;
  file: 'IncomeStatement' | 'CashFlow';
  statement: 'INCOME_STATEMENT' | 'CASH_FLOW_INDIRECT' | 'CASH_FLOW_DIRECT';
  label: string;
  code: string;
  /** flow: sums; opening: first quarter of the window; closing: latest quarter. */
  behaviour: 'flow' | 'opening' | 'closing';
}

const CHECKS: Check[] = [
  {
    ticker: 'FPT',
    file: 'IncomeStatement',
    statement: 'INCOME_STATEMENT',
    label: 'net sales',
    code: 'NET_REVENUE',
    behaviour: 'flow',
  },
  {
    ticker: 'FPT',
    file: 'IncomeStatement',
    statement: 'INCOME_STATEMENT',
    label: 'net profit/(loss) after tax',
    code: 'NET_PROFIT',
    behaviour: 'flow',
  },
  {
    ticker: 'FPT',
    file: 'CashFlow',
    statement: 'CASH_FLOW_INDIRECT',
    label: 'net cash from operating activities',
    code: 'NET_CASH_FROM_OPERATING',
    behaviour: 'flow',
  },
  {
    ticker: 'FPT',
    file: 'CashFlow',
    statement: 'CASH_FLOW_INDIRECT',
    label: 'cash and cash equivalents at the beginning',
    code: 'CASH_BEGINNING',
    behaviour: 'opening',
  },
  {
    ticker: 'FPT',
    file: 'CashFlow',
    statement: 'CASH_FLOW_INDIRECT',
    label: 'cash and cash equivalents at the end',
    code: 'CASH_ENDING',
    behaviour: 'closing',
  },
  {
    ticker: 'TCB',
    file: 'IncomeStatement',
    statement: 'INCOME_STATEMENT',
    label: 'net interest income',
    code: 'NET_INTEREST_INCOME',
    behaviour: 'flow',
  },
  {
    ticker: 'TCB',
    file: 'IncomeStatement',
    statement: 'INCOME_STATEMENT',
    label: 'net profit after tax',
    code: 'NET_PROFIT',
    behaviour: 'flow',
  },
  {
    ticker: 'TCB',
    file: 'CashFlow',
    statement: 'CASH_FLOW_DIRECT',
    label: 'net cash from operating activities',
    code: 'NET_CASH_FROM_OPERATING',
    behaviour: 'flow',
  },
  {
    ticker: 'TCB',
    file: 'CashFlow',
    statement: 'CASH_FLOW_DIRECT',
    label: 'cash and cash equivalents at the beginning',
    code: 'CASH_BEGINNING',
    behaviour: 'opening',
  },
  {
    ticker: 'TCB',
    file: 'CashFlow',
    statement: 'CASH_FLOW_DIRECT',
    label: 'cash and cash equivalents at the end',
    code: 'CASH_ENDING',
    behaviour: 'closing',
  },
];

describeWithSharedData('TRAILING and ANNUALIZE on the real FiinTrade files of TCB (bank) and FPT', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
    setDatabaseHandle(handle);
    for (const [folder, n] of FOLDERS) {
      for (const ticker of ['TCB', 'FPT']) {
        for (const kind of ['IncomeStatement', 'CashFlow'] as const) {
          const summary = await importFiinTradeFile(handle.db, filePath(folder, kind, ticker, n));
          expect(summary.rowsRejected).toBe(0);
        }
      }
    }
  }, 120_000);

  afterAll(async () => {
    setDatabaseHandle(undefined);
    await handle.close();
  });

  it.each(CHECKS)('$ticker $code ($statement) equals sums of the raw cells', async (check) => {
    const raw = rawLine(check.file, check.ticker, check.label);
    const query = { ticker: check.ticker, period: 'quarter', statement: check.statement } as const;
    const trailing = apiLine(
      await getFinanceData(handle.db, { ...query, tableName: 'TRAILING' }),
      check.code,
    );
    const annualized = apiLine(
      await getFinanceData(handle.db, { ...query, tableName: 'ANNUALIZE' }),
      check.code,
    );
    const quarters = [...raw.keys()].sort();
    expect(quarters[0]).toBe('2015Q1');
    expect(quarters.length).toBeGreaterThanOrEqual(32);
    let compared = 0;
    for (const key of quarters) {
      const window = trailingKeys(key);
      const ytd = yearToDateKeys(key);
      const complete = window.every((quarter) => raw.has(quarter));
      let expectedTrailing: number | null;
      let expectedAnnual: number | null;
      if (check.behaviour === 'flow') {
        expectedTrailing = sumOf(raw, window);
        const ytdSum = sumOf(raw, ytd);
        expectedAnnual = ytdSum === null ? null : (ytdSum * 4) / ytd.length;
      } else if (check.behaviour === 'opening') {
        expectedTrailing = raw.get(window[0] ?? '') ?? null;
        expectedAnnual = raw.get(ytd[0] ?? '') ?? null;
      } else {
        expectedTrailing = raw.get(key) ?? null;
        expectedAnnual = raw.get(key) ?? null;
      }
      if (complete) {
        expect([key, trailing.get(key)]).toEqual([key, expectedTrailing]);
        compared += 1;
      } else {
        expect([key, trailing.get(key)]).toEqual([key, null]);
      }
      const annual = annualized.get(key);
      if (expectedAnnual === null || annual === null || annual === undefined) {
        expect([key, annual]).toEqual([key, expectedAnnual]);
      } else {
        expect(Math.abs(annual - expectedAnnual)).toBeLessThan(1);
      }
    }
    // 2015Q4 .. 2023Q2: every quarter after the first three.
    expect(compared).toBe(quarters.length - 3);
  });

  it('spot check by hand: FPT net sales trailing Q4 2022 = the 2022 quarters added up', async () => {
    const data = await getFinanceData(handle.db, {
      ticker: 'FPT',
      tableName: 'TRAILING',
      period: 'quarter',
      start: 2022,
      end: 2022,
    });
    const raw = rawLine('IncomeStatement', 'FPT', 'net sales');
    const year = ['2022Q1', '2022Q2', '2022Q3', '2022Q4'].map((key) => raw.get(key) ?? Number.NaN);
    expect(apiLine(data, 'NET_REVENUE').get('2022Q4')).toBe(year.reduce((sum, value) => sum + value, 0));
    expect(data.unavailable).toEqual({});
  });
});
