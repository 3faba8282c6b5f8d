import type {
  PortfolioDetailResponse,
  PortfolioListResponse,
  PortfolioSuggestionsResponse,
  PortfolioSummary,
  PortfolioTransaction,
} from '@/common/contracts/portfolios';
import { restoreVerifier } from '../../../../../../tests/helpers/access';
import { setDatabaseHandle, type DatabaseHandle } from '../../../../db/client';
import { createTestDatabase } from '../../../../db/testing';
import { accountHeaders, call, installUserVerifier, seedPortfolioMarket } from './fixtures';

let handle: DatabaseHandle;
let events: { stockEventId: number; cashEventId: number };

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installUserVerifier();
  events = await seedPortfolioMarket(handle.db);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

async function newPortfolio(headers: Record<string, string>, name = 'Danh mục chính'): Promise<number> {
  const created = await call<PortfolioSummary>('/api/portfolios', headers, 'POST', { name });
  expect(created.status).toBe(201);
  return created.data.id;
}

describe('portfolios: accounts, ownership and limits', () => {
  it('asks guests to log in', async () => {
    const answer = await call('/api/portfolios', {});
    expect(answer.status).toBe(401);
    expect(answer.message).toMatch(/đăng nhập/);
  });

  it('keeps a free account to one portfolio, with the plan that lifts it', async () => {
    const free = await accountHeaders(handle.db, 'free');
    await newPortfolio(free);
    const second = await call('/api/portfolios', free, 'POST', { name: 'Thứ hai' });
    expect(second.status).toBe(403);
    expect(second.code).toBe('LIMIT_REACHED');
    const list = await call<PortfolioListResponse>('/api/portfolios', free);
    expect(list.data.portfolios.map((item) => [item.name, item.feeRate, item.sellTaxRate])).toEqual([
      ['Danh mục chính', '0.001500', '0.001000'],
    ]);
  });

  it('answers 404 for another account’s portfolio, read or written', async () => {
    const owner = await accountHeaders(handle.db, 'BASIC');
    const other = await accountHeaders(handle.db, 'BASIC');
    const id = await newPortfolio(owner);
    expect((await call(`/api/portfolios/${String(id)}`, other)).status).toBe(404);
    expect((await call(`/api/portfolios/${String(id)}`, other, 'PUT', { name: 'x' })).status).toBe(404);
    expect((await call(`/api/portfolios/${String(id)}`, other, 'DELETE')).status).toBe(404);
    const body = { kind: 'deposit', date: '2025-01-02', amount: '1000' };
    expect((await call(`/api/portfolios/${String(id)}/transactions`, other, 'POST', body)).status).toBe(404);
    const renamed = await call<PortfolioSummary>(`/api/portfolios/${String(id)}`, owner, 'PUT', {
      name: 'Dài hạn',
      feeRate: '0.001',
    });
    expect([renamed.status, renamed.data.name, renamed.data.feeRate]).toEqual([200, 'Dài hạn', '0.001000']);
    expect((await call(`/api/portfolios/${String(id)}`, owner, 'DELETE')).status).toBe(200);
    expect((await call(`/api/portfolios/${String(id)}`, owner)).status).toBe(404);
  });
});

