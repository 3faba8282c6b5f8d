import { DEMO_UNIVERSE } from '@/server/importers/demo/universe';
import { isTradingDay } from '@/server/importers/demo/calendar';
import { startFakeSsi, type FakeSsi } from '../fake/fakeServer';
import { buildUniverse, tickSize } from '../fake/fakeUniverse';
import { PRICE_BAND } from '../fake/fakeSeries';
import type { SsiMarket } from '../types';

type Body = Record<string, unknown> & {
  dataList?: Record<string, string>[];
  data?: Record<string, string>[];
};
const TODAY = '2026-11-27';

async function token(fake: FakeSsi): Promise<string> {
  const response = await fetch(`${fake.url}api/v2/Market/AccessToken`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      consumerID: fake.control.credentials.consumerId,
      consumerSecret: fake.control.credentials.consumerSecret,
    }),
  });
  const body = (await response.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

async function get(
  fake: FakeSsi,
  endpoint: string,
  query: Record<string, string>,
  bearer?: string,
): Promise<{ status: number; body: Body }> {
  const url = new URL(`api/v2/Market/${endpoint}`, fake.url);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const response = await fetch(url, {
    headers: bearer === undefined ? {} : { Authorization: `Bearer ${bearer}` },
  });
  return { status: response.status, body: (await response.json()) as Body };
}

let fake: FakeSsi;
let bearer: string;
beforeAll(async () => {
  fake = await startFakeSsi({ tickers: 400, startDate: '2026-01-01' });
  fake.control.setToday(TODAY);
  bearer = await token(fake);
});
afterAll(() => fake.close());

describe('limits', () => {
  it('requires a known, unexpired Bearer token', async () => {
    expect((await get(fake, 'IndexList', {})).status).toBe(401);
    expect((await get(fake, 'IndexList', {}, 'made.up.token')).body.message).toBe(
      'Unauthorized: invalid token',
    );
    expect((await get(fake, 'IndexList', {}, bearer)).status).toBe(200);
    const short = await startFakeSsi({ tickers: 50, tokenLifetimeMs: 0 });
    try {
      expect((await get(short, 'IndexList', {}, await token(short))).body.message).toBe(
        'Unauthorized: token expired',
      );
    } finally {
      await short.close();
    }
  });

  it.each([
    ['IndexList', { pageIndex: '11' }, 'PageIndex must be from 1 to 10'],
    ['IndexList', { pageIndex: '0' }, 'PageIndex must be from 1 to 10'],
    ['IndexList', { pageSize: '30' }, 'PageSize must be one of 10, 20, 50, 100, 500, 1000'],
    [
      'DailyStockPrice',
      { fromDate: '27/11/2026', toDate: '27/11/2026', pageSize: '1000' },
      'PageSize must be one of 10, 20, 50, 100',
    ],
    [
      'DailyStockPrice',
      { symbol: 'FPT', fromDate: '28/10/2026', toDate: '27/11/2026' },
      'Date range must not exceed 30 days',
    ],
    [
      'DailyOhlc',
      { symbol: 'FPT', fromDate: '2026-11-01', toDate: '27/11/2026' },
      'fromDate must be dd/mm/yyyy',
    ],
    [
      'DailyOhlc',
      { symbol: 'FPT', fromDate: '31/02/2026', toDate: '27/11/2026' },
      'fromDate must be dd/mm/yyyy',
    ],
    [
      'DailyIndex',
      { indexId: 'VNINDEX', fromDate: '27/11/2026', toDate: '20/11/2026' },
      'FromDate must not be after ToDate',
    ],
    ['DailyStockPrice', { symbol: 'FPT' }, 'fromDate is required'],
  ])('refuses %s %j with HTTP 400', async (endpoint, query, message) => {
    const { status, body } = await get(fake, endpoint, query, bearer);
    expect(status).toBe(400);
    expect(body).toEqual({ status: '400', message });
  });

  it('accepts a 30-day range, inclusive', async () => {
    const { status, body } = await get(
      fake,
      'DailyStockPrice',
      { symbol: 'FPT', fromDate: '29/10/2026', toDate: '27/11/2026' },
      bearer,
    );
    expect(status).toBe(200);
    expect(body.totalrecord).toBe(22);
  });

  it('stops and resumes the feed from its admin paths', async () => {
    await fetch(`${fake.url}__fake/pause`, { method: 'POST' });
    expect((await get(fake, 'IndexList', {}, bearer)).status).toBe(503);
    await fetch(`${fake.url}__fake/resume`, { method: 'POST' });
    expect((await get(fake, 'IndexList', {}, bearer)).status).toBe(200);
  });
});

describe('universe', () => {
  it('is deterministic per seed and sized like the real markets by default', () => {
    const universe = buildUniverse(7);
    expect(buildUniverse(7)).toEqual(universe);
    expect(buildUniverse(8).map((listing) => listing.symbol)).not.toEqual(
      universe.map((listing) => listing.symbol),
    );
    const count = (market: SsiMarket) => universe.filter((listing) => listing.market === market).length;
    expect([count('HOSE'), count('HNX'), count('UPCOM')]).toEqual([400, 330, 870]);
    expect(new Set(universe.map((listing) => listing.symbol)).size).toBe(1600);
    expect(universe.every((listing) => /^[A-Z0-9]{3}$/.test(listing.symbol))).toBe(true);
  });

  it("contains the demo's tickers with their exchange and names, and plausible synthetic names", () => {
    const universe = buildUniverse(7);
    for (const spec of DEMO_UNIVERSE) {
      expect(universe.find((listing) => listing.symbol === spec.ticker)).toMatchObject({
        market: spec.exchange,
        nameVi: spec.nameVi,
      });
    }
    const demo = new Set(DEMO_UNIVERSE.map((spec) => spec.ticker));
    const synthetic = universe
      .filter((listing) => !demo.has(listing.symbol))
      .map((listing) => listing.nameVi);
    expect(synthetic.some((name) => name.startsWith('Ngân hàng'))).toBe(true);
    expect(synthetic.some((name) => name.includes('Chứng khoán'))).toBe(true);
    expect(synthetic.filter((name) => name.startsWith('Công ty Cổ phần')).length).toBeGreaterThan(
      synthetic.length * 0.8,
    );
  });

  it('answers Securities in its example style and other endpoints as the examples', async () => {
    const securities = await get(fake, 'Securities', { market: 'hose', pageSize: '1000' }, bearer);
    expect(securities.body).toMatchObject({ status: 'Success', totalRecord: 100 });
    expect(Object.keys(securities.body.data?.[0] ?? {})).toEqual([
      'Market',
      'Symbol',
      'StockName',
      'StockEnName',
    ]);
    const index = await get(
      fake,
      'DailyIndex',
      { indexId: 'HNXIndex', fromDate: '27/11/2026', toDate: '27/11/2026' },
      bearer,
    );
    expect(index.body).toMatchObject({ status: 'SUCCESS', totalrecord: 1 });
    const row = index.body.dataList?.[0] ?? {};
    expect(row).toMatchObject({ indexid: 'HNXIndex', tradingdate: '27/11/2026' });
    expect(Object.values(row).every((value) => typeof value === 'string')).toBe(true);
  });

  it("answers in the tables' style when asked: data, totalRecord, status 200, capitalised spellings", async () => {
    const pascal = await startFakeSsi({ tickers: 50, startDate: '2026-11-01', style: 'pascal' });
    pascal.control.setToday(TODAY);
    try {
      const query = { symbol: 'SSI', fromDate: '27/11/2026', toDate: '27/11/2026' };
      const { body } = await get(pascal, 'DailyStockPrice', query, await token(pascal));
      expect(body).toMatchObject({ status: 200, totalRecord: 1 });
      expect(Object.keys(body.data?.[0] ?? {})).toEqual(
        expect.arrayContaining(['Closeprice', 'Toreignsellvaltotal', 'Netforeivol', 'Netforeignval']),
      );
    } finally {
      await pascal.close();
    }
  });
});

describe('market', () => {
  async function day(market: SsiMarket, date: string): Promise<Record<string, string>[]> {
    const rows: Record<string, string>[] = [];
    for (let pageIndex = 1; pageIndex <= 10; pageIndex += 1) {
      const query = { market, fromDate: date, toDate: date, pageIndex: String(pageIndex), pageSize: '100' };
      const page = (await get(fake, 'DailyStockPrice', query, bearer)).body.dataList ?? [];
      rows.push(...page);
      if (page.length < 100) break;
    }
    return rows;
  }

  it("counts an index's breadth and totals from its market's stocks", async () => {
    const stocks = await day('HNX', '27/11/2026');
    const index =
      (
        await get(
          fake,
          'DailyIndex',
          { indexId: 'HNXIndex', fromDate: '27/11/2026', toDate: '27/11/2026' },
          bearer,
        )
      ).body.dataList?.[0] ?? {};
    const close = (row: Record<string, string>) => Number(row.closeprice);
    expect(Number(index.advances)).toBe(stocks.filter((row) => close(row) > Number(row.refprice)).length);
    expect(Number(index.declines)).toBe(stocks.filter((row) => close(row) < Number(row.refprice)).length);
    expect(Number(index.nochanges)).toBe(stocks.filter((row) => close(row) === Number(row.refprice)).length);
    expect(Number(index.ceilings)).toBe(
      stocks.filter((row) => close(row) === Number(row.ceilingprice)).length,
    );
    expect(Number(index.totalmatchvol)).toBe(stocks.reduce((sum, row) => sum + Number(row.totalmatchvol), 0));
  });

  it('keeps every session inside its band, on the tick grid, on trading days only', async () => {
    const rows = await get(
      fake,
      'DailyStockPrice',
      { symbol: 'VCB', fromDate: '29/10/2026', toDate: '27/11/2026', pageSize: '100' },
      bearer,
    );
    for (const row of [...(rows.body.dataList ?? []), ...(await day('UPCOM', '26/11/2026'))]) {
      const [dd, mm, yyyy] = (row.tradingdate ?? '').split('/');
      expect(isTradingDay(`${yyyy}-${mm}-${dd}`)).toBe(true);
      const n = (key: string) => Number(row[key]);
      const market: SsiMarket = row.symbol === 'VCB' ? 'HOSE' : 'UPCOM';
      expect(n('floorprice')).toBeLessThanOrEqual(n('lowestprice'));
      expect(n('lowestprice')).toBeLessThanOrEqual(Math.min(n('openprice'), n('closeprice')));
      expect(n('highestprice')).toBeLessThanOrEqual(n('ceilingprice'));
      expect(n('ceilingprice')).toBeLessThanOrEqual(n('refprice') * (1 + PRICE_BAND[market]) + 1);
      expect(n('closeprice') % tickSize(market, n('closeprice'))).toBe(0);
    }
  });

  it('adjusts earlier closes for a dividend ex-date', () => {
    const market = fake.control.market;
    const last = market.lastDailyIndex();
    const withExDate = market
      .activeListings()
      .map((listing) => market.seriesOf(listing))
      .find((series) => {
        series.ensure(last + 1);
        return series.exDates.some((exDate) => exDate.index > 1 && exDate.index <= last);
      });
    const exDate = withExDate?.exDates.find((found) => found.index > 1 && found.index <= last);
    if (!withExDate || !exDate) throw new Error('no ex-date in the fake market');
    const before = withExDate.session(exDate.index - 1);
    expect(withExDate.session(exDate.index).ref).toBeLessThan(before.close);
    expect(withExDate.adjustedClose(exDate.index - 1, last)).toBeLessThan(before.close);
    expect(withExDate.adjustedClose(last, last)).toBe(withExDate.session(last).close);
  });

  it('serves intraday bars only up to now, and no daily row before the close', async () => {
    const early = await startFakeSsi({
      tickers: 50,
      startDate: '2026-11-01',
      now: () => new Date('2026-11-27T03:00:00Z'),
    });
    try {
      const earlyToken = await token(early);
      const bars =
        (await get(early, 'IntradayOhlc', { symbol: 'VNINDEX', pageSize: '1000' }, earlyToken)).body
          .dataList ?? [];
      expect(bars.at(-1)?.time).toBe('10:00:00');
      const daily = await get(
        early,
        'DailyIndex',
        { indexId: 'VNINDEX', fromDate: '27/11/2026', toDate: '27/11/2026' },
        earlyToken,
      );
      expect(daily.body.totalrecord).toBe(0);
    } finally {
      await early.close();
    }
  });

  it('lists and delists', async () => {
    fake.control.addListing('ZZZ', 'HOSE', 'Công ty Cổ phần Thử Nghiệm');
    fake.control.delist('FPT');
    const symbols = (
      (await get(fake, 'Securities', { market: 'HOSE', pageSize: '1000' }, bearer)).body.data ?? []
    ).map((row) => row.Symbol);
    expect(symbols).toContain('ZZZ');
    expect(symbols).not.toContain('FPT');
  });
});
