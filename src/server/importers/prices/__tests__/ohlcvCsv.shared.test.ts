import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describeWithSharedData, sharedDataPath } from '../../../../../tests/helpers/sharedData';
import type { DatabaseHandle } from '../../../db/client';
import { companies, dailyPrices } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import type { ImportSummary } from '../../framework';
import { importListingFile } from '../../companies/companiesCsv';
import { importOhlcvFile } from '../ohlcvCsv';

const REPO = 'zuongthaotn__vn-stock-data';

interface RawRow {
  line: number;
  date: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/** The raw file read independently of the importer (these files have no quoting). */
function readRaw(file: string): RawRow[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((text, index) => ({ text: text.trim(), line: index + 1 }))
    .slice(1)
    .filter(({ text }) => text !== '')
    .map(({ text, line }) => {
      const [date = '', open = '', high = '', low = '', close = '', volume = ''] = text.split(',');
      return { line, date, open, high, low, close, volume };
    });
}

/** Lines a careful reader would refuse: open or close outside low-high, or a date seen before. */
function expectedRejections(rows: RawRow[]): { outOfRange: number[]; duplicates: number[] } {
  const outOfRange: number[] = [];
  const duplicates: number[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const [open, high, low, close] = [row.open, row.high, row.low, row.close].map(Number) as [
      number,
      number,
      number,
      number,
    ];
    if (close < low || close > high || open < low || open > high) outOfRange.push(row.line);
    else if (seen.has(row.date)) duplicates.push(row.line);
    else seen.add(row.date);
  }
  return { outOfRange, duplicates };
}

const exactVnd = (raw: string): number => Number((Number(raw) * 1000).toFixed(3));

describeWithSharedData('ohlcv-csv on the real VNX files', () => {
  let handle: DatabaseHandle;
  const summaries = new Map<string, ImportSummary>();
  const folder = sharedDataPath(REPO, 'VNX');
  // This body only runs when the shared data is present.
  const files = readdirSync(folder).filter((name) => name.endsWith('.csv'));

  beforeAll(async () => {
    handle = await createTestDatabase();
    // The listing first, so the price import must leave its names alone.
    await importListingFile(handle.db, sharedDataPath(REPO, 'VNX.csv'));
    for (const name of files) summaries.set(name, await importOhlcvFile(handle.db, path.join(folder, name)));
  }, 240_000);

  afterAll(async () => {
    await handle.close();
  });

  it('finds the per-ticker files', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it('keeps every data row of every ticker except the rejected ones', async () => {
    const counts = await handle.db
      .select({ ticker: dailyPrices.ticker, rows: sql<number>`count(*)::int` })
      .from(dailyPrices)
      .groupBy(dailyPrices.ticker);
    const stored = new Map(counts.map((count) => [count.ticker, count.rows]));
    for (const name of files) {
      const raw = readRaw(path.join(folder, name));
      const { outOfRange, duplicates } = expectedRejections(raw);
      const summary = summaries.get(name);
      expect({ name, rejected: summary?.rowsRejected, read: summary?.rowsRead }).toEqual({
        name,
        rejected: outOfRange.length + duplicates.length,
        read: raw.length,
      });
      expect({ name, stored: stored.get(name.replace('.csv', '')) }).toEqual({
        name,
        stored: raw.length - outOfRange.length - duplicates.length,
      });
    }
  });

  it('reports FPT duplicated 2016-09-23 row and its rows with prices outside high-low', () => {
    const raw = readRaw(path.join(folder, 'FPT.csv'));
    const { outOfRange, duplicates } = expectedRejections(raw);
    const duplicateLines = raw.filter((row) => row.date === '2016-09-23').map((row) => row.line);
    expect(duplicateLines).toHaveLength(2);
    expect(duplicates).toEqual(duplicateLines.slice(1));
    expect(outOfRange).toHaveLength(8);
    const rejections = summaries.get('FPT.csv')?.rejections ?? [];
    expect(rejections.map((rejection) => rejection.row).sort((a, b) => a - b)).toEqual(
      [...outOfRange, ...duplicates].sort((a, b) => a - b),
    );
    const duplicateRejection = rejections.find((rejection) => rejection.row === duplicates[0]);
    expect(duplicateRejection?.reason).toMatch(/^Ngày 2016-09-23 trùng với dòng/);
    for (const line of outOfRange)
      expect(rejections.find((rejection) => rejection.row === line)?.reason).toMatch(
        /nằm ngoài khoảng thấp nhất - cao nhất/,
      );
  });

  it('keeps the zero-volume days of SHB', async () => {
    const rawZero = readRaw(path.join(folder, 'SHB.csv')).filter((row) => Number(row.volume) === 0).length;
    expect(rawZero).toBeGreaterThan(100);
    const [stored] = await handle.db
      .select({ rows: sql<number>`count(*)::int` })
      .from(dailyPrices)
      .where(and(eq(dailyPrices.ticker, 'SHB'), eq(dailyPrices.volume, 0)));
    expect(stored?.rows).toBe(rawZero);
  });

  it('stores a sample of values as the raw thousand-VND figure times 1000, exactly', async () => {
    for (const name of ['FPT.csv', 'TCB.csv', 'VCB.csv', 'ACB.csv']) {
      const raw = readRaw(path.join(folder, name));
      const ticker = name.replace('.csv', '');
      const sample = [raw[0], raw[Math.floor(raw.length / 2)], raw[raw.length - 1]];
      for (const row of sample) {
        if (!row) continue;
        const [stored] = await handle.db
          .select()
          .from(dailyPrices)
          .where(and(eq(dailyPrices.ticker, ticker), eq(dailyPrices.date, row.date)));
        expect(stored).toMatchObject({
          open: exactVnd(row.open),
          high: exactVnd(row.high),
          low: exactVnd(row.low),
          close: exactVnd(row.close),
          volume: Number(row.volume),
          adjRatio: 1,
        });
      }
    }
  });

  it('leaves the listing names in place and writes nothing on a second import', async () => {
    const [fpt] = await handle.db.select().from(companies).where(eq(companies.ticker, 'FPT'));
    expect(fpt?.nameVi).not.toBe('FPT');
    expect(fpt?.exchange).toBe('HOSE');
    const again = await importOhlcvFile(handle.db, path.join(folder, 'FPT.csv'));
    expect(again.rowsWritten).toBe(0);
  });
});
