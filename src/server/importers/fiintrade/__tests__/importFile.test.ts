import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/client';
import { companies, statementItems, statementValues } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { ImportFileError } from '../../framework';
import { importFiinTradeFile } from '../importFile';

// A made-up non-financial income statement in FiinTrade's layout: 25 rows, "Financial income" twice
// (the second is financial expenses), header one row lower than usual and no "ITEMS" cell.
const LABELS = [
  'Sales',
  'Sales deductions',
  'Net sales',
  'Cost of sales',
  'Gross Profit',
  'Financial income',
  'Financial income',
  'of which: interest expenses',
  'Gain/(loss) from joint ventures',
  'Selling expenses',
  'General and admin expenses',
  'Operating profit/(loss)',
  'Other incomes',
  'Other expenses',
  'Net other income/(expenses)',
  'Income from investments in other entities',
  'Net accounting profit/(loss) before tax',
  'Corporate income tax - current',
  'Corporate income tax - deferred',
  'Corporate income tax expenses',
  'Net profit/(loss) after tax',
  'Minority interest',
  'Attributable to parent company',
  'EPS',
  'EPS diluted',
];

function incomeRows(): (string | number | null)[][] {
  return LABELS.map((label, index) => [label, 1000 * (index + 1), 2000 * (index + 1)]);
}

let handle: DatabaseHandle;
let dir: string;

function writeWorkbook(
  name: string,
  rows: (string | number | null)[][],
  headerOffset = 1,
  header: (string | null)[] = [null, 'Q3 2022', 'Q4 2022'],
): string {
  const title: (string | number | null)[][] = [
    ['Data Title', 'INCOME STATEMENT'],
    ['Date Of Extract', 45000],
    [null],
  ];
  for (let extra = 0; extra < headerOffset; extra += 1) title.push([null]);
  const sheet = XLSX.utils.aoa_to_sheet([...title, header, ...rows, [null], ['Powered by FiinTrade']]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
  const file = path.join(dir, name);
  writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  return file;
}

async function value(
  ticker: string,
  itemCode: string,
  year: number,
  quarter: number,
): Promise<number | null | undefined> {
  const [row] = await handle.db
    .select({ value: statementValues.value })
    .from(statementValues)
    .where(
      and(
        eq(statementValues.ticker, ticker),
        eq(statementValues.statement, 'INCOME_STATEMENT'),
        eq(statementValues.itemCode, itemCode),
        eq(statementValues.year, year),
        eq(statementValues.quarter, quarter),
      ),
    );
  return row?.value;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'fiintrade-'));
});

afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('importFiinTradeFile', () => {
  it('maps rows by position, skips empty cells, rejects text cells and creates the company', async () => {
    const rows = incomeRows();
    const cogs = rows[3];
    const eps = rows[23];
    const minority = rows[21];
    if (!cogs || !eps || !minority) throw new Error('fixture');
    cogs[2] = null;
    eps[1] = 'n/a';
    minority[1] = '';
    const file = writeWorkbook('IncomeStatement_TST_0.xlsx', rows);
    const summary = await importFiinTradeFile(handle.db, file);

    expect(summary.rowsRead).toBe(25);
    expect(summary.rejections).toEqual([{ row: 29, reason: 'ô kỳ Q3 2022 không phải số: "n/a"' }]);
    // 25 rows x 2 quarters - 1 empty - 1 blank - 2 of the rejected row; the new company apart.
    expect(summary.rowsWritten).toBe(50 - 4);
    expect(summary.companiesCreated).toBe(1);
    expect(await value('TST', 'FINANCIAL_INCOME', 2022, 3)).toBe(6000);
    expect(await value('TST', 'FINANCIAL_EXPENSES', 2022, 3)).toBe(7000);
    expect(await value('TST', 'FINANCIAL_EXPENSES', 2022, 4)).toBe(14000);
    expect(await value('TST', 'COGS', 2022, 3)).toBe(4000);
    expect(await value('TST', 'COGS', 2022, 4)).toBeUndefined();
    expect(await value('TST', 'MINORITY_INTEREST', 2022, 3)).toBeUndefined();
    expect(await value('TST', 'EPS_BASIC', 2022, 4)).toBeUndefined();
    expect(await value('TST', 'EPS_DILUTED', 2022, 4)).toBe(50000);
    const [company] = await handle.db.select().from(companies).where(eq(companies.ticker, 'TST'));
    expect(company).toMatchObject({ nameVi: 'TST', exchange: null, companyType: 'non_financial' });
    expect((await handle.db.select().from(statementItems)).length).toBeGreaterThan(500);
  });

  it('writes nothing when the same file is imported again', async () => {
    const file = writeWorkbook('IncomeStatement_TST_0.xlsx', incomeRows());
    await importFiinTradeFile(handle.db, file);
    const again = await importFiinTradeFile(handle.db, file);
    expect(again.rowsWritten).toBe(0);
  });

  it('keeps the names of a known company', async () => {
    await handle.db
      .insert(companies)
      .values({ ticker: 'KNW', nameVi: 'Công ty Đã Biết', exchange: 'HOSE', companyType: 'non_financial' });
    await importFiinTradeFile(handle.db, writeWorkbook('IncomeStatement_KNW_3.xlsx', incomeRows(), 0));
    const [company] = await handle.db.select().from(companies).where(eq(companies.ticker, 'KNW'));
    expect(company).toMatchObject({ nameVi: 'Công ty Đã Biết', exchange: 'HOSE' });
    expect(await value('KNW', 'NET_PROFIT', 2022, 4)).toBe(42000);
  });

  it('fails a file of unknown layout as a whole, naming file, row and reason', async () => {
    const file = writeWorkbook('IncomeStatement_UNK_0.xlsx', incomeRows().slice(0, 10));
    const attempt = importFiinTradeFile(handle.db, file);
    await expect(attempt).rejects.toThrow(ImportFileError);
    await expect(attempt).rejects.toThrow(/IncomeStatement_UNK_0\.xlsx, row 5: bố cục 10 dòng không khớp/);
    expect(await handle.db.select().from(companies).where(eq(companies.ticker, 'UNK'))).toEqual([]);
    expect(await handle.db.select().from(statementValues).where(eq(statementValues.ticker, 'UNK'))).toEqual(
      [],
    );
  });

  it('fails a file whose anchor rows do not match', async () => {
    const rows = incomeRows();
    const gross = rows[4];
    if (gross) gross[0] = 'Something else';
    const attempt = importFiinTradeFile(handle.db, writeWorkbook('IncomeStatement_ANC_0.xlsx', rows));
    await expect(attempt).rejects.toThrow(
      'row 10: dòng "Something else" không khớp mẫu đã biết (cần "gross profit")',
    );
  });

  it('merges a repeated quarter column with the same figures and fails one that disagrees', async () => {
    const header = [null, 'Q3 2022', 'Q3 2022'];
    const same = incomeRows().map((row) => [row[0] ?? null, row[1] ?? null, row[1] ?? null]);
    const summary = await importFiinTradeFile(
      handle.db,
      writeWorkbook('IncomeStatement_DUP_0.xlsx', same, 0, header),
    );
    expect(summary.rowsWritten).toBe(25);
    const attempt = importFiinTradeFile(
      handle.db,
      writeWorkbook('IncomeStatement_DUQ_0.xlsx', incomeRows(), 0, header),
    );
    await expect(attempt).rejects.toThrow(
      'row 4: kỳ "Q3 2022" xuất hiện hai lần trong tiêu đề với số liệu khác nhau',
    );
  });
});
