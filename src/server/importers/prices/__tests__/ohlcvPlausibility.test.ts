import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describeWithSharedData, sharedDataPath } from '../../../../../tests/helpers/sharedData';
import type { DatabaseHandle } from '../../../db/client';
import { companies, corporateActions, dailyPrices } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { ImportFileError } from '../../framework';
import { bandNotices, type PricePoint } from '../ohlcvChecks';
import { importOhlcvCsv, importOhlcvFile } from '../ohlcvCsv';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

const HEADER = 'Date,Open,High,Low,Close,Volume';
const csv = (...lines: string[]): string => [HEADER, ...lines].join('\n') + '\n';
/** A session whose open, high, low and close are all `close` (thousand VND). */
const day = (date: string, close: number, volume = 1000): string =>
  `${date},${close},${close},${close},${close},${volume}`;

async function company(ticker: string, exchange: 'HOSE' | 'HNX' | 'UPCOM' | null): Promise<void> {
  await handle.db.insert(companies).values({
    ticker,
    nameVi: ticker,
    exchange,
    companyType: 'non_financial',
    companyTypeSource: 'listing',
  });
}

const pricesOf = async (ticker: string) =>
  handle.db.select().from(dailyPrices).where(eq(dailyPrices.ticker, ticker));

describe('OHLCV prices written in VND instead of thousand VND', () => {
  it('fails a whole file written in VND and stores nothing', async () => {
    const text = csv(day('2021-03-01', 95700), day('2021-03-02', 96000), day('2021-03-03', 95400));
    const attempt = importOhlcvCsv(handle.db, { file: 'VNDX.csv', text });
    await expect(attempt).rejects.toThrow(ImportFileError);
    await expect(attempt).rejects.toThrow(/có vẻ ghi giá bằng đồng/);
    expect(await pricesOf('VNDX')).toEqual([]);
  });

  it('rejects a single row written in VND and keeps the others', async () => {
    await company('VNDR', 'HOSE');
    const text = csv(day('2021-03-01', 95.7), day('2021-03-02', 96000), day('2021-03-03', 95.4));
    const summary = await importOhlcvCsv(handle.db, { file: 'VNDR.csv', text });
    expect(summary.rejections).toEqual([
      { row: 3, reason: expect.stringMatching(/vượt mức hợp lý/) as string },
    ]);
    expect((await pricesOf('VNDR')).map((row) => row.date).sort()).toEqual(['2021-03-01', '2021-03-03']);
  });
});

describe('OHLCV moves outside the exchange band', () => {
  it('flags a HOSE day beyond ±7% with its row, keeps it, and leaves the first row alone', async () => {
    await company('BNDH', 'HOSE');
    const text = csv(
      day('2021-03-01', 10),
      day('2021-03-02', 10.7), // +7%: the limit
      day('2021-03-03', 11.77), // +10%: outside HOSE's band
      day('2021-03-04', 11),
    );
    const summary = await importOhlcvCsv(handle.db, { file: 'BNDH.csv', text });
    expect(summary.notices).toEqual([
      { row: 4, reason: expect.stringMatching(/^Ngày 2021-03-03: .*\+10%.*±7% của sàn HOSE/) as string },
    ]);
    expect(await pricesOf('BNDH')).toHaveLength(4);
  });

  it('allows an UPCOM +12% day, and uses the widest band when the exchange is unknown', () => {
    const points: PricePoint[] = [
      { row: 2, date: '2021-03-01', close: 10, volume: 1 },
      { row: 3, date: '2021-03-02', close: 11.2, volume: 1 },
    ];
    expect(bandNotices(points, 'UPCOM')).toEqual([]);
    expect(bandNotices(points, 'HNX')).toHaveLength(1);
    expect(bandNotices(points, null)).toEqual([]);
  });

  it('applies the first-day band after a suspension', () => {
    const points: PricePoint[] = [
      { row: 2, date: '2021-03-01', close: 10, volume: 1 },
      { row: 3, date: '2021-04-15', close: 11.5, volume: 1 }, // +15% after six weeks: within ±20%
      { row: 4, date: '2021-04-16', close: 13.2, volume: 1 }, // +14.8% the next day: outside ±7%
    ];
    expect(bandNotices(points, 'HOSE').map((notice) => notice.row)).toEqual([4]);
  });

  it('does not flag an ex-date that a recorded stock split explains (raw or adjusted series)', async () => {
    await company('BNDS', 'HOSE');
    await handle.db.insert(corporateActions).values({
      ticker: 'BNDS',
      exDate: '2021-03-02',
      kind: 'split',
      ratio: 2,
      cashPerShare: null,
      source: 'test',
    });
    const raw = csv(day('2021-03-01', 20), day('2021-03-02', 10.3), day('2021-03-03', 6));
    const summary = await importOhlcvCsv(handle.db, { file: 'BNDS.csv', text: raw });
    // 20 -> 10.3 is +3% from the split-adjusted reference 10; 10.3 -> 6 is a real -42% day.
    expect(summary.notices.map((notice) => notice.row)).toEqual([4]);
  });
});

describe('OHLCV zero-volume days', () => {
  it('keeps them and reports each with its row', async () => {
    await company('ZVOL', 'HNX');
    const text = csv(day('2021-03-01', 10), day('2021-03-02', 10, 0), day('2021-03-03', 10.1));
    const summary = await importOhlcvCsv(handle.db, { file: 'ZVOL.csv', text });
    expect(summary.notices).toEqual([
      { row: 3, reason: expect.stringMatching(/^Ngày 2021-03-02: khối lượng bằng 0/) as string },
    ]);
    expect(await pricesOf('ZVOL')).toHaveLength(3);
  });
});

describeWithSharedData('OHLCV notices on the real VNX files', () => {
  it("reports every one of SHB's zero-volume days, counted from the raw file", async () => {
    const file = sharedDataPath('zuongthaotn__vn-stock-data', 'VNX', 'SHB.csv');
    const zeroDays = readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .filter((line) => line.trim() !== '' && Number(line.split(',')[5]) === 0).length;
    expect(zeroDays).toBeGreaterThan(0);
    const summary = await importOhlcvFile(handle.db, file);
    const zeroNotices = summary.notices.filter((notice) => /khối lượng bằng 0/.test(notice.reason));
    expect(zeroNotices).toHaveLength(zeroDays);
  });
});
