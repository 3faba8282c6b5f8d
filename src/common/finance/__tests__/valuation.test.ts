import { computeRatios, type RatioInput } from '../ratios';
import {
  PRICE_WINDOW_DAYS,
  dividendYieldAt,
  shareEventsFromActions,
  shareEventsFromCapital,
  shareFactor,
  shareFactorAfter,
  valuationAt,
  type CorporateActionFact,
  type PriceObservation,
} from '../valuation';

const B = 1e9;

/**
 * A made-up company: 1,000 bn VND of capital (100 m shares) at the end of Q1 2024, a 50% bonus issue
 * (3 new shares for 2 held) with ex-date 10 May 2024, 1,500 bn of capital (150 m shares) at the end
 * of Q2. It traded at 45,000 VND on 29 March and 31,000 VND on 28 June.
 */
const bonus: CorporateActionFact = {
  exDate: '2024-05-10',
  kind: 'bonus_issue',
  ratio: 1.5,
  cashPerShare: null,
};
const raw = (date: string, close: number): PriceObservation => ({
  date,
  close,
  basis: 'raw',
  adjustedTo: null,
});

function input(ttmProfit: number, equity: number, market: RatioInput['market']): RatioInput {
  return {
    companyType: 'non_financial',
    closing: { OWNERS_EQUITY: equity },
    opening: {},
    ttm: { NET_PROFIT_PARENT: ttmProfit },
    flows: {},
    flowsYearAgo: {},
    market,
  };
}

describe('share factors of corporate actions', () => {
  it('counts splits, stock dividends and bonus issues by their ratio, cash dividends and placements as 1', () => {
    expect(shareFactor(bonus)).toBe(1.5);
    expect(shareFactor({ ...bonus, kind: 'split', ratio: 2 })).toBe(2);
    expect(shareFactor({ ...bonus, kind: 'stock_dividend', ratio: 1.1 })).toBe(1.1);
    expect(shareFactor({ ...bonus, kind: 'cash_dividend', ratio: null, cashPerShare: 1500 })).toBe(1);
    expect(shareFactor({ ...bonus, kind: 'share_issue', ratio: 1.3, cashPerShare: 12_000 })).toBe(1);
  });

  it('counts a rights issue by its bonus element: cum price / theoretical ex-rights price', () => {
    // 1 new share for 5 at 10,000 VND, cum 40,000: ex-rights (40,000 + 0.2 x 10,000) / 1.2 = 35,000.
    const rights: CorporateActionFact = {
      exDate: '2024-08-01',
      kind: 'rights_issue',
      ratio: 1.2,
      cashPerShare: 10_000,
      cumPrice: 40_000,
    };
    expect(shareFactor(rights)).toBeCloseTo(40_000 / 35_000, 12);
    // At or above the market there is no bonus element; an unknown cum price gives none either.
    expect(shareFactor({ ...rights, cashPerShare: 45_000 })).toBe(1);
    expect(shareFactor({ ...rights, cumPrice: null })).toBe(1);
  });

  it('multiplies the events after a day; an ex-date is already on the new basis', () => {
    const events = shareEventsFromActions([
      bonus,
      { ...bonus, exDate: '2025-01-10', kind: 'split', ratio: 2 },
    ]);
    expect(shareFactorAfter(events, '2024-03-31')).toBe(3);
    expect(shareFactorAfter(events, '2024-05-09')).toBe(3);
    expect(shareFactorAfter(events, '2024-05-10')).toBe(2);
    expect(shareFactorAfter(events, '2025-01-10')).toBe(1);
  });

  it('reads share events from the capital of successive periods when there are no actions', () => {
    const events = shareEventsFromCapital([
      { date: '2024-06-30', capital: 1500 * B },
      { date: '2024-03-31', capital: 1000 * B },
      { date: '2024-09-30', capital: 1500 * B },
    ]);
    expect(events).toEqual([{ date: '2024-04-01', factor: 1.5 }]);
    expect(shareFactorAfter(events, '2024-03-31')).toBe(1.5);
    // A close in the last days of Q2 is on Q2's share count.
    expect(shareFactorAfter(events, '2024-06-28')).toBe(1);
  });
});

