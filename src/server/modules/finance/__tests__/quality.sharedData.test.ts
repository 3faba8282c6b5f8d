import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { parse } from 'csv-parse/sync';
import { describeWithSharedData, sharedDataPath } from '../../../../../tests/helpers/sharedData';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { createTestDatabase } from '../../../db/testing';
import { importFiinTradeFile } from '../../../importers/fiintrade';
import { importVnstockFile } from '../../../importers/vnstock';
import { getFinanceData } from '../finance.service';

// The source breaks named in ../shared/data/README.md, found in the raw files at run time (read
// here without the importer's code) and expected as quality marks in the finance-data answer.

jest.setTimeout(600_000);

const FIIN = sharedDataPath('tranthanhbinh1__stock-recommendation-system', 'financial_statements');
const VNSTOCK = sharedDataPath('gahoccode__Datasets', 'vnstock-v4');
const QUARTER = /^Q([1-4]) (\d{4})$/;

interface RawSheet {
  file: string;
  labels: string[];
  /** [year, quarter, values by row] */
  columns: { year: number; quarter: number; values: unknown[] }[];
}

function readRaw(file: string): RawSheet {
  const book = XLSX.read(readFileSync(file));
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) throw new Error(`${file}: no sheet`);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });
  const header = rows.findIndex((row) => row.some((cell) => typeof cell === 'string' && QUARTER.test(cell)));
  const body = rows.slice(header + 1);
  const columns: RawSheet['columns'] = [];
  (rows[header] ?? []).forEach((cell, index) => {
    const match = typeof cell === 'string' ? QUARTER.exec(cell) : null;
    if (match) {
      columns.push({
        quarter: Number(match[1]),
        year: Number(match[2]),
        values: body.map((row) => row[index] ?? null),
      });
    }
  });
  return {
    file,
    labels: body.map((row) => (typeof row[0] === 'string' ? row[0].trim().toLowerCase() : '')),
    columns,
  };
}

const filesOf = (kind: string, ticker?: string): string[] =>
  readdirSync(FIIN)
    .filter((folder) => /^\d\dQ\d-\d\dQ\d$/.test(folder))
    .flatMap((folder) =>
      readdirSync(path.join(FIIN, folder))
        .filter((name) => name.startsWith(`${kind}_${ticker === undefined ? '' : `${ticker}_`}`))
        .map((name) => path.join(FIIN, folder, name)),
    );

interface Break {
  ticker: string;
  periodKey: string;
  assets: number;
  resources: number;
}

/** Every ticker-quarter whose total assets differ from its total resources, from the raw files. */
function balanceBreaks(): { checked: number; breaks: Break[] } {
  const seen = new Map<string, Break | null>();
  for (const file of filesOf('BalanceSheet')) {
    const ticker = path.basename(file).split('_')[1] ?? '';
    const raw = readRaw(file);
    // Total assets is the first row; the other side is "total resources" (banks: "liabilities and
    // shareholder's equity").
    const resourcesRow = raw.labels.findIndex(
      (label, index) =>
        index > 0 && (label === 'total resources' || label === "liabilities and shareholder's equity"),
    );
    if (raw.labels[0] !== 'total assets' || resourcesRow < 0) throw new Error(`${file}: unexpected layout`);
    for (const column of raw.columns) {
      const [assets, resources] = [column.values[0], column.values[resourcesRow]];
      if (typeof assets !== 'number' || typeof resources !== 'number') continue;
      const periodKey = `${column.year}Q${column.quarter}`;
      seen.set(
        `${ticker} ${periodKey}`,
        Math.abs(assets - resources) > 1000 ? { ticker, periodKey, assets, resources } : null,
      );
    }
  }
  return { checked: seen.size, breaks: [...seen.values()].filter((item): item is Break => item !== null) };
}

describeWithSharedData('quality marks for the known source breaks of the real files', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
    setDatabaseHandle(handle);
  });

  afterAll(async () => {
    setDatabaseHandle(undefined);
    await handle.close();
  });

  it('marks every ticker-quarter whose total assets differ from its total resources, and only those', async () => {
    const { checked, breaks } = balanceBreaks();
    // The data README: the identity holds in all but a couple of the ~3,000 ticker-quarters.
    expect(checked).toBeGreaterThan(2000);
    expect(breaks.length).toBeGreaterThan(0);
    expect(breaks.length).toBeLessThan(10);
    for (const ticker of new Set(breaks.map((item) => item.ticker))) {
      for (const file of filesOf('BalanceSheet', ticker)) await importFiinTradeFile(handle.db, file);
      const answer = await getFinanceData(handle.db, {
        ticker,
        tableName: 'BALANCE_SHEET',
        period: 'quarter',
      });
      const balanceMarks = (answer.quality ?? []).filter((mark) => mark.kind === 'balance');
      const expected = breaks
        .filter((item) => item.ticker === ticker)
        .map((item) => ({
          periodKey: item.periodKey,
          itemCode: 'TOTAL_RESOURCES',
          kind: 'balance',
          expected: item.assets,
          published: item.resources,
          difference: item.resources - item.assets,
          message: expect.stringMatching(/^Tổng cộng nguồn vốn|nguồn công bố/) as string,
        }));
      expect(balanceMarks).toEqual(expected);
      // The published figure itself is shown unchanged.
      for (const item of breaks.filter((entry) => entry.ticker === ticker)) {
        const index = answer.periods.findIndex((period) => period.key === item.periodKey);
        expect(answer.values.TOTAL_RESOURCES?.[index]).toBe(item.resources);
      }
    }
  });

  it("marks REE's published 2022 net profit (vnstock VCI) against the sum of its FiinTrade quarters", async () => {
    const quarters = filesOf('IncomeStatement', 'REE')
      .map(readRaw)
      .flatMap((raw) => {
        const row = raw.labels.indexOf('net profit/(loss) after tax');
        return raw.columns
          .filter((column) => column.year === 2022)
          .map((column) => [column.quarter, column.values[row]]);
      });
    const byQuarter = new Map(quarters as [number, number][]);
    expect([...byQuarter.keys()].sort()).toEqual([1, 2, 3, 4]);
    const sumOfQuarters = [...byQuarter.values()].reduce((sum, value) => sum + value, 0);
    const vci = path.join(VNSTOCK, 'ree_income_statement_vci_year.csv');
    const records: Record<string, string>[] = parse(readFileSync(vci, 'utf8'), { columns: true, bom: true });
    const published = Number(records.find((record) => record.item_id === 'isa20')?.['2022']);
    expect(Math.abs(published - sumOfQuarters)).toBeGreaterThan(1_000_000);

    for (const file of filesOf('IncomeStatement', 'REE')) await importFiinTradeFile(handle.db, file);
    await importVnstockFile(handle.db, vci);
    const answer = await getFinanceData(handle.db, {
      ticker: 'REE',
      tableName: 'INCOME_STATEMENT',
      period: 'year',
      start: 2022,
      end: 2022,
    });
    const mark = answer.quality?.find(
      (item) => item.itemCode === 'NET_PROFIT' && item.kind === 'quarters_year',
    );
    expect(mark).toEqual({
      periodKey: '2022',
      itemCode: 'NET_PROFIT',
      kind: 'quarters_year',
      expected: sumOfQuarters,
      published,
      difference: published - sumOfQuarters,
      message: expect.stringMatching(
        /tổng bốn quý .* Năm theo vnstock – VCI, các quý theo FiinTrade/,
      ) as string,
    });
    expect(answer.values.NET_PROFIT?.[0]).toBe(published);
  });
});
