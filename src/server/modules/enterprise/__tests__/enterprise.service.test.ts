import { openEnvelope } from '@/lib/envelope';
import { callRoute } from '../../../../../tests/helpers/callRoute';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { createTestDatabase } from '../../../db/testing';
import { corpProfileRoute, corpSearchRoute } from '../enterprise.handlers';
import { CORP_SEARCH_LIMIT, getCorpProfile, searchCorps, summarizePrices } from '../enterprise.service';
import { seedEnterpriseFixtures } from './fixtures';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedEnterpriseFixtures(handle.db);
  setDatabaseHandle(handle);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

const tickers = async (text: string): Promise<string[]> =>
  (await searchCorps(handle.db, text)).map((item) => item.ticker);

describe('searchCorps', () => {
  it('finds Vinamilk by its name typed without accents or capitals', async () => {
    const [first] = await searchCorps(handle.db, 'vinamilk');
    expect(first).toMatchObject({
      ticker: 'VNM',
      nameVi: 'Công ty Cổ phần Sữa Việt Nam (Vinamilk)',
      exchange: 'HOSE',
      companyType: 'non_financial',
      industryName: 'Sản xuất thực phẩm',
    });
    expect(await tickers('SỮA việt')).toEqual(['VNM']);
  });

  it('finds the banks for "ngan hang", larger bank first', async () => {
    expect(await tickers('ngan hang')).toEqual(['VCB', 'TCB']);
    expect(await tickers('Ngân Hàng')).toEqual(['VCB', 'TCB']);
  });

  it('puts the exact ticker before names that mention it', async () => {
    expect(await tickers('fpt')).toEqual(['FPT', 'FTS']);
    expect(await tickers('FTS')).toEqual(['FTS']);
  });

  it('ranks ticker prefix, then a name word prefix, then text inside a word', async () => {
    // VNM: ticker starts with "vn"; TVN: the word "vnsteel"; ABC: inside "avn" (TVN's ticker too).
    expect(await tickers('vn')).toEqual(['VNM', 'TVN', 'ABC']);
  });

  it('matches every word in any order after the exact phrase', async () => {
    expect(await tickers('viet nam ngan hang')).toEqual(['VCB', 'TCB']);
  });

  it('returns at most 20, and the largest companies for an empty text', async () => {
    expect(await tickers('thu nghiem')).toHaveLength(CORP_SEARCH_LIMIT);
    const all = await tickers('');
    expect(all).toHaveLength(CORP_SEARCH_LIMIT);
    expect(all.slice(0, 4)).toEqual(['VCB', 'FPT', 'TCB', 'VNM']);
  });

  it('treats regular-expression characters literally and finds nothing for nonsense', async () => {
    expect(await tickers('(vinamilk')).toEqual(['VNM']);
    expect(await tickers('.*')).toEqual([]);
    expect(await tickers('khong co cong ty nao')).toEqual([]);
  });
});

describe('getCorpProfile', () => {
  it('gives names, industry path and the change against the split-adjusted previous close', async () => {
    const profile = await getCorpProfile(handle.db, 'tcb');
    expect(profile).toMatchObject({
      ticker: 'TCB',
      shortName: 'Techcombank',
      industryName: 'Ngân hàng thương mại',
      icbCodes: ['8000', '8300', '8350', '8355'],
      industryPath: ['Tài chính', 'Ngân hàng', 'Ngân hàng', 'Ngân hàng thương mại'],
      lastPrice: 13_000,
      priceChange: 250,
      priceChangePercent: 1.96,
      priceDate: '2024-06-05',
      website: 'https://techcombank.example',
      isDemo: false,
    });
  });

  it('gives a plain change without a split, and nulls without enough sessions', async () => {
    expect(await getCorpProfile(handle.db, 'VCB')).toMatchObject({
      lastPrice: 88_200,
      priceChange: -1800,
      priceChangePercent: -2,
    });
    expect(await getCorpProfile(handle.db, 'FPT')).toMatchObject({
      lastPrice: 100_000,
      priceChange: null,
      priceChangePercent: null,
    });
    expect(await getCorpProfile(handle.db, 'VNM')).toMatchObject({
      lastPrice: null,
      priceChange: null,
      priceDate: null,
      isDemo: true,
    });
  });

  it('answers 404 in Vietnamese for an unknown ticker', async () => {
    await expect(getCorpProfile(handle.db, 'ZZZ')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
      message: 'Không tìm thấy mã chứng khoán ZZZ',
    });
  });
});

describe('summarizePrices', () => {
  it('brings the previous close to the latest basis on a stock dividend day', () => {
    // 1.2 new shares per old: previous 12,000 as traded is 10,000 on the new basis.
    const summary = summarizePrices([
      { date: '2024-01-03', close: 10_500, adjRatio: 1 },
      { date: '2024-01-02', close: 12_000, adjRatio: 1 / 1.2 },
    ]);
    expect(summary.priceChange).toBe(500);
    expect(summary.priceChangePercent).toBe(5);
  });
});

describe('enterprise routes', () => {
  it('answers the search as an encrypted list', async () => {
    const result = await callRoute<{ hashCode: string }>(corpSearchRoute, {
      query: { corpText: 'vinamilk' },
    });
    expect(result.status).toBe(200);
    const payload = openEnvelope(result.body.hashCode) as { ticker: string }[];
    expect(payload.map((item) => item.ticker)).toEqual(['VNM']);
  });

  it('answers the profile, 404 for an unknown ticker and 400 for an invalid one', async () => {
    const ok = await callRoute<{ hashCode: string }>(corpProfileRoute, { query: { ticket: 'fpt' } });
    expect(ok.status).toBe(200);
    expect(openEnvelope(ok.body.hashCode)).toMatchObject({ ticker: 'FPT', nameVi: 'Công ty Cổ phần FPT' });
    const missing = await callRoute<{ message: string }>(corpProfileRoute, { query: { ticket: 'ZZZ' } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Không tìm thấy mã chứng khoán ZZZ');
    const invalid = await callRoute(corpProfileRoute, { query: { ticket: 'a-b' } });
    expect(invalid.status).toBe(400);
  });
});
