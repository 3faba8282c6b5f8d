import type {
  CompanyEventsResponse,
  DividendHistoryResponse,
  MarketEventsResponse,
} from '@/common/contracts/corporateEvents';
import { marketEventsQuery } from '@/common/contracts/corporateEvents';
import {
  companyEventsResponse,
  dividendHistoryResponse,
  marketEventsResponse,
} from '@/common/contracts/corporateEventsAnswers';
import { setDatabaseHandle, type DatabaseHandle } from '../../../../db/client';
import { createTestDatabase } from '../../../../db/testing';
import { companyEventsRoute, dividendHistoryRoute, marketEventsRoute } from '../../corporateEvents.handlers';
import { getCompanyEvents, getMarketEvents } from '../../corporateEvents.service';
import { getDividendHistory } from '../../dividends.service';
import { getPublic, seedEventFixtures } from '../fixtures';

let handle: DatabaseHandle;
const TODAY = '2024-10-01';

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  await seedEventFixtures(handle.db);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

const calendar = (query: Record<string, string>) =>
  getMarketEvents(handle.db, marketEventsQuery.parse(query), TODAY);

describe('market calendar', () => {
  it('shows a week back to two months ahead by default, by date', async () => {
    const answer = await calendar({});
    expect(answer.from).toBe('2024-09-24');
    expect(answer.to).toBe('2024-11-30');
    expect(answer.items.map((item) => [item.eventDate, item.ticker, item.kind])).toEqual([
      ['2024-10-03', 'EVC', 'suspension'],
      ['2024-10-05', 'EVC', 'additional_listing'],
      ['2024-10-20', 'EVA', 'egm'],
    ]);
    expect(answer.total).toBe(3);
    expect(answer.items[0]).toMatchObject({ companyName: 'Ê Xê', exchange: 'HNX', endDate: '2024-10-04' });
    expect(answer.items[1]).toMatchObject({ shares: 5_000_000 });
  });

  it('filters by exchange, kinds, ticker and dates, a page at a time', async () => {
    expect((await calendar({ exchange: 'HNX' })).items.map((item) => item.ticker)).toEqual(['EVC', 'EVC']);
    expect((await calendar({ kinds: 'egm,suspension' })).items.map((item) => item.kind)).toEqual([
      'suspension',
      'egm',
    ]);
    const year = await calendar({ from: '2024-01-01', to: '2024-12-31', kinds: 'cash_dividend' });
    expect(year.items).toHaveLength(1);
    expect(year.items[0]).toMatchObject({
      ticker: 'EVA',
      exDate: '2024-06-10',
      recordDate: '2024-06-11',
      paymentDate: '2024-07-05',
      cashPerShare: 1_500,
      fiscalYear: 2023,
    });
    const rights = await calendar({ from: '2024-01-01', to: '2024-12-31', ticket: 'evb' });
    expect(rights.items[0]).toMatchObject({
      kind: 'rights_issue',
      ratioText: '100:30',
      pricePerShare: 10_000,
    });
    // EVB has no short name: its name.
    expect(rights.items[0]?.companyName).toBe('Công ty Ê Bê');
    const second = await calendar({ from: '2024-01-01', to: '2024-12-31', pageSize: '3', page: '2' });
    expect(second.total).toBe(7);
    expect(second.items.map((item) => item.eventDate)).toEqual(['2024-09-10', '2024-10-03', '2024-10-05']);
  });
});

describe('company events', () => {
  it('splits upcoming (soonest first) from past (newest first)', async () => {
    const answer = await getCompanyEvents(handle.db, 'EVA', TODAY);
    expect(answer.upcoming.map((item) => item.eventDate)).toEqual(['2024-10-20']);
    expect(answer.past.map((item) => [item.eventDate, item.kind])).toEqual([
      ['2024-09-10', 'bonus_issue'],
      ['2024-06-10', 'cash_dividend'],
      ['2024-04-20', 'agm'],
    ]);
    expect(answer.past[0]?.ratioText).toBe('100:20');
  });
});