describe('per-share figures and multiples on one basis (hand-computed)', () => {
  const events = shareEventsFromActions([bonus]);
  const q1 = valuationAt({
    periodEnd: '2024-03-31',
    capital: 1000 * B,
    price: raw('2024-03-29', 45_000),
    events,
  });
  const q2 = valuationAt({
    periodEnd: '2024-06-30',
    capital: 1500 * B,
    price: raw('2024-06-28', 31_000),
    events,
  });

  it("puts Q1 on today's basis: 150 m shares, 30,000 VND, market value 4,500 bn as traded", () => {
    expect(q1).toEqual({
      priceDate: '2024-03-29',
      close: 45_000,
      basis: 'raw',
      price: 30_000,
      shares: 150e6,
      marketCap: 4_500 * B,
      reason: null,
    });
    // As traded: 45,000 VND x 100 m shares.
    expect(q1.marketCap).toBe(45_000 * 100e6);
  });

  it('keeps EPS and P/E continuous across the bonus issue', () => {
    const before = computeRatios(input(300 * B, 3_000 * B, q1), ['EPS', 'BVPS', 'PE', 'PB']);
    const after = computeRatios(input(310 * B, 3_100 * B, q2), ['EPS', 'BVPS', 'PE', 'PB']);
    // 300 bn / 150 m = 2,000 (not 3,000 on the 100 m shares of the time), then 310 bn / 150 m.
    expect(before.EPS).toBeCloseTo(2000, 9);
    expect(after.EPS).toBeCloseTo(310e9 / 150e6, 9);
    expect(before.PE).toBeCloseTo(15, 12);
    expect(after.PE).toBeCloseTo(31_000 / (310e9 / 150e6), 9);
    expect(before.BVPS).toBeCloseTo(20_000, 9);
    expect(before.PB).toBeCloseTo(1.5, 12);
  });

  it("gives the same price on today's basis from a raw close and from the same day's adjusted close", () => {
    // A later 2-for-1 split: today's basis doubles again. The adjusted series (to 15 July 2024) shows
    // 29 March at 45,000 / 1.5 = 30,000.
    const later = shareEventsFromActions([
      bonus,
      { ...bonus, exDate: '2025-01-10', kind: 'split', ratio: 2 },
    ]);
    const fromRaw = valuationAt({
      periodEnd: '2024-03-31',
      capital: 1000 * B,
      price: raw('2024-03-29', 45_000),
      events: later,
    });
    const fromAdjusted = valuationAt({
      periodEnd: '2024-03-31',
      capital: 1000 * B,
      price: { date: '2024-03-29', close: 30_000, basis: 'adjusted', adjustedTo: '2024-07-15' },
      events: later,
    });
    expect(fromRaw.price).toBe(15_000);
    expect(fromAdjusted.price).toBe(15_000);
    expect(fromAdjusted.shares).toBe(300e6);
    expect(fromAdjusted.marketCap).toBe(fromRaw.marketCap);
    expect(fromAdjusted.basis).toBe('adjusted');
  });

  it('values an adjusted series without actions on the capital at the series basis day', () => {
    const inferred = shareEventsFromCapital([
      { date: '2024-03-31', capital: 1000 * B },
      { date: '2024-06-30', capital: 1500 * B },
    ]);
    const value = valuationAt({
      periodEnd: '2024-03-31',
      capital: 1000 * B,
      price: { date: '2024-03-29', close: 30_000, basis: 'adjusted', adjustedTo: '2024-07-15' },
      events: inferred,
    });
    // Market value = adjusted close x shares at the basis day (150 m) = 45,000 x 100 m.
    expect(value.marketCap).toBe(4_500 * B);
    expect(value.shares).toBe(150e6);
  });
});

