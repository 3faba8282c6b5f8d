import { tradingDays } from '@/server/importers/demo/calendar';
import { createSsiClient, type SsiClientOptions } from '../client';
import { startFakeSsi, type FakeSsi } from '../fake/fakeServer';
import { SsiFeedError, type SsiFeed } from '../types';

const TODAY = '2026-11-27';
let fake: FakeSsi;
/** Query of every data request the fake saw, by endpoint (recorded through failWhen). */
let seen: { endpoint: string; query: Record<string, string> }[];
let sleeps: number[];

function client(overrides: Partial<SsiClientOptions> = {}): SsiFeed {
  return createSsiClient({
    baseUrl: fake.url,
    ...fake.control.credentials,
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    random: () => 0.5,
    ...overrides,
  });
}

async function rejection(promise: Promise<unknown>): Promise<SsiFeedError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SsiFeedError);
  return error as SsiFeedError;
}

beforeAll(async () => {
  fake = await startFakeSsi({ tickers: 300, startDate: '2025-06-01' });
  fake.control.setToday(TODAY);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.control.resetCounters();
  fake.control.failWhen((endpoint, query) => {
    seen.push({ endpoint, query });
    return null;
  });
  seen = [];
  sleeps = [];
});

describe('paging and windows', () => {
  it('reads every page of a query and stops at totalRecord', async () => {
    const paged = await client({ pageSizes: { DailyOhlc: 10 } }).dailyOhlc('FPT', '2026-11-01', '2026-11-27');
    const whole = await client().dailyOhlc('FPT', '2026-11-01', '2026-11-27');
    expect(paged).toEqual(whole);
    expect(whole.map((bar) => bar.date)).toEqual(tradingDays('2026-11-01', '2026-11-27'));
    const pages = seen.filter((call) => call.endpoint === 'DailyOhlc' && call.query.pagesize === '10');
    expect(pages.map((call) => call.query.pageindex)).toEqual(['1', '2']);
  });

  it('splits ranges longer than 30 days into 30-day windows (the fake refuses more)', async () => {
    const days = await client().dailyIndex('VNINDEX', '2026-01-01', TODAY);
    expect(days.map((day) => day.date)).toEqual(tradingDays('2026-01-01', TODAY));
    const windows = seen.filter((call) => call.endpoint === 'DailyIndex');
    // 331 days: eleven windows of 30 days and one of 1.
    expect(windows).toHaveLength(12);
    expect(windows[11]?.query).toMatchObject({ fromdate: '27/11/2026', todate: '27/11/2026' });
    expect(windows[0]?.query).toMatchObject({
      indexid: 'VNINDEX',
      fromdate: '01/01/2026',
      todate: '30/01/2026',
    });
  });

  it('narrows the window instead of asking for page 11', async () => {
    const bars = await client({ pageSizes: { IntradayOhlc: 100 } }).intradayOhlc(
      'VNINDEX',
      '2026-11-23',
      TODAY,
    );
    expect(bars).toHaveLength(5 * 242);
    expect(new Set(bars.map((bar) => bar.date)).size).toBe(5);
    const pageIndexes = seen
      .filter((call) => call.endpoint === 'IntradayOhlc')
      .map((call) => Number(call.query.pageindex));
    expect(Math.max(...pageIndexes)).toBeLessThanOrEqual(10);
    expect(seen.some((call) => call.query.fromdate !== '23/11/2026')).toBe(true);
  });

  it('says so when even one day does not fit in 10 pages', async () => {
    const error = await rejection(
      client({ pageSizes: { IntradayOhlc: 10 } }).intradayOhlc('VNINDEX', TODAY, TODAY),
    );
    expect(error.message).toContain('giới hạn 10 trang');
    expect(error.message).toContain('27/11/2026');
    expect(Math.max(...seen.map((call) => Number(call.query.pageindex ?? 0)))).toBe(1);
  });

  it('reads a whole market per day in pages of 100 rows', async () => {
    const rows = await client().dailyStockPrice({ market: 'UPCOM', from: '2026-11-23', to: TODAY });
    const perDay = fake.control.market.tradedOn(fake.control.market.indexOf(TODAY) ?? -1, 'UPCOM').length;
    expect(perDay).toBeGreaterThan(100);
    expect(rows.filter((row) => row.date === TODAY)).toHaveLength(perDay);
    const calls = seen.filter((call) => call.endpoint === 'DailyStockPrice');
    expect(
      calls.every((call) => call.query.pagesize === '100' && call.query.fromdate === call.query.todate),
    ).toBe(true);
    expect(calls.filter((call) => call.query.fromdate === '27/11/2026')).toHaveLength(
      Math.ceil(perDay / 100),
    );
  });
});

