import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { sql, type SQL } from 'drizzle-orm';
import type { CompanyType, StatementType } from '@/common/constants/market';
import { describeWithSharedData, sharedDataPath } from '../../../../../tests/helpers/sharedData';
import type { DatabaseHandle } from '../../../db/client';
import { createTestDatabase } from '../../../db/testing';
import { getTemplate } from '../../../catalog/templates';
import { templateTotals } from '../../../catalog/templates/totals';
import type { ImportSummary } from '../../framework';
import { importPath } from '../../importPath';
import { FIINTRADE_FORMAT, importFiinTradeFile } from '../index';
import { FIINTRADE_LAYOUTS, positionMap } from '../layouts';

jest.setTimeout(600_000);

const ROOT = sharedDataPath('tranthanhbinh1__stock-recommendation-system', 'financial_statements');
const FOLDERS = ['15Q3-17Q2', '17Q3-19Q2', '19Q3-21Q2', '21Q3-23Q2'];
const STATEMENT_OF_KIND: Record<string, string> = {
  BalanceSheet: 'BALANCE_SHEET',
  IncomeStatement: 'INCOME_STATEMENT',
  CashFlow: 'CASH_FLOW',
};

/** The raw file read on its own terms, without the importer's code. */
interface RawFile {
  file: string;
  ticker: string;
  kind: string;
  /** [quarter label, values of the line-item rows in that column] */
  columns: { year: number; quarter: number; values: unknown[] }[];
}

function readRaw(file: string): RawFile {
  const [kind = '', ticker = ''] = path.basename(file).split('_');
  const book = XLSX.read(readFileSync(file));
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) throw new Error(`${file}: no sheet`);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });
  const header = rows.findIndex((row) =>
    row.some((cell) => typeof cell === 'string' && /^Q[1-4] \d{4}$/.test(cell)),
  );
  const end = rows.findIndex((row) => row[0] === 'Powered by FiinTrade');
  const body = rows.slice(header + 1, end < 0 ? undefined : end);
  const columns: RawFile['columns'] = [];
  (rows[header] ?? []).forEach((cell, index) => {
    const match = typeof cell === 'string' ? /^Q([1-4]) (\d{4})$/.exec(cell) : null;
    if (match)
      columns.push({
        quarter: Number(match[1]),
        year: Number(match[2]),
        values: body.map((row) => row[index] ?? null),
      });
  });
  return { file, ticker, kind, columns };
}

/** Rows of a raw query; drizzle cannot name the result type over both drivers. */
async function query<T>(handle: DatabaseHandle, statement: SQL): Promise<T[]> {
  const result: unknown = await handle.db.execute(statement);
  return (result as { rows: T[] }).rows;
}