describe('dividend history', () => {
  it('EVA: yield at the ex-date, payout from the statements, stored and computed adjustments', async () => {
    const answer = await getDividendHistory(handle.db, 'EVA', TODAY);
    const [stock, cash] = answer.entitlements;
    expect(answer.entitlements).toHaveLength(2);
    // 20% stock dividend on a 36,000 close: 36,000 / 1.2 = 30,000, factor 30,000 / 36,000.
    // The action's stock dividend under the calendar's kind (bonus issue): one row, not two.
    expect(stock).toMatchObject({
      kind: 'bonus_issue',
      title: 'Phát hành cổ phiếu thưởng, tỷ lệ 100:20',
      exDate: '2024-09-10',
      ratioText: '100:20',
      fiscalYear: 2023,
      yieldAtExDate: null,
      payoutRatio: null,
      payoutReason: null,
      adjustment: {
        from: 'computed',
        previousClose: 36_000,
        previousDate: '2024-09-09',
        formula: 'P_ref = P_prev / k',
        working: 'P_ref = 36,000 / 1.2 = 30,000',
        rounded: false,
      },
    });
    expect(stock?.adjustment?.refPrice).toBeCloseTo(30_000, 6);
    expect(stock?.adjustment?.factor).toBeCloseTo(30_000 / 36_000, 12);
    // 1,500 on a 30,000 close: 5%; 1,500 x 100 m shares / 300 bn = 50% (= 1,250 / 2,500 on today's basis).
    expect(cash).toMatchObject({
      kind: 'cash_dividend',
      title: 'Trả cổ tức bằng tiền năm 2023, 1.500 đồng/cp',
      recordDate: '2024-06-11',
      paymentDate: '2024-07-05',
      cashPerShare: 1_500,
      yieldAtExDate: 0.05,
      payoutRatio: 0.5,
      payoutReason: null,
      adjustment: {
        from: 'price_adjustments',
        previousClose: 30_000,
        previousDate: '2024-06-07',
        refPrice: 28_500,
        factor: 0.95,
        formula: 'P_ref = P_prev − D',
        working: 'P_ref = 30,000 − 1,500 = 28,500',
      },
    });
    expect(answer.years).toEqual([
      {
        fiscalYear: 2023,
        cashPerShare: 1_500,
        dividendsPerShare: 1_250,
        eps: 2_500,
        netProfitParent: 300e9,
        payoutRatio: 0.5,
        reason: null,
      },
    ]);
  });

  it('EVB on UPCOM: the rounded average as P_prev, the reference rounded to the tick; no fiscal year, no payout', async () => {
    const answer = await getDividendHistory(handle.db, 'EVB', TODAY);
    const [rights, cash] = answer.entitlements;
    // (13,000 + 0.3 x 10,000) / 1.3 = 12,307.69 -> 12,300 on UPCOM.
    expect(rights).toMatchObject({
      kind: 'rights_issue',
      title: 'Phát hành quyền mua 100:30 giá 10.000',
      ratioText: '100:30',
      pricePerShare: 10_000,
      adjustment: {
        from: 'computed',
        previousClose: 13_000,
        refPrice: 12_300,
        working: 'P_ref = (13,000 + (1.3 − 1) × 10,000) / 1.3 = 12,307.69 ≈ 12,300',
        rounded: true,
      },
    });
    expect(rights?.adjustment?.factor).toBeCloseTo(12_300 / 13_000, 12);
    // Average 12,440 -> 12,400; 12,400 − 800 = 11,600. Yield on the close: 800 / 12,500 = 6.4%.
    expect(cash?.adjustment).toMatchObject({ previousClose: 12_400, refPrice: 11_600 });
    expect(cash?.yieldAtExDate).toBeCloseTo(0.064, 12);
    expect(cash?.payoutRatio).toBeNull();
    expect(cash?.payoutReason).toMatch(/Chưa rõ năm tài chính/);
    expect(answer.years).toEqual([]);
  });
});

describe('routes (public, Vietnamese 400s, 404)', () => {
  it('answers anonymous callers', async () => {
    const market = await getPublic<MarketEventsResponse>(marketEventsRoute, {
      from: '2024-10-01',
      to: '2024-10-31',
      exchange: 'HNX',
    });
    expect(market.status).toBe(200);
    expect(market.data?.items).toHaveLength(2);
    const events = await getPublic<CompanyEventsResponse>(companyEventsRoute, { ticket: 'eva' });
    expect(events.status).toBe(200);
    expect(events.data?.ticker).toBe('EVA');
    const dividends = await getPublic<DividendHistoryResponse>(dividendHistoryRoute, { ticket: 'EVA' });
    expect(dividends.status).toBe(200);
    expect(dividends.data?.entitlements).toHaveLength(2);
    // The answers pass the contracts the browser checks them against.
    expect(() => marketEventsResponse.parse(market.data)).not.toThrow();
    expect(() => companyEventsResponse.parse(events.data)).not.toThrow();
    expect(() => dividendHistoryResponse.parse(dividends.data)).not.toThrow();
    const upcom = await getPublic(dividendHistoryRoute, { ticket: 'EVB' });
    expect(() => dividendHistoryResponse.parse(upcom.data)).not.toThrow();
  });

  it.each([
    [{ kinds: 'cash_dividend,bogus' }, /Loại sự kiện không hợp lệ/],
    [{ from: '2024-10-31', to: '2024-10-01' }, /phải trước hoặc bằng/],
    [{ from: '2020-01-01', to: '2024-10-01' }, /Khoảng ngày dài nhất/],
    [{ from: '2024-13-01' }, /YYYY-MM-DD/],
    [{ exchange: 'NYSE' }, /Sàn không hợp lệ/],
    [{ pageSize: '1000' }, /Tối đa 100 dòng/],
    [{ ticket: 'A B!' }, /Mã chứng khoán không hợp lệ/],
  ])('refuses %j with a Vietnamese 400', async (query, message) => {
    const answer = await getPublic(marketEventsRoute, query);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toMatch(message);
  });

  it('404s an unknown ticker, in the calendar filter too', async () => {
    const calendarAnswer = await getPublic(marketEventsRoute, { ticket: 'ZZZ' });
    expect(calendarAnswer.status).toBe(404);
    expect(calendarAnswer.body.message).toBe('Không tìm thấy mã chứng khoán ZZZ.');
    for (const route of [companyEventsRoute, dividendHistoryRoute]) {
      const answer = await getPublic(route, { ticket: 'ZZZ' });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Không tìm thấy mã chứng khoán ZZZ.');
    }
  });
});