describe('token', () => {
  it('shares one token request among concurrent callers', async () => {
    const feed = client();
    await Promise.all([feed.indexList(), feed.indexList('HNX'), feed.securities('HNX')]);
    expect(fake.control.requests.AccessToken).toBe(1);
  });

  it('renews once and retries when the feed answers 401 (tokens expired on its side)', async () => {
    const feed = client();
    await feed.indexList();
    fake.control.expireTokens();
    expect(await feed.indexList('HOSE')).toHaveLength(2);
    expect(fake.control.requests).toMatchObject({ AccessToken: 2, IndexList: 3 });
  });

  it('gives up after one renewal when 401 persists', async () => {
    const feed = client();
    fake.control.failWhen((endpoint) => (endpoint === 'IndexList' ? 'unauthorized' : null));
    const error = await rejection(feed.indexList());
    expect(error.status).toBe(401);
    expect(fake.control.requests).toMatchObject({ AccessToken: 2, IndexList: 2 });
  });

  it('renews before the exp claim is less than an hour away', async () => {
    const inNinetyMinutes = () => Date.now() + 7.5 * 3_600_000;
    const feed = client({ now: inNinetyMinutes });
    await feed.indexList();
    await feed.indexList();
    expect(fake.control.requests.AccessToken).toBe(2);
  });
});

describe('retries', () => {
  it.each(['http500', 'garbage'] as const)('retries %s with exponential backoff', async (kind) => {
    const feed = client();
    await feed.indexList();
    fake.control.failNext(2, kind);
    expect(await feed.indexList()).toHaveLength(5);
    expect(sleeps).toEqual([500, 1000]);
    expect(feed.requestCount).toBe(1 + 1 + 3);
  });

  it('retries a request that hangs past the timeout', async () => {
    const feed = client({ timeoutMs: 300 });
    fake.control.failNext(1, 'timeout');
    expect(await feed.indexList()).toHaveLength(5);
    expect(sleeps).toEqual([500]);
  });

  it('reports the last cause after the last attempt', async () => {
    fake.control.failNext(4, 'http500');
    const error = await rejection(client().indexList());
    expect(error.message).toBe('SSI không trả lời sau 4 lần thử (IndexList): HTTP 500');
    expect(error.retryable).toBe(true);
    expect(sleeps).toEqual([500, 1000, 2000]);
  });

  it('does not retry a refusal (HTTP 400 or a status other than success)', async () => {
    const unknown = await rejection(client().dailyIndex('NOPE', '2026-11-02', TODAY));
    expect(unknown.message).toBe('SSI từ chối yêu cầu DailyIndex: Index NOPE not found');
    expect(unknown.retryable).toBe(false);
    fake.control.failNext(1, 'refusal');
    const refusal = await rejection(client().indexList());
    expect(refusal.message).toBe('SSI từ chối yêu cầu IndexList: System is under maintenance');
    expect(sleeps).toEqual([]);
    expect(fake.control.requests).toMatchObject({ DailyIndex: 1, IndexList: 1 });
  });

  it('retries a paused feed (503) and then fails', async () => {
    fake.control.pause();
    try {
      const error = await rejection(client().securities('HOSE'));
      expect(error.message).toContain('HTTP 503');
      expect(sleeps).toHaveLength(3);
    } finally {
      fake.control.resume();
    }
  });
});

describe('answer styles', () => {
  it("reads the tables' capitalised spellings and the PDF's token answer the same as the examples", async () => {
    const other = await startFakeSsi({
      tickers: 300,
      startDate: '2025-06-01',
      style: 'pascal',
      authStyle: 'pdf',
    });
    other.control.setToday(TODAY);
    try {
      const feed = createSsiClient({ baseUrl: other.url, ...other.control.credentials });
      const query = { market: 'HNX' as const, from: '2026-11-26', to: TODAY };
      expect(await feed.dailyStockPrice(query)).toEqual(await client().dailyStockPrice(query));
      expect(await feed.dailyIndex('HNX30', '2026-11-02', TODAY)).toEqual(
        await client().dailyIndex('HNX30', '2026-11-02', TODAY),
      );
      expect(await feed.securityDetails('HNX')).toEqual(await client().securityDetails('HNX'));
      expect(await feed.indexComponents('VN30')).toEqual(await client().indexComponents('VN30'));
    } finally {
      await other.close();
    }
  });
});

describe('secrets', () => {
  it('never puts the consumer secret or the token in a message', async () => {
    const { consumerSecret } = fake.control.credentials;
    let token = '';
    const echoing: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('AccessToken')) return response;
      token = String(new Headers(init?.headers).get('authorization')).replace('Bearer ', '');
      const message = `bad request from ${consumerSecret} with ${token}`;
      return new Response(JSON.stringify({ status: '400', message }), { status: 400 });
    };
    const error = await rejection(client({ fetchImpl: echoing }).indexList());
    expect(token.length).toBeGreaterThan(20);
    expect(error.message).not.toContain(consumerSecret);
    expect(error.message).not.toContain(token);
    expect(error.message).toBe('SSI từ chối yêu cầu IndexList: bad request from *** with ***');
  });

  it('refuses wrong credentials once, without echoing them', async () => {
    const error = await rejection(client({ consumerSecret: 'wrong-secret-123' }).indexList());
    expect(error.message).toBe('SSI từ chối yêu cầu AccessToken: Invalid consumerID or consumerSecret');
    expect(fake.control.requests.AccessToken).toBe(1);
    expect(sleeps).toEqual([]);
  });
});
