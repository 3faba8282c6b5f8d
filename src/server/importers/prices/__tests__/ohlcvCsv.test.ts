import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/client';
import { companies, dailyPrices, indexPrices } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { ImportFileError } from '../../framework';
import { importOhlcvCsv, parseOhlcvCsv, tickerFromFileName } from '../ohlcvCsv';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

const HEADER = 'Date,Open,High,Low,Close,Volume';
const csv = (...lines: string[]): string => [HEADER, ...lines].join('\n') + '\n';

/** The stored rows without their write time (provenance, checked apart). */
async function pricesOf(ticker: string) {
  const rows = await handle.db
    .select()
    .from(dailyPrices)
    .where(eq(dailyPrices.ticker, ticker))
    .orderBy(dailyPrices.date);
  return rows.map(({ fetchedAt: _fetchedAt, ...row }) => row);
}

describe('parseOhlcvCsv', () => {
  it('reports every kind of bad row with its line number and a Vietnamese reason', () => {
    const parsed = parseOhlcvCsv(
      csv(
        '2021-03-01,10.5,11,10.2,10.8,1000', // 2 good
        '2021-03-02,10.8,11.2,10.6,11.5,1200', // 3 close above high
        '2021-03-03,9.9,11.2,10.6,11,1200', // 4 open below low
        '2021-03-04,11,10.5,11.2,11,1200', // 5 high below low
        '2021-03-05,-11,11.5,10.8,11.2,900', // 6 negative price
        '2021-03-08,abc,11.5,10.8,11.2,900', // 7 not a number
        '2021-03-09,11,11.5,10.8,11.2,-5', // 8 negative volume
        '2021-03-10,11,11.5,10.8,11.2,12.5', // 9 fractional volume
        '2021-02-30,11,11.5,10.8,11.2,900', // 10 no such day
        '10/03/2021,11,11.5,10.8,11.2,900', // 11 wrong date format
        '2021-03-11,11,11.5,10.8', // 12 missing columns
        '2021-03-01,10.5,11,10.2,10.8,1000', // 13 duplicated date
        '2021-03-12,0,11.5,10.8,11.2,900', // 14 zero price
        '2021-03-15,11.2,11.2,11.2,11.2,0', // 15 zero volume: a real day without trades, kept
      ),
      1000,
    );
    expect(parsed.rowsRead).toBe(14);
    expect(parsed.rows.map((row) => row.row)).toEqual([2, 15]);
    const reasons = new Map(parsed.rejections.map((rejection) => [rejection.row, rejection.reason]));
    expect([...reasons.keys()]).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(reasons.get(3)).toMatch(/^Giá đóng cửa 11.5 nằm ngoài khoảng thấp nhất - cao nhất/);
    expect(reasons.get(4)).toMatch(/^Giá mở cửa 9.9 nằm ngoài khoảng/);
    expect(reasons.get(5)).toMatch(/^Giá cao nhất \(10.5\) nhỏ hơn giá thấp nhất/);
    expect(reasons.get(6)).toMatch(/^Giá mở cửa phải lớn hơn 0/);
    expect(reasons.get(7)).toMatch(/^Giá mở cửa không phải là số/);
    expect(reasons.get(8)).toMatch(/^Khối lượng âm/);
    expect(reasons.get(9)).toMatch(/^Khối lượng không phải số nguyên/);
    expect(reasons.get(10)).toMatch(/^Ngày không hợp lệ: "2021-02-30"/);
    expect(reasons.get(11)).toMatch(/^Ngày không hợp lệ: "10\/03\/2021"/);
    expect(reasons.get(12)).toMatch(/^Số cột là 4, cần 6/);
    expect(reasons.get(13)).toBe('Ngày 2021-03-01 trùng với dòng 2; giữ dòng 2, bỏ dòng này');
    expect(reasons.get(14)).toMatch(/^Giá mở cửa phải lớn hơn 0/);
  });

  it('converts thousand VND to VND without binary noise', () => {
    const parsed = parseOhlcvCsv(
      csv('2020-01-02,13.34,14.0,9.6131,10.437000000000001,83530', '2020-01-03,0.35,0.4,0.3,0.35,10'),
      1000,
    );
    expect(parsed.rows[0]).toMatchObject({ open: 13340, high: 14000, low: 9613.1, close: 10437 });
    expect(parsed.rows[1]).toMatchObject({ open: 350, high: 400, low: 300, close: 350 });
  });

  it('names the ticker after the file', () => {
    expect(tickerFromFileName('/data/VNX/fpt.csv')).toBe('FPT');
  });
});

