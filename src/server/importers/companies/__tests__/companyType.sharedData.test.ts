import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { describeWithSharedData, sharedDataPath } from '../../../../../tests/helpers/sharedData';
import type { DatabaseHandle } from '../../../db/client';
import { companies } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { importFiinTradeFile } from '../../fiintrade';
import { ImportFileError } from '../../framework';
import { importOhlcvFile } from '../../prices/ohlcvCsv';

const FIIN = sharedDataPath(
  'tranthanhbinh1__stock-recommendation-system',
  'financial_statements',
  '21Q3-23Q2',
);
const VNX = sharedDataPath('zuongthaotn__vn-stock-data', 'VNX');

function fiinFile(kind: string, ticker: string): string {
  const name = readdirSync(FIIN).find((entry) => new RegExp(`^${kind}_${ticker}_\\d+\\.xlsx$`).test(entry));
  if (!name) throw new Error(`no ${kind} of ${ticker} in ${FIIN}`);
  return path.join(FIIN, name);
}

async function typeOf(handle: DatabaseHandle, ticker: string) {
  const [row] = await handle.db
    .select({ companyType: companies.companyType, source: companies.companyTypeSource })
    .from(companies)
    .where(eq(companies.ticker, ticker));
  return row;
}

describeWithSharedData('a company type guessed by a price import is corrected', () => {
  let handle: DatabaseHandle;
  let dir: string;

  beforeAll(async () => {
    handle = await createTestDatabase();
    dir = mkdtempSync(path.join(os.tmpdir(), 'vnfin-company-type-'));
  });

  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('prices first, then the bank statements: TCB becomes a bank, with a notice', async () => {
    const prices = await importOhlcvFile(handle.db, path.join(VNX, 'TCB.csv'));
    expect(prices.companiesCreated).toBe(1);
    expect(await typeOf(handle, 'TCB')).toEqual({ companyType: 'non_financial', source: 'guessed' });

    const statements = await importFiinTradeFile(handle.db, fiinFile('BalanceSheet', 'TCB'));
    expect(await typeOf(handle, 'TCB')).toEqual({ companyType: 'bank', source: 'statements' });
    expect(statements.notices).toContainEqual({
      row: 0,
      reason: expect.stringMatching(/TCB đổi từ "Doanh nghiệp phi tài chính" .* sang "Ngân hàng"/) as string,
    });
    expect(statements.rowsWritten).toBeGreaterThan(0);
  });

  it("an administrator's type is not overridden: a statement of another template fails, naming both", async () => {
    await handle.db
      .update(companies)
      .set({ companyType: 'securities', companyTypeSource: 'admin' })
      .where(eq(companies.ticker, 'TCB'));
    const attempt = importFiinTradeFile(handle.db, fiinFile('IncomeStatement', 'TCB'));
    await expect(attempt).rejects.toThrow(ImportFileError);
    await expect(attempt).rejects.toThrow(
      /"Chứng khoán" \(theo quản trị viên\) nhưng tệp theo mẫu "Ngân hàng"/,
    );
    expect(await typeOf(handle, 'TCB')).toEqual({ companyType: 'securities', source: 'admin' });
  });

  it('flags a FiinTrade total assets figure written 1,000 times too large, and keeps it', async () => {
    const source = fiinFile('BalanceSheet', 'FPT');
    const book = XLSX.read(readFileSync(source));
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (!sheet) throw new Error('no sheet');
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });
    const origin = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1').s;
    const header = rows.findIndex((row) =>
      row.some((cell) => typeof cell === 'string' && /^Q\d \d{4}$/.test(cell)),
    );
    const totalRow = rows.findIndex(
      (row, index) => index > header && String(row[0]).trim().toLowerCase() === 'total assets',
    );
    const headerRow = rows[header] ?? [];
    // A column in the middle of the file, so it has neighbours on both sides.
    const columns = headerRow.flatMap((cell, index) =>
      typeof cell === 'string' && /^Q\d \d{4}$/.test(cell) ? [index] : [],
    );
    const column = columns[Math.floor(columns.length / 2)] ?? 1;
    const address = XLSX.utils.encode_cell({ r: totalRow + origin.r, c: column + origin.c });
    const cell = sheet[address] as XLSX.CellObject;
    const published = Number(cell.v);
    sheet[address] = { t: 'n', v: published * 1000 };
    const file = path.join(dir, path.basename(source));
    writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);

    const summary = await importFiinTradeFile(handle.db, file);
    const [quarter, year] = String(headerRow[column]).slice(1).split(' ');
    expect(summary.notices).toEqual([
      {
        // The Excel row a person finds the figure on (the sheet starts below row 1).
        row: totalRow + origin.r + 1,
        reason: expect.stringMatching(
          new RegExp(`^TOTAL_ASSETS kỳ Q${quarter}/${year} .* gấp [\\d.]+ lần`),
        ) as string,
      },
    ]);
  });
});
