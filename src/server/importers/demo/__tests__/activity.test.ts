import { tickSize } from '@/common/market/tradingCalendar';
import { addDays, vietnamDate } from '../calendar';
import { demoForeignLimitPct } from '../companies';
import { buildMarketDemo, type MarketDemo } from '../market';
import { priceLimits } from '../prices';
import { DEMO_SEED, createRandom } from '../random';
import { DEMO_SESSION_COUNT } from '../sessions';
import { DEMO_UNIVERSE } from '../universe';

// Built in memory, without a database: a small universe with a stock dividend and a rights issue
// from "statements" for one ticker (inside the last 500 sessions) and random stock events elsewhere.
const now = new Date('2026-11-27T03:00:00Z');
const today = vietnamDate(now);
const tickers = ['VCB', 'FPT', 'SSI', 'HPG', 'MWG', 'LAS', 'TNG', 'ACV'];
const universe = DEMO_UNIVERSE.filter((spec) => tickers.includes(spec.ticker));
const options = {
  now,
  universe,
  shares: new Map([['HPG', 6_400_000_000]]),
  shareChanges: new Map([
    [
      'HPG',
      [
        { year: 2025, quarter: 3, kind: 'stock_dividend' as const, ratio: 1.1534, pricePerShare: null },
        { year: 2026, quarter: 2, kind: 'rights_issue' as const, ratio: 1.2, pricePerShare: 10_000 },
      ],
    ],
  ]),
};
let demo: MarketDemo;

beforeAll(() => {
  demo = buildMarketDemo(createRandom(DEMO_SEED), options);
});

const roundTick = (exchange: string, price: number): number =>
  Math.round(price / tickSize(exchange, price)) * tickSize(exchange, price);
const exchangeOf = (ticker: string): string =>
  universe.find((spec) => spec.ticker === ticker)?.exchange ?? '';
const pricesOf = (ticker: string) => demo.prices.filter((row) => row.ticker === ticker);
const sessionsOf = (ticker: string) => demo.stockSessions.filter((row) => row.ticker === ticker);