describeWithSharedData('FiinTrade import of the real exports', () => {
  let handle: DatabaseHandle;
  const files = FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder))
      .filter((name) => name.endsWith('.xlsx'))
      .map((name) => path.join(ROOT, folder, name)),
  );
  const summaries: ImportSummary[] = [];
  const failures: unknown[] = [];
  let raws: RawFile[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase({ bulk: true });
    const started = Date.now();
    for (const file of files) {
      try {
        summaries.push(await importFiinTradeFile(handle.db, file));
      } catch (error) {
        failures.push(error);
      }
    }
    const written = summaries.reduce((sum, summary) => sum + summary.rowsWritten, 0);
    console.log(
      `FiinTrade: ${files.length} files, ${written} rows written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    raws = files.map(readRaw);
  });

  afterAll(async () => {
    await handle.close();
  });

  it('imports every file without failure or rejection', () => {
    expect(failures).toEqual([]);
    expect(summaries).toHaveLength(files.length);
    expect(summaries.flatMap((summary) => summary.rejections)).toEqual([]);
  });

  it('has the 74 tickers and, per ticker and statement, every quarter the files hold a figure for', async () => {
    const expected = new Map<string, Set<string>>();
    for (const raw of raws) {
      const key = `${raw.ticker}/${STATEMENT_OF_KIND[raw.kind] ?? raw.kind}`;
      const quarters = expected.get(key) ?? new Set<string>();
      for (const column of raw.columns) {
        if (column.values.some((cell) => typeof cell === 'number'))
          quarters.add(`${column.year}Q${column.quarter}`);
      }
      expected.set(key, quarters);
    }
    const result = await query<{ key: string; quarters: number }>(
      handle,
      sql`
      select ticker || '/' || (case when statement like 'CASH_FLOW%' then 'CASH_FLOW' else statement end) as key,
             count(distinct (year, quarter))::int as quarters
      from statement_values where period_type = 'quarter' group by 1`,
    );
    const actual = new Map(result.map((row) => [row.key, row.quarters]));
    expect(new Set([...expected.keys()].map((key) => key.split('/')[0])).size).toBe(74);
    expect(Object.fromEntries(actual)).toEqual(
      Object.fromEntries([...expected].map(([key, set]) => [key, set.size])),
    );
  });

  it('stores sample cells exactly as the raw files have them', async () => {
    const types = await query<{ ticker: string; company_type: string }>(
      handle,
      sql`select ticker, company_type from companies`,
    );
    const typeOf = new Map(types.map((row) => [row.ticker, row.company_type]));
    let compared = 0;
    for (const raw of raws.filter((_, index) => index % 29 === 0)) {
      const companyType = typeOf.get(raw.ticker) as Parameters<typeof getTemplate>[0];
      const statement =
        raw.kind === 'CashFlow'
          ? companyType === 'bank'
            ? 'CASH_FLOW_DIRECT'
            : 'CASH_FLOW_INDIRECT'
          : STATEMENT_OF_KIND[raw.kind];
      // Row i is the i-th template item FiinTrade exports (positionMap leaves out the pre-2015 items).
      const template = getTemplate(companyType, statement as Parameters<typeof getTemplate>[1]).filter(
        (item) =>
          companyType !== 'non_financial' ||
          !['CONSTRUCTION_IN_PROGRESS_PRE2015', 'GOODWILL_PRE2015'].includes(item.code),
      );
      for (const column of raw.columns) {
        for (const [row, cell] of column.values.entries()) {
          if (typeof cell !== 'number' || row % 7 !== 0) continue;
          const code = template[row]?.code ?? '';
          const stored = await query<{ value: number }>(
            handle,
            sql`
            select value from statement_values where ticker = ${raw.ticker} and statement = ${statement}
              and (item_code = ${code} or (${companyType === 'non_financial'} and item_code = ${`${code}_PRE2015`}))
              and period_type = 'quarter'
              and year = ${column.year} and quarter = ${column.quarter}`,
          );
          expect({ file: raw.file, row, value: stored[0]?.value }).toEqual({
            file: raw.file,
            row,
            value: cell,
          });
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('balances total assets against total resources', async () => {
    const result = await query<{ key: string; assets: number; resources: number }>(
      handle,
      sql`
      select a.ticker || ' ' || a.year || 'Q' || a.quarter as key, a.value as assets, r.value as resources
      from statement_values a join statement_values r
        on r.ticker = a.ticker and r.statement = a.statement and r.period_type = a.period_type
       and r.year = a.year and r.quarter = a.quarter and r.item_code = 'TOTAL_RESOURCES'
      where a.statement = 'BALANCE_SHEET' and a.item_code = 'TOTAL_ASSETS'`,
    );
    const balanced = new Map(result.map((row) => [row.key, Math.abs(row.assets - row.resources) < 0.5]));
    // The data notes count ticker-quarters per file column, so quarters in two overlapping folders count twice.
    let columns = 0;
    let equal = 0;
    for (const raw of raws.filter((item) => item.kind === 'BalanceSheet')) {
      for (const column of raw.columns) {
        const ok = balanced.get(`${raw.ticker} ${column.year}Q${column.quarter}`);
        if (ok === undefined) continue;
        columns += 1;
        if (ok) equal += 1;
      }
    }
    const distinctEqual = [...balanced.values()].filter(Boolean).length;
    console.log(
      `TOTAL_ASSETS = TOTAL_RESOURCES in ${equal} of ${columns} file ticker-quarters (${distinctEqual} of ${balanced.size} distinct)`,
    );
    expect(columns).toBe(2959);
    expect(equal).toBeGreaterThanOrEqual(2957);
    expect(balanced.size - distinctEqual).toBeLessThanOrEqual(2);
  });

  it('satisfies the income identities of non-financial companies on every row', async () => {
    const check = async (
      total: string,
      parts: [string, string],
    ): Promise<{ rows: number; broken: number }> => {
      const result = await query<{ rows: number; broken: number }>(
        handle,
        sql`
        select count(*)::int as rows, count(*) filter (where abs(t.value - a.value - b.value) >= 0.5)::int as broken
        from statement_values t
        join companies c on c.ticker = t.ticker and c.company_type = 'non_financial'
        join statement_values a on a.ticker = t.ticker and a.statement = t.statement
         and a.period_type = t.period_type and a.year = t.year and a.quarter = t.quarter
        join statement_values b on b.ticker = t.ticker and b.statement = t.statement
         and b.period_type = t.period_type and b.year = t.year and b.quarter = t.quarter
        where t.statement = 'INCOME_STATEMENT' and t.item_code = ${total}
          and a.item_code = ${parts[0]} and b.item_code = ${parts[1]}`,
      );
      const row = result[0];
      return { rows: row?.rows ?? 0, broken: row?.broken ?? 0 };
    };
    const gross = await check('GROSS_PROFIT', ['NET_REVENUE', 'COGS']);
    const net = await check('NET_PROFIT', ['PROFIT_BEFORE_TAX', 'CORPORATE_INCOME_TAX']);
    console.log(`non-financial quarters checked: gross profit ${gross.rows}, net profit ${net.rows}`);
    expect(gross.rows).toBeGreaterThan(1500);
    expect(net.rows).toBeGreaterThan(1500);
    expect({ gross: gross.broken, net: net.broken }).toEqual({ gross: 0, net: 0 });
  });

  it('stores every template total equal to the sum of its parts wherever the printed rows add up', async () => {
    const types = await query<{ ticker: string; company_type: CompanyType }>(
      handle,
      sql`select ticker, company_type from companies`,
    );
    const typeOf = new Map(types.map((row) => [row.ticker, row.company_type]));
    const rows = await query<{ key: string; item_code: string; value: number | null }>(
      handle,
      sql`select ticker || ' ' || statement || ' ' || year || 'Q' || quarter as key, item_code, value
          from statement_values where period_type = 'quarter'`,
    );
    const stored = new Map<string, Map<string, number | null>>();
    for (const row of rows) {
      const values = stored.get(row.key) ?? new Map<string, number | null>();
      values.set(row.item_code, row.value);
      stored.set(row.key, values);
    }
    // What the printed rows say, row i read as the i-th exported template item.
    const printedBreaks = new Set<string>();
    const storedBreaks = new Set<string>();
    let checked = 0;
    const isBreak = (total: { stored: number; sum: number }) => Math.abs(total.stored - total.sum) > 1;
    for (const raw of raws) {
      const companyType = typeOf.get(raw.ticker) ?? 'non_financial';
      const layout = FIINTRADE_LAYOUTS.find(
        (candidate) => candidate.fileKind === raw.kind && candidate.companyType === companyType,
      );
      if (!layout) throw new Error(`${raw.file}: no layout`);
      const codes = positionMap(layout);
      const template = getTemplate(companyType, layout.statement);
      for (const column of raw.columns) {
        const key = `${raw.ticker} ${layout.statement} ${column.year}Q${column.quarter}`;
        const printed = new Map<string, number | null>(
          codes.map((code, row) => {
            const cell = column.values[row];
            return [code, typeof cell === 'number' ? cell : null] as const;
          }),
        );
        for (const total of templateTotals(template, printed))
          if (isBreak(total)) printedBreaks.add(`${key} ${total.code}`);
        for (const total of templateTotals(template, stored.get(key) ?? new Map())) {
          checked += 1;
          if (isBreak(total)) storedBreaks.add(`${key} ${total.code}`);
        }
      }
    }
    console.log(
      `FiinTrade totals: ${checked} checked, ${storedBreaks.size} breaks stored, ${printedBreaks.size} in the printed rows`,
    );
    expect(checked).toBeGreaterThan(90_000);
    // Every break stored is one the export prints: no line lands under a wrong item ...
    expect([...storedBreaks].filter((key) => !printedBreaks.has(key))).toEqual([]);
    // ... and the quarters printed on the form before 2015 add up once read on that form.
    expect([...storedBreaks].filter((key) => /(FIXED_ASSETS|LONG_TERM_ASSETS)$/.test(key))).toEqual([]);
  });

  it('derives each full year from its four quarters as the raw files print them: flows summed, balances at Q4', async () => {
    const types = await query<{ ticker: string; company_type: CompanyType }>(
      handle,
      sql`select ticker, company_type from companies`,
    );
    const typeOf = new Map(types.map((row) => [row.ticker, row.company_type]));
    // Quarter figures by ticker, statement, year, quarter and row position, straight from the cells.
    const quarters = new Map<string, Map<number, (number | null)[]>>();
    const statementOfRaw = new Map<string, { statement: StatementType; codes: readonly string[] }>();
    for (const raw of raws) {
      const companyType = typeOf.get(raw.ticker) ?? 'non_financial';
      const layout = FIINTRADE_LAYOUTS.find(
        (candidate) => candidate.fileKind === raw.kind && candidate.companyType === companyType,
      );
      if (!layout) throw new Error(`${raw.file}: no layout`);
      for (const column of raw.columns) {
        if (!column.values.some((cell) => typeof cell === 'number')) continue;
        const key = `${raw.ticker} ${layout.statement} ${column.year}`;
        statementOfRaw.set(key, { statement: layout.statement, codes: positionMap(layout) });
        const ofYear = quarters.get(key) ?? new Map<number, (number | null)[]>();
        ofYear.set(
          column.quarter,
          column.values.map((cell) => (typeof cell === 'number' ? cell : null)),
        );
        quarters.set(key, ofYear);
      }
    }
    const stored = await query<{ key: string; item_code: string; value: number }>(
      handle,
      sql`select ticker || ' ' || statement || ' ' || year as key, item_code, value
          from statement_values where period_type = 'year' and source = 'derived-quarters'`,
    );
    const storedByKey = new Map<string, Map<string, number>>();
    for (const row of stored) {
      const values = storedByKey.get(row.key) ?? new Map<string, number>();
      values.set(row.item_code, row.value);
      storedByKey.set(row.key, values);
    }
    let years = 0;
    let cells = 0;
    const wrong: string[] = [];
    for (const [key, ofYear] of quarters) {
      if (ofYear.size !== 4) {
        expect({ key, derived: storedByKey.has(key) }).toEqual({ key, derived: false });
        continue;
      }
      const { statement, codes } = statementOfRaw.get(key) ?? { statement: 'BALANCE_SHEET', codes: [] };
      const derived = storedByKey.get(key) ?? new Map<string, number>();
      years += 1;
      codes.forEach((code, row) => {
        const cellsOf = [1, 2, 3, 4].map((quarter) => ofYear.get(quarter)?.[row] ?? null);
        const flow = statement !== 'BALANCE_SHEET';
        const present = cellsOf.filter((cell): cell is number => cell !== null);
        const expected = flow
          ? present.length === 4
            ? present.reduce((sum, cell) => sum + cell, 0)
            : null
          : (cellsOf[3] ?? null);
        // A line of the old form is stored under its *_PRE2015 item (oldForm.ts).
        const actual = derived.get(code) ?? derived.get(`${code}_PRE2015`) ?? null;
        if (expected === null && actual === null) return;
        cells += 1;
        // Sums of whole VND are exact; fractional lines (EPS) may differ in the last bit by order.
        const same =
          expected !== null &&
          actual !== null &&
          Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected));
        if (!same) wrong.push(`${key} ${code}: ${String(actual)} != ${String(expected)}`);
      });
    }
    console.log(`FiinTrade derived years: ${years} ticker-statement-years, ${cells} figures checked`);
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(years).toBeGreaterThan(1500);
  });

  it('writes nothing when a folder is imported again', async () => {
    const result = await importPath(handle.db, FIINTRADE_FORMAT, path.join(ROOT, '21Q3-23Q2'));
    expect(result.failures).toEqual([]);
    expect(result.summaries.length).toBeGreaterThan(200);
    expect(result.summaries.reduce((sum, summary) => sum + summary.rowsWritten, 0)).toBe(0);
  });
});