describe('stale prices', () => {
  const events = shareEventsFromActions([]);

  it('uses a close at most 14 days before the period end, and says why an older one is not used', () => {
    expect(PRICE_WINDOW_DAYS).toBe(14);
    const edge = valuationAt({
      periodEnd: '2024-06-30',
      capital: 1000 * B,
      price: raw('2024-06-16', 20_000),
      events,
    });
    expect(edge.price).toBe(20_000);
    const stale = valuationAt({
      periodEnd: '2024-06-30',
      capital: 1000 * B,
      price: raw('2024-06-15', 20_000),
      events,
    });
    expect(stale).toMatchObject({ price: null, priceDate: null, marketCap: null, shares: 100e6 });
    expect(stale.reason).toBe(
      'Giá gần nhất (ngày 2024-06-15) cũ hơn 14 ngày so với ngày cuối kỳ 2024-06-30: không định giá bằng giá cũ.',
    );
  });

  it('refuses a 2021 close for Q2/2023 earnings, and says when there is no close or no capital', () => {
    const tcb = valuationAt({
      periodEnd: '2023-06-30',
      capital: 35_000 * B,
      price: raw('2021-07-15', 52_100),
      events,
    });
    expect(tcb.price).toBeNull();
    expect(tcb.reason).toContain('2021-07-15');
    const none = valuationAt({ periodEnd: '2023-06-30', capital: 35_000 * B, price: null, events });
    expect(none.reason).toBe('Chưa có giá đóng cửa đến ngày 2023-06-30.');
    const noCapital = valuationAt({
      periodEnd: '2024-06-30',
      capital: null,
      price: raw('2024-06-28', 9_000),
      events,
    });
    expect(noCapital).toMatchObject({ price: 9_000, shares: null, marketCap: null });
    expect(noCapital.reason).toMatch(/^Thiếu vốn điều lệ/);
  });

  it('takes a later close for a current valuation only while the statements are recent', () => {
    const request = { periodEnd: '2024-06-30', capital: 1000 * B, events, maxAgeDays: 190 };
    expect(valuationAt({ ...request, price: raw('2024-11-20', 25_000) }).price).toBe(25_000);
    const old = valuationAt({ ...request, price: raw('2025-02-20', 25_000) });
    expect(old.price).toBeNull();
    expect(old.reason).toContain('Báo cáo tài chính gần nhất');
    // Without maxAgeDays a close after the period end is never used.
    expect(
      valuationAt({ ...request, maxAgeDays: undefined, price: raw('2024-07-02', 25_000) }).price,
    ).toBeNull();
  });
});

describe('dividend yield', () => {
  const actions: CorporateActionFact[] = [
    { exDate: '2023-05-02', kind: 'cash_dividend', ratio: null, cashPerShare: 5_000 },
    { exDate: '2024-04-20', kind: 'cash_dividend', ratio: null, cashPerShare: 2_000 },
    bonus,
    { exDate: '2024-05-10', kind: 'cash_dividend', ratio: null, cashPerShare: 1_000 },
  ];
  const events = shareEventsFromActions(actions);

  it("adds the last 12 months' dividends per share of today's basis over the price", () => {
    const valuation = valuationAt({
      periodEnd: '2024-06-30',
      capital: 1500 * B,
      price: raw('2024-06-28', 31_000),
      events,
    });
    // 2,000 / 1.5 before the bonus; the 1,000 of the bonus's own ex-date is paid on the old shares too.
    expect(dividendYieldAt(actions, events, valuation).value).toBeCloseTo(
      (2000 / 1.5 + 1000 / 1.5) / 31_000,
      12,
    );
  });

  it('is null with a reason, not 0, when nothing is known of the dividends or there is no price', () => {
    const valuation = valuationAt({
      periodEnd: '2024-06-30',
      capital: 1500 * B,
      price: raw('2024-06-28', 31_000),
      events: [],
    });
    expect(dividendYieldAt([], [], valuation)).toEqual({
      value: null,
      reason: 'Chưa có dữ liệu cổ tức (sự kiện doanh nghiệp) của mã này.',
    });
    const stale = valuationAt({
      periodEnd: '2024-06-30',
      capital: 1500 * B,
      price: raw('2024-01-02', 31_000),
      events,
    });
    expect(dividendYieldAt(actions, events, stale).value).toBeNull();
    expect(dividendYieldAt(actions, events, stale).reason).toContain('2024-01-02');
  });
});