describe('demo corporate events and price adjustments', () => {
  it('line up each stock dividend, bonus issue and split with its action, adjustment and reference price', () => {
    const stockEvents = demo.corporateEvents.filter((event) =>
      ['stock_dividend', 'bonus_issue', 'split'].includes(event.kind),
    );
    expect(stockEvents.length).toBeGreaterThanOrEqual(3);
    let inSessions = 0;
    for (const event of stockEvents) {
      const action = demo.corporateActions.find(
        (row) => row.ticker === event.ticker && row.exDate === event.exDate && row.kind !== 'cash_dividend',
      );
      expect(action?.ratio).toBe(event.ratio);
      expect(action?.kind).toBe(event.kind === 'split' ? 'split' : 'stock_dividend');
      const prices = pricesOf(event.ticker);
      const index = prices.findIndex((row) => row.date === event.exDate);
      const before = prices[index - 1];
      const on = prices[index];
      const adjustment = demo.priceAdjustments.find(
        (row) => row.ticker === event.ticker && row.exDate === event.exDate,
      );
      if (!before || !on || !adjustment || !event.ratio) throw new Error(`no prices for ${event.ticker}`);
      const expectedRef = roundTick(exchangeOf(event.ticker), before.close / event.ratio);
      expect(adjustment).toMatchObject({ previousClose: before.close, refPrice: expectedRef });
      expect(adjustment.factor).toBeCloseTo(expectedRef / before.close, 12);
      expect(Math.abs((before.adjRatio ?? 1) / (on.adjRatio ?? 1) - adjustment.factor)).toBeLessThan(1e-9);
      const session = sessionsOf(event.ticker).find((row) => row.date === event.exDate);
      if (session) {
        inSessions += 1;
        expect(session.refPrice).toBe(expectedRef);
      }
      // The new shares are listed 3-6 weeks later.
      const listing = demo.corporateEvents.find(
        (row) =>
          row.ticker === event.ticker &&
          row.kind === 'additional_listing' &&
          row.eventDate > addDays(event.exDate ?? '', 20) &&
          row.eventDate <= addDays(event.exDate ?? '', 46),
      );
      expect(listing?.shares).toBe(event.shares);
    }
    expect(inSessions).toBeGreaterThanOrEqual(1);
  });

  it('gives every ex-date an adjustment whose factor is the adj_ratio step, and cash dividends their events', () => {
    for (const adjustment of demo.priceAdjustments) {
      const prices = pricesOf(adjustment.ticker);
      const index = prices.findIndex((row) => row.date === adjustment.exDate);
      const ratio = (prices[index - 1]?.adjRatio ?? 1) / (prices[index]?.adjRatio ?? 1);
      expect(Math.abs(ratio - adjustment.factor)).toBeLessThan(1e-9);
      expect(
        demo.corporateActions.some(
          (row) => row.ticker === adjustment.ticker && row.exDate === adjustment.exDate,
        ),
      ).toBe(true);
    }
    const cash = demo.corporateActions.filter((row) => row.kind === 'cash_dividend');
    expect(cash.length).toBeGreaterThan(10);
    for (const action of cash) {
      const event = demo.corporateEvents.find(
        (row) => row.ticker === action.ticker && row.kind === 'cash_dividend' && row.exDate === action.exDate,
      );
      expect(event?.cashPerShare).toBe(action.cashPerShare);
      expect(event?.title).toMatch(/^Trả cổ tức bằng tiền năm \d{4}, [\d.]+ đồng\/cp$/);
      expect(event?.recordDate && event.recordDate > action.exDate).toBe(true);
      expect(event?.announcedOn && event.announcedOn < action.exDate).toBe(true);
    }
  });

  it('keeps the rights issue of the statements with its subscription price, and its adjustment', () => {
    const rights = demo.corporateEvents.find(
      (event) => event.ticker === 'HPG' && event.kind === 'rights_issue',
    );
    expect(rights).toMatchObject({ ratio: 1.2, pricePerShare: 10_000 });
    expect(rights?.title).toBe('Phát hành quyền mua cổ phiếu, tỷ lệ 100:20, giá 10.000 đồng/cp');
    const stock = demo.corporateEvents.find(
      (event) => event.ticker === 'HPG' && (event.kind === 'stock_dividend' || event.kind === 'bonus_issue'),
    );
    expect(stock?.title).toMatch(/tỷ lệ 100:15,34$/);
  });

  it('shows upcoming announced events that are never corporate actions', () => {
    const lastSession = demo.prices.reduce((latest, row) => (row.date > latest ? row.date : latest), '');
    const upcoming = demo.corporateEvents.filter((event) => event.eventDate > lastSession);
    expect(upcoming.length).toBeGreaterThan(0);
    for (const event of upcoming) {
      expect(event.eventDate <= addDays(today, 60)).toBe(true);
      expect(event.announcedOn === null || (event.announcedOn ?? '') <= today).toBe(true);
    }
    expect(demo.corporateActions.every((action) => action.exDate <= lastSession)).toBe(true);
    expect(upcoming.some((event) => event.kind === 'cash_dividend')).toBe(true);
    const kinds = new Set(demo.corporateEvents.map((event) => event.kind));
    for (const kind of ['agm', 'listing', 'cash_dividend', 'additional_listing', 'suspension'])
      expect(kinds).toContain(kind);
    // A suspension falls on a session without trades.
    for (const event of demo.corporateEvents.filter((row) => row.kind === 'suspension')) {
      const session = sessionsOf(event.ticker).find((row) => row.date === event.eventDate);
      expect(session?.matchVolume).toBe(0);
    }
  });
});

