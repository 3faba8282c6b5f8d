import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { normalizeSearchText } from '@/common/text';
import { describeWithSharedData, sharedDataPath } from '../../../../../tests/helpers/sharedData';
import type { DatabaseHandle } from '../../../db/client';
import { companies, industries } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { ImportFileError } from '../../framework';
import { importListingCsv, importListingFile, parseListingCsv } from '../companiesCsv';
import { ICB_INDUSTRIES, industryNameKey } from '../icb';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

const HEADER = 'ticker,name,exchange,industry,sector,MarketCap';

describe('parseListingCsv', () => {
  it('rejects empty tickers, unknown exchanges, missing names and repeated tickers', () => {
    const parsed = parseListingCsv(
      [
        HEADER,
        'AAA,Công ty Cổ phần Thử Nghiệm A,HOSE,Sản xuất thực phẩm,Thực phẩm & Đồ uống,1000',
        ',Công ty Không Mã,HNX,,,5',
        'BBB,Công ty Cổ phần B,NASDAQ,,,5',
        'CCC,,UPCOM,,,5',
        'AAA,Công ty Cổ phần A lần hai,HNX,,,5',
        'D-D,Công ty D,HNX,,,5',
        'eee,Công ty Cổ phần E,hsx,,,5',
      ].join('\n') + '\n',
    );
    expect(parsed.rows.map((row) => [row.row, row.ticker, row.exchange])).toEqual([
      [2, 'AAA', 'HOSE'],
      [8, 'EEE', 'HOSE'],
    ]);
    expect(parsed.rejections).toEqual([
      { row: 3, reason: 'Thiếu mã chứng khoán' },
      { row: 4, reason: 'Sàn giao dịch không hợp lệ: "NASDAQ" (cần HOSE, HNX hoặc UPCOM)' },
      { row: 5, reason: 'Thiếu tên công ty của mã CCC' },
      { row: 6, reason: 'Mã AAA trùng với dòng 2; giữ dòng đầu tiên' },
      { row: 7, reason: 'Mã chứng khoán không hợp lệ: "D-D"' },
    ]);
  });
});

describe('importListingCsv', () => {
  const listing =
    [
      HEADER,
      'TST,Ngân hàng TMCP Thử Nghiệm,HOSE,Ngân hàng,Ngân hàng,1',
      'TSC,Công ty Cổ phần Chứng khoán Thử Nghiệm,HNX,Dịch vụ tài chính,Dịch vụ tài chính,1',
      'TSI,Tổng Công ty Cổ phần Bảo hiểm Thử Nghiệm,HNX,Bảo hiểm phi nhân thọ,Bảo hiểm,1',
      'TSF,Công ty Cổ phần Thực phẩm Thử Nghiệm,UPCOM,Sản xuất thực phẩm,Thực phẩm & Đồ uống,1',
      'TSX,Công ty Cổ phần Ngành Lạ,UPCOM,Ngành chưa có,Siêu ngành chưa có,1',
      'TSB,Công ty Cổ phần Xây Dựng,HOSE,Xây dựng & Vật liệu,Xây dựng & Vật liệu,1',
    ].join('\n') + '\n';

  it('maps ICB names to codes, infers the company type and writes nothing the second time', async () => {
    const first = await importListingCsv(handle.db, 'listing.csv', listing);
    expect(first).toMatchObject({ rowsRead: 6, rowsWritten: 6, rowsRejected: 0 });
    const rows = await handle.db.select().from(companies).orderBy(companies.ticker);
    const byTicker = new Map(rows.map((row) => [row.ticker, row]));
    expect(byTicker.get('TST')).toMatchObject({
      companyType: 'bank',
      exchange: 'HOSE',
      icbCode1: '8000',
      icbCode2: '8300',
      icbCode3: '8350',
      searchText: 'tst ngan hang tmcp thu nghiem',
    });
    expect(byTicker.get('TSC')).toMatchObject({ companyType: 'securities', icbCode3: '8770' });
    expect(byTicker.get('TSI')).toMatchObject({
      companyType: 'insurance',
      icbCode2: '8500',
      icbCode3: '8530',
    });
    expect(byTicker.get('TSF')).toMatchObject({ companyType: 'non_financial', icbCode3: '3570' });
    expect(byTicker.get('TSB')).toMatchObject({ icbCode2: '2300', icbCode3: '2350' });
    expect(byTicker.get('TSX')).toMatchObject({ icbCode1: null, icbCode2: null, icbCode3: null });

    const again = await importListingCsv(handle.db, 'listing.csv', listing);
    expect(again.rowsWritten).toBe(0);
  });

  it('updates names of a known company and drops a sub-sector that no longer fits', async () => {
    await handle.db.insert(companies).values({
      ticker: 'OLD',
      nameVi: 'OLD',
      companyType: 'non_financial',
      icbCode3: '1750',
      icbCode4: '1757',
    });
    const summary = await importListingCsv(
      handle.db,
      'old.csv',
      `${HEADER}\nOLD,Công ty Cổ phần Đồ Uống Cũ,HNX,Đồ uống,Thực phẩm & Đồ uống,1\n`,
    );
    expect(summary.rowsWritten).toBe(1);
    const [row] = await handle.db.select().from(companies).where(eq(companies.ticker, 'OLD'));
    expect(row).toMatchObject({ nameVi: 'Công ty Cổ phần Đồ Uống Cũ', icbCode3: '3530', icbCode4: null });
  });

  it('fails a file without the listing columns as a whole', async () => {
    const before = await handle.db.select({ n: sql<number>`count(*)::int` }).from(companies);
    const attempt = importListingCsv(
      handle.db,
      'prices.csv',
      'Date,Open,High,Low,Close,Volume\n2021-01-04,1,1,1,1,1\n',
    );
    await expect(attempt).rejects.toThrow(ImportFileError);
    await expect(attempt).rejects.toThrow(
      /prices\.csv, row 1: Dòng tiêu đề thiếu cột: ticker, name, exchange/,
    );
    const after = await handle.db.select({ n: sql<number>`count(*)::int` }).from(companies);
    expect(after).toEqual(before);
  });
});