describe('importOhlcvCsv', () => {
  const good = csv(
    '2021-03-01,10.5,11,10.2,10.8,1000',
    '2021-03-02,10.8,11.2,10.6,11.5,1200',
    '2021-03-03,11,11.2,10.9,11.1,0',
    '2021-03-03,11,11.2,10.9,11.1,0',
  );

  it('stores VND, keeps zero-volume days, reports bad rows and writes nothing the second time', async () => {
    const first = await importOhlcvCsv(handle.db, { file: 'XYZ.csv', text: good });
    // 2 price rows; the minimal company row created for the unknown ticker is counted apart.
    expect(first).toMatchObject({ rowsRead: 4, rowsWritten: 2, rowsRejected: 2, companiesCreated: 1 });
    expect(first.rejections.map((rejection) => rejection.row)).toEqual([3, 5]);
    const rows = await pricesOf('XYZ');
    expect(rows).toEqual([
      {
        ticker: 'XYZ',
        date: '2021-03-01',
        open: 10500,
        high: 11000,
        low: 10200,
        close: 10800,
        volume: 1000,
        adjRatio: 1,
        // The file is back-adjusted by its source, to the shares of its last day.
        priceBasis: 'adjusted',
        adjustedTo: '2021-03-03',
        source: 'ohlcv-csv',
      },
      expect.objectContaining({ date: '2021-03-03', close: 11100, volume: 0 }),
    ]);
    const [company] = await handle.db.select().from(companies).where(eq(companies.ticker, 'XYZ'));
    expect(company).toMatchObject({ nameVi: 'XYZ', exchange: null, companyType: 'non_financial' });

    const again = await importOhlcvCsv(handle.db, { file: 'XYZ.csv', text: good });
    expect(again).toMatchObject({ rowsRead: 4, rowsWritten: 0, rowsRejected: 2 });

    const changed = good.replace('2021-03-01,10.5,11,10.2,10.8,1000', '2021-03-01,10.5,11,10.2,10.9,1000');
    expect((await importOhlcvCsv(handle.db, { file: 'XYZ.csv', text: changed })).rowsWritten).toBe(1);
  });

  it('never overwrites the names of a known company', async () => {
    await handle.db
      .insert(companies)
      .values({ ticker: 'KNW', nameVi: 'Công ty Cổ phần Đã Biết', exchange: 'HNX', companyType: 'bank' });
    await importOhlcvCsv(handle.db, { file: 'KNW.csv', text: good });
    const [company] = await handle.db.select().from(companies).where(eq(companies.ticker, 'KNW'));
    expect(company).toMatchObject({
      nameVi: 'Công ty Cổ phần Đã Biết',
      exchange: 'HNX',
      companyType: 'bank',
    });
    expect(await pricesOf('KNW')).toHaveLength(2);
  });

  it('fails a file that is not OHLCV as a whole and leaves nothing behind', async () => {
    const attempt = importOhlcvCsv(handle.db, {
      file: 'BAD.csv',
      text: 'ticker,name,exchange\nBAD,Công ty Hỏng,HOSE\n',
    });
    await expect(attempt).rejects.toThrow(ImportFileError);
    await expect(attempt).rejects.toThrow(/BAD\.csv, row 1: Dòng tiêu đề không đúng định dạng OHLCV/);
    expect(await handle.db.select().from(companies).where(eq(companies.ticker, 'BAD'))).toEqual([]);
    await expect(importOhlcvCsv(handle.db, { file: 'bad name!.csv', text: good })).rejects.toThrow(
      /Tên tệp không phải mã chứng khoán hợp lệ/,
    );
  });

  it('stores a known index in points in index_prices, without a company', async () => {
    const summary = await importOhlcvCsv(handle.db, {
      file: 'VNINDEX.csv',
      text: csv('2021-03-01,1180.5,1190.25,1175,1186.8,500000000'),
    });
    expect(summary.rowsWritten).toBe(1);
    const rows = await handle.db
      .select()
      .from(indexPrices)
      .where(and(eq(indexPrices.indexCode, 'VNINDEX'), eq(indexPrices.date, '2021-03-01')));
    expect(rows[0]).toMatchObject({
      open: 1180.5,
      high: 1190.25,
      low: 1175,
      close: 1186.8,
      source: 'ohlcv-csv',
    });
    expect(await handle.db.select().from(companies).where(eq(companies.ticker, 'VNINDEX'))).toEqual([]);
  });
});