describe('demo stock sessions', () => {
  it('match daily_prices over the last 500 sessions, with the band, change and values of the feed', () => {
    for (const spec of universe) {
      const prices = pricesOf(spec.ticker);
      const sessions = sessionsOf(spec.ticker);
      expect(sessions).toHaveLength(DEMO_SESSION_COUNT);
      const offset = prices.length - sessions.length;
      sessions.forEach((session, index) => {
        const price = prices[offset + index];
        const previous = prices[offset + index - 1];
        if (!price || !previous) throw new Error('missing price');
        expect(session).toMatchObject({
          date: price.date,
          open: price.open,
          high: price.high,
          low: price.low,
          close: price.close,
          matchVolume: price.volume,
        });
        expect(session.closeAdjusted).toBe(price.close * (price.adjRatio ?? 1));
        const adjustment = demo.priceAdjustments.find(
          (row) => row.ticker === spec.ticker && row.exDate === price.date,
        );
        const ref = adjustment ? adjustment.refPrice : previous.close;
        expect(session.refPrice).toBe(ref);
        const limits = priceLimits(spec.exchange, ref);
        expect([session.floorPrice, session.ceilingPrice]).toEqual([limits.floor, limits.ceiling]);
        expect(session.priceChange).toBe(price.close - ref);
        expect(session.pctChange).toBe(Math.round(((price.close - ref) / ref) * 10_000) / 100);
        if (price.volume > 0) {
          expect(session.averagePrice).toBeGreaterThanOrEqual(price.low);
          expect(session.averagePrice).toBeLessThanOrEqual(price.high);
          expect(session.matchValue).toBe(Math.round(price.volume * (session.averagePrice ?? 0)));
        } else expect(session).toMatchObject({ averagePrice: null, matchValue: 0 });
        expect(session.totalVolume).toBe(price.volume + (session.dealVolume ?? 0));
        expect(session.totalValue).toBe((session.matchValue ?? 0) + (session.dealValue ?? 0));
        expect(session.foreignBuyVolume).toBeLessThanOrEqual(price.volume);
        expect(session.foreignSellVolume).toBeLessThanOrEqual(price.volume);
        expect(session.propBuyValue === null).toBe(spec.tier > 2);
      });
      expect(sessions.some((session) => (session.dealVolume ?? 0) > 0)).toBe(true);
    }
  });

  it('keeps the foreign room within [0, limit x shares], and at 0 for a stock held to its limit', () => {
    for (const spec of universe) {
      const limit = demoForeignLimitPct(spec) / 100;
      const company = demo.companies.find((row) => row.ticker === spec.ticker);
      const maxShares = limit * (company?.sharesOutstanding ?? 0);
      for (const session of sessionsOf(spec.ticker)) {
        expect(session.foreignCurrentRoom).toBeGreaterThanOrEqual(0);
        expect(session.foreignCurrentRoom).toBeLessThanOrEqual(maxShares);
        expect(Number.isInteger(session.foreignCurrentRoom)).toBe(true);
      }
    }
    for (const session of sessionsOf('FPT')) {
      expect(session.foreignCurrentRoom).toBe(0);
      expect(session.foreignBuyVolume).toBe(session.foreignSellVolume);
    }
    expect(demo.companies.map((row) => [row.ticker, row.foreignLimitPct])).toContainEqual(['VCB', 30]);
    expect(demo.companies.map((row) => [row.ticker, row.foreignLimitPct])).toContainEqual(['FPT', 49]);
  });

  it('does not change the prices, and gives the same rows for the same seed', () => {
    const pricesOnly = buildMarketDemo(createRandom(DEMO_SEED), { ...options, activity: false });
    expect(pricesOnly.prices).toEqual(demo.prices);
    expect(pricesOnly.corporateActions).toEqual(demo.corporateActions);
    expect(pricesOnly.stockSessions).toEqual([]);
    const again = buildMarketDemo(createRandom(DEMO_SEED), options);
    expect(again.stockSessions).toEqual(demo.stockSessions);
    expect(again.corporateEvents).toEqual(demo.corporateEvents);
  });
});
