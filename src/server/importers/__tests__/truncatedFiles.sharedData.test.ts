import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describeWithSharedData, sharedDataPath } from '../../../../tests/helpers/sharedData';
import type { DatabaseHandle } from '../../db/client';
import { dailyPrices, importRuns, macroValues, statementValues } from '../../db/schema';
import { createTestDatabase } from '../../db/testing';
import { importFiinTradeFile } from '../fiintrade';
import { ImportFileError } from '../framework';
import { importGsoCsv } from '../macro/gsoCsv';
import { importOhlcvFile } from '../prices/ohlcvCsv';
import { importVnstockFile } from '../vnstock';

// Real files cut off the way an interrupted download or copy leaves them: the cut copies are made
// in a temporary folder at run time, from the raw files, never stored in the project.

const VNX = sharedDataPath('zuongthaotn__vn-stock-data', 'VNX');
const VNSTOCK = sharedDataPath('gahoccode__Datasets', 'vnstock-v4');
const GSO = sharedDataPath('hiennguyen9874__vn-macroeconomics', 'csv');
const FIIN = sharedDataPath(
  'tranthanhbinh1__stock-recommendation-system',
  'financial_statements',
  '21Q3-23Q2',
);

/** The text of a file cut `keep` characters into its last data line (no line break after the cut). */
function cutInLastLine(text: string, keep: number): string {
  const body = text.replace(/\n$/, '');
  const start = body.lastIndexOf('\n') + 1;
  return body.slice(0, start + keep);
}

async function failureOf(run: () => Promise<unknown>): Promise<ImportFileError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ImportFileError) return error;
    throw error;
  }
  throw new Error('the import succeeded');
}

describeWithSharedData('a file cut off in the middle fails whole', () => {
  let handle: DatabaseHandle;
  let dir: string;

  beforeAll(async () => {
    handle = await createTestDatabase();
    dir = mkdtempSync(path.join(os.tmpdir(), 'vnfin-truncated-'));
  });

  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const pricesOf = async (ticker: string) =>
    handle.db.select().from(dailyPrices).where(eq(dailyPrices.ticker, ticker));

  it('an OHLCV file cut inside its last volume stores nothing instead of a shorter volume', async () => {
    const text = readFileSync(path.join(VNX, 'TPB.csv'), 'utf8');
    const lastLine = text.trimEnd().split('\n').pop() ?? '';
    const volume = lastLine.split(',').pop() ?? '';
    expect(volume.length).toBeGreaterThan(3);
    // Cut after the first three digits of the volume: the row still has six cells.
    const cut = cutInLastLine(text, lastLine.length - volume.length + 3);
    const file = path.join(dir, 'TPB.csv');
    writeFileSync(file, cut);

    const failure = await failureOf(() => importOhlcvFile(handle.db, file));
    expect(failure.reason).toMatch(/cắt cụt/);
    expect(failure.row).toBe(cut.split('\n').length);
    expect(await pricesOf('TPB')).toEqual([]);
    const [run] = await handle.db
      .select({ status: importRuns.status, rowsWritten: importRuns.rowsWritten })
      .from(importRuns)
      .where(eq(importRuns.file, file));
    expect(run).toEqual({ status: 'failed', rowsWritten: 0 });
  });

  it('an OHLCV file cut inside its last row fails, with or without a final line break', async () => {
    const text = readFileSync(path.join(VNX, 'FPT.csv'), 'utf8');
    const lastLine = text.trimEnd().split('\n').pop() ?? '';
    const twoCells = lastLine.split(',').slice(0, 3).join(',');
    for (const cut of [cutInLastLine(text, twoCells.length), `${cutInLastLine(text, twoCells.length)}\n`]) {
      const file = path.join(dir, 'FPT.csv');
      writeFileSync(file, cut);
      const failure = await failureOf(() => importOhlcvFile(handle.db, file));
      expect(failure.reason).toMatch(/cắt cụt/);
      expect(await pricesOf('FPT')).toEqual([]);
    }
  });

  it('a vnstock statement cut inside a number stores nothing instead of a shorter figure', async () => {
    const name = 'ree_cash_flow_vci_year.csv';
    const text = readFileSync(path.join(VNSTOCK, name), 'utf8');
    const lastLine = text.trimEnd().split('\n').pop() ?? '';
    // Cut in the middle of the longest figure of the last row.
    const cells = lastLine.split(',');
    const longest = cells.slice(3).reduce((best, cell) => (cell.length > best.length ? cell : best), '');
    const at = lastLine.indexOf(longest) + Math.floor(longest.length / 2);
    const file = path.join(dir, name);
    writeFileSync(file, cutInLastLine(text, at));

    const failure = await failureOf(() => importVnstockFile(handle.db, file));
    expect(failure.reason).toMatch(/cắt cụt/);
    const stored = await handle.db
      .select({ count: sql<number>`count(*)::int` })
      .from(statementValues)
      .where(eq(statementValues.ticker, 'REE'));
    expect(stored[0]?.count).toBe(0);
  });

  it('a GSO macro CSV cut inside a number of its last row stores nothing', async () => {
    const text = readFileSync(path.join(GSO, 'cpi.csv'), 'utf8');
    const lastLine = text.trimEnd().split('\n').pop() ?? '';
    const cells = lastLine.split(',');
    // Inside the third cell (the first figure), so the row looks whole up to the cut.
    const at = cells.slice(0, 2).join(',').length + 1 + Math.floor((cells[2]?.length ?? 2) / 2);
    const file = path.join(dir, 'cpi.csv');
    writeFileSync(file, cutInLastLine(text, at));
    const before = await handle.db.select({ count: sql<number>`count(*)::int` }).from(macroValues);
    const failure = await failureOf(() => importGsoCsv(handle.db, file));
    expect(failure.reason).toMatch(/cắt cụt/);
    const after = await handle.db.select({ count: sql<number>`count(*)::int` }).from(macroValues);
    expect(after).toEqual(before);
  });

  it('a FiinTrade workbook cut in half fails with one Vietnamese reason and no library noise', async () => {
    const name = readdirSync(FIIN).find((entry) => /^BalanceSheet_FPT_\d+\.xlsx$/.test(entry));
    if (!name) throw new Error(`no FPT balance sheet in ${FIIN}`);
    const bytes = readFileSync(path.join(FIIN, name));
    const file = path.join(dir, name);
    writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)));

    const spies = (['error', 'warn', 'log'] as const).map((level) =>
      jest.spyOn(console, level).mockImplementation(() => undefined),
    );
    let failure: ImportFileError;
    let printed: number;
    try {
      failure = await failureOf(() => importFiinTradeFile(handle.db, file));
    } finally {
      printed = spies.reduce((total, spy) => total + spy.mock.calls.length, 0);
      for (const spy of spies) spy.mockRestore();
    }
    expect(printed).toBe(0);
    expect(failure.reason).toMatch(/bị hỏng hoặc bị cắt cụt/);
    expect(failure.reason).not.toMatch(/zip|Cannot|Bad/i);
    const stored = await handle.db
      .select({ count: sql<number>`count(*)::int` })
      .from(statementValues)
      .where(eq(statementValues.ticker, 'FPT'));
    expect(stored[0]?.count).toBe(0);
  });
});