describe('the hand-computed portfolio through the API', () => {
  let headers: Record<string, string>;
  let path: string;

  beforeAll(async () => {
    headers = await accountHeaders(handle.db, 'BASIC');
    path = `/api/portfolios/${String(await newPortfolio(headers))}`;
  });

  const post = (body: unknown) => call<PortfolioTransaction>(`${path}/transactions`, headers, 'POST', body);

  it('records lines with the default fee and tax, suggestions from the events, and values the holdings', async () => {
    expect((await post({ kind: 'deposit', date: '2025-01-02', amount: 100_000_000 })).status).toBe(201);
    // Default fee 0.15 % × 20,000,000 = 30,000.
    const buy = await post({
      kind: 'buy',
      date: '2025-01-03',
      ticker: 'aaa',
      quantity: 1000,
      price: '20000',
    });
    expect([buy.status, buy.data.fee, buy.data.tax, buy.data.ticker]).toEqual([201, '30000', '0', 'AAA']);
    expect(
      (await post({ kind: 'buy', date: '2025-02-10', ticker: 'AAA', quantity: 500, price: 26000 })).status,
    ).toBe(201);

    // Held 1,500 before 2025-03-05: 1,500 × 0.15 = 225 new shares; the cash dividend of 2025-04-01
    // counts them: 1,725 × 1,000 = 1,725,000 (newest first).
    const first = await call<PortfolioSuggestionsResponse>(`${path}/suggestions`, headers);
    expect(
      first.data.suggestions.map((s) => [s.eventId, s.kind, s.sharesHeld, s.quantity, s.amount]),
    ).toEqual([
      [events.cashEventId, 'cash_dividend', 1725, null, 1_725_000],
      [events.stockEventId, 'stock_dividend', 1500, 225, null],
    ]);
    const accepted = await post({
      kind: 'stock_dividend',
      date: '2025-03-05',
      ticker: 'AAA',
      quantity: 225,
      eventId: events.stockEventId,
    });
    expect([accepted.status, accepted.data.source]).toEqual([201, 'event']);
    // Accepting twice is refused.
    expect(
      (
        await post({
          kind: 'stock_dividend',
          date: '2025-03-05',
          ticker: 'AAA',
          quantity: 225,
          eventId: events.stockEventId,
        })
      ).status,
    ).toBe(400);

    // Now 1,725 shares before 2025-04-01: 1,725 × 1,000 = 1,725,000 đồng.
    const second = await call<PortfolioSuggestionsResponse>(`${path}/suggestions`, headers);
    expect(second.data.suggestions.map((s) => [s.eventId, s.amount])).toEqual([
      [events.cashEventId, 1_725_000],
    ]);
    expect(
      (
        await post({
          kind: 'cash_dividend',
          date: '2025-04-01',
          ticker: 'AAA',
          amount: 1_725_000,
          eventId: events.cashEventId,
        })
      ).status,
    ).toBe(201);

    // 345 × 30,000 = 10,350,000: fee 15,525, tax 10,350.
    const sell = await post({ kind: 'sell', date: '2025-05-06', ticker: 'AAA', quantity: 345, price: 30000 });
    expect([sell.status, sell.data.fee, sell.data.tax]).toEqual([201, '15525', '10350']);
    expect((await post({ kind: 'withdrawal', date: '2025-06-02', amount: 5_000_000 })).status).toBe(201);

    const detail = await call<PortfolioDetailResponse>(path, headers);
    expect(detail.status).toBe(200);
    expect(detail.data.market).toMatchObject({ date: '2025-06-30', sources: ['test-feed'] });
    expect(detail.data.holdings).toEqual([
      expect.objectContaining({
        ticker: 'AAA',
        name: 'AAA Bank',
        industryName: 'Ngân hàng',
        quantity: 1380,
        cost: 26_439_600,
        averageCost: 19_159,
        price: 28_000,
        priceDate: '2025-06-30',
        priceSource: 'test-feed',
        marketValue: 38_640_000,
        unrealised: 12_200_400,
        realised: 3_714_225,
        dividends: 1_725_000,
      }),
    ]);
    expect(detail.data.totals).toMatchObject({
      cash: 73_999_625,
      netAssetValue: 112_639_625,
      fees: 65_025,
      taxes: 10_350,
    });
    expect(detail.data.allocation.slices).toEqual([
      { code: '8300', name: 'Ngân hàng', marketValue: 38_640_000, weight: 1, tickers: ['AAA'] },
    ]);
    expect(detail.data.transactions).toHaveLength(7);
  });

  it('refuses bad lines with Vietnamese reasons and writes nothing', async () => {
    const cases: [unknown, RegExp][] = [
      [
        { kind: 'sell', date: '2025-05-07', ticker: 'AAA', quantity: 5000, price: 30000 },
        /chỉ nắm 1,380 cổ phiếu/,
      ],
      [{ kind: 'sell', date: '2025-01-02', ticker: 'AAA', quantity: 1, price: 30000 }, /chỉ nắm 0 cổ phiếu/],
      [{ kind: 'deposit', date: '2099-01-01', amount: 1 }, /tương lai/],
      [{ kind: 'buy', date: '2025-01-03', ticker: 'ZZZ', quantity: 1, price: 1 }, /ZZZ không có/],
      [{ kind: 'buy', date: '2025-01-03', ticker: 'AAA', quantity: -5, price: 1 }, /số nguyên dương/],
      [{ kind: 'buy', date: '2025-01-03', ticker: 'AAA', quantity: 1, price: '1e30' }, /số không âm/],
      [{ kind: 'buy', date: '2025-01-03', ticker: 'AAA', quantity: 1, price: 99_000_000 }, /10.000.000/],
      [{ kind: 'deposit', date: '2025-01-03', amount: '9999999999999999' }, /10\^15/],
      [{ kind: 'steal', date: '2025-01-03' }, /Loại giao dịch/],
      [{ kind: 'deposit', date: '2025-02-30', amount: 1 }, /YYYY-MM-DD/],
    ];
    for (const [body, reason] of cases) {
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect(JSON.stringify([answer.message, answer.details])).toMatch(reason);
    }
    const detail = await call<PortfolioDetailResponse>(path, headers);
    expect(detail.data.transactions).toHaveLength(7);
  });

  it('deletes a line that is free, and 404s one that is not there', async () => {
    const detail = await call<PortfolioDetailResponse>(path, headers);
    const withdrawal = detail.data.transactions.find((t) => t.kind === 'withdrawal');
    expect((await call(`${path}/transactions/${String(withdrawal?.id)}`, headers, 'DELETE')).status).toBe(
      200,
    );
    expect((await call(`${path}/transactions/999999`, headers, 'DELETE')).status).toBe(404);
  });
});

describe('deleting a buy a later sale needs', () => {
  it('is refused and keeps the line', async () => {
    const headers = await accountHeaders(handle.db, 'BASIC');
    const path = `/api/portfolios/${String(await newPortfolio(headers))}`;
    const buy = await call<PortfolioTransaction>(`${path}/transactions`, headers, 'POST', {
      kind: 'buy',
      date: '2025-06-02',
      ticker: 'BBB',
      quantity: 10,
      price: 28000,
    });
    await call(`${path}/transactions`, headers, 'POST', {
      kind: 'sell',
      date: '2025-06-03',
      ticker: 'BBB',
      quantity: 10,
      price: 29000,
    });
    const refused = await call(`${path}/transactions/${String(buy.data.id)}`, headers, 'DELETE');
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/vượt số cổ phiếu/);
    expect((await call<PortfolioDetailResponse>(path, headers)).data.transactions).toHaveLength(2);
  });
});