describe('ICB classification', () => {
  it('nests every code under an existing parent one level up', () => {
    const byCode = new Map(ICB_INDUSTRIES.map((industry) => [industry.icbCode, industry]));
    expect(byCode.size).toBe(ICB_INDUSTRIES.length);
    for (const industry of ICB_INDUSTRIES) {
      if (industry.level === 1) expect(industry.parentCode).toBeNull();
      else expect(byCode.get(industry.parentCode ?? '')?.level).toBe(industry.level - 1);
    }
  });

  it('compares names loosely', () => {
    expect(industryNameKey('Xây dựng & Vật liệu')).toBe(industryNameKey('Xây dựng và Vật liệu'));
    expect(industryNameKey('Ôtô & phụ tùng')).toBe(industryNameKey('Ô tô và Phụ tùng'));
  });
});

describeWithSharedData('companies-csv on the real VNX.csv', () => {
  const file = sharedDataPath('zuongthaotn__vn-stock-data', 'VNX.csv');
  let raw: Record<string, string>[] = [];
  let shared: DatabaseHandle;

  beforeAll(async () => {
    raw = parse(readFileSync(file, 'utf8'), { columns: true, bom: true });
    shared = await createTestDatabase();
  });

  afterAll(async () => {
    await shared.close();
  });

  it('imports its 709 tickers with their names and exchanges', async () => {
    const summary = await importListingFile(shared.db, file);
    const tickers = new Set(raw.map((row) => row.ticker));
    expect(tickers.size).toBe(709);
    expect(summary).toMatchObject({ rowsRead: raw.length, rowsRejected: 0, rowsWritten: tickers.size });
    const stored = await shared.db.select().from(companies);
    expect(stored).toHaveLength(tickers.size);
    const byTicker = new Map(stored.map((row) => [row.ticker, row]));
    for (const row of raw) {
      expect(byTicker.get(row.ticker ?? '')).toMatchObject({
        // Cells are trimmed: some names end with a stray space.
        nameVi: row.name?.trim(),
        exchange: row.exchange,
        searchText: normalizeSearchText(`${row.ticker ?? ''} ${row.name ?? ''}`),
      });
    }
    expect((await importListingFile(shared.db, file)).rowsWritten).toBe(0);
  });

  it('maps sector names that the classification knows to their ICB codes', async () => {
    const sectors = await shared.db.select().from(industries);
    const level3ByKey = new Map(
      sectors.filter((row) => row.level === 3).map((row) => [industryNameKey(row.nameVi), row.icbCode]),
    );
    const stored = new Map((await shared.db.select().from(companies)).map((row) => [row.ticker, row]));
    let mapped = 0;
    for (const row of raw) {
      const expected = level3ByKey.get(industryNameKey(row.industry ?? ''));
      const company = stored.get(row.ticker ?? '');
      if (expected) {
        mapped += 1;
        expect({ ticker: row.ticker, icb3: company?.icbCode3 }).toEqual({
          ticker: row.ticker,
          icb3: expected,
        });
      }
      if (row.sector === 'Ngân hàng') expect(company?.companyType).toBe('bank');
    }
    // Most listed companies sit in sectors whose names match the classification.
    expect(mapped / raw.length).toBeGreaterThan(0.5);
    const banks = [...stored.values()].filter((row) => row.companyType === 'bank').length;
    expect(banks).toBe(raw.filter((row) => row.sector === 'Ngân hàng').length);
  });
});

describe('importListingCsv and company types set by statements', () => {
  it('keeps the type a statement import derived, updating only names and exchange', async () => {
    await handle.db
      .insert(companies)
      .values({
        ticker: 'KTS',
        nameVi: 'KTS',
        exchange: null,
        companyType: 'securities',
        companyTypeSource: 'statements',
      })
      .onConflictDoNothing();
    await importListingCsv(
      handle.db,
      'types.csv',
      `${HEADER}\nKTS,Công ty Cổ phần Kiểm Thử Loại,HNX,Sản xuất thực phẩm,Thực phẩm & Đồ uống,1\n`,
    );
    const [row] = await handle.db.select().from(companies).where(eq(companies.ticker, 'KTS'));
    expect(row).toMatchObject({
      companyType: 'securities',
      companyTypeSource: 'statements',
      nameVi: 'Công ty Cổ phần Kiểm Thử Loại',
      exchange: 'HNX',
    });
  });

  it('corrects a type a price import guessed, and says so', async () => {
    // What an OHLCV import leaves for a ticker it does not know: a non-financial guess.
    await handle.db.insert(companies).values({
      ticker: 'KTB',
      nameVi: 'KTB',
      exchange: null,
      companyType: 'non_financial',
      companyTypeSource: 'guessed',
    });
    const summary = await importListingCsv(
      handle.db,
      'guess.csv',
      `${HEADER}\nKTB,Ngân hàng TMCP Kiểm Thử,HOSE,Ngân hàng,Ngân hàng,1\n`,
    );
    const [row] = await handle.db.select().from(companies).where(eq(companies.ticker, 'KTB'));
    expect(row).toMatchObject({ companyType: 'bank', companyTypeSource: 'listing' });
    expect(summary.notices).toEqual([
      {
        row: 2,
        reason: expect.stringMatching(
          /KTB đổi từ "Doanh nghiệp phi tài chính" .* sang "Ngân hàng"/,
        ) as string,
      },
    ]);
  });
});
