/**
 * Issue 34 "Faults and data safety": the feed fails, stalls or answers garbage in the middle of a
 * day's pages. Every such fault is retried with exponential backoff a bounded number of times; a day
 * read after the fault went away is the whole day; a fault that lasts ends in one SsiFeedError whose
 * Vietnamese reason names the endpoint and the last cause (never a partial list of rows).
 */
import { createSsiClient } from '../client';
import { startFakeSsi, type FakeFailure, type FakeSsi } from '../fake/fakeServer';
import { SsiFeedError, type SsiStockDay } from '../types';

const TODAY = '2026-11-27';
const DAY = '2026-11-26';
let fake: FakeSsi;
let sleeps: number[];
let whole: SsiStockDay[];

const client = () =>
  createSsiClient({
    baseUrl: fake.url,
    ...fake.control.credentials,
    pageSizes: { DailyStockPrice: 20 },
    timeoutMs: 300,
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    random: () => 0.5,
  });

const upcomDay = () => client().dailyStockPrice({ market: 'UPCOM', from: DAY, to: DAY });

/** The first `times` requests for page 2 of the day's UPCOM prices fail as `kind`. */
function failPageTwo(kind: FakeFailure, times: number): { hits: () => number } {
  let hits = 0;
  fake.control.failWhen((endpoint, query) => {
    if (endpoint !== 'DailyStockPrice' || query.market !== 'UPCOM' || query.pageindex !== '2') return null;
    hits += 1;
    return hits <= times ? kind : null;
  });
  return { hits: () => hits };
}

beforeAll(async () => {
  fake = await startFakeSsi({ tickers: 300, startDate: '2026-06-01' });
  fake.control.setToday(TODAY);
  sleeps = [];
  whole = await upcomDay();
  // More than two pages of 20, so page 2 is in the middle of the day.
  expect(whole.length).toBeGreaterThan(40);
});
afterAll(() => fake.close());
beforeEach(() => {
  sleeps = [];
  fake.control.failWhen(null);
});

const RETRIED: [FakeFailure, string][] = [
  ['http500', 'HTTP 500'],
  ['http429', 'HTTP 429'],
  ['timeout', 'hết thời gian chờ 300 ms'],
  ['stall', 'hết thời gian chờ 300 ms'],
  ['garbage', 'trả lời không đúng định dạng'],
  ['wrongShape', 'trả lời không đúng định dạng'],
  ['badRows', 'trả lời không đúng định dạng'],
  ['emptyPage', 'trả lời không đúng định dạng'],
  ['truncated', 'lỗi mạng'],
];

describe.each(RETRIED)('%s on a middle page', (kind, reason) => {
  it('is retried with backoff and the day comes whole', async () => {
    const fault = failPageTwo(kind, 2);
    const rows = await upcomDay();
    expect(rows).toEqual(whole);
    expect(fault.hits()).toBe(3);
    expect(sleeps).toEqual([500, 1000]);
  });

  it('fails after the last attempt with the Vietnamese reason, not with part of the day', async () => {
    const fault = failPageTwo(kind, 99);
    const error: unknown = await upcomDay().then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(SsiFeedError);
    expect((error as SsiFeedError).message).toContain('SSI không trả lời sau 4 lần thử (DailyStockPrice)');
    expect((error as SsiFeedError).message).toContain(reason);
    expect((error as SsiFeedError).retryable).toBe(true);
    expect(fault.hits()).toBe(4);
    expect(sleeps).toEqual([500, 1000, 2000]);
  });
});
