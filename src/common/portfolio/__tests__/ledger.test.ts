import { replayLedger, sharesHeldBefore } from '../ledger';
import { valuePortfolio } from '../holdings';
import { allocateByIndustry } from '../allocation';
import { defaultSellTax, defaultTradeFee, Money, tradeValue } from '../money';
import { handPortfolio, line } from './fixtures';

describe('the ledger of the hand-computed portfolio (fixtures.ts)', () => {
  const { state, problems } = replayLedger(handPortfolio());

  it('keeps the weighted-average cost through a stock dividend and a partial sale', () => {
    expect(problems).toEqual([]);
    const aaa = state.positions.get('AAA');
    expect(aaa?.quantity).toBe(1380);
    expect(aaa?.cost.toString()).toBe('26439600');
    expect(aaa?.realised.toString()).toBe('3714225');
    expect(aaa?.dividends.toString()).toBe('1725000');
    expect(state.cash.toString()).toBe('73999625');
    expect(state.fees.toString()).toBe('65025');
    expect(state.taxes.toString()).toBe('10350');
  });

  it('values the holdings at the latest close', () => {
    const valued = valuePortfolio(
      state,
      new Map([['AAA', { price: 28000, date: '2025-06-30', source: 'demo' }]]),
    );
    const [aaa] = valued.holdings;
    // 26,439,600 / 1,380 = 19,159.13 -> 19,159 đồng on screen.
    expect(aaa).toMatchObject({
      quantity: 1380,
      averageCost: 19159,
      cost: 26439600,
      marketValue: 38640000,
      unrealised: 12200400,
      realised: 3714225,
      dividends: 1725000,
      weight: 1,
      reason: null,
    });
    expect(aaa?.unrealisedRatio).toBeCloseTo(12200400 / 26439600, 12);
    expect(valued.totals).toMatchObject({
      cash: 73999625,
      deposits: 100000000,
      withdrawals: 5000000,
      marketValue: 38640000,
      netAssetValue: 112639625,
      unrealised: 12200400,
      realised: 3714225,
      dividends: 1725000,
    });
    expect(valued.totals.unrealisedRatio).toBeCloseTo(12200400 / 26439600, 12);
  });

  it('says why the value is unknown instead of 0 when a ticker has no price', () => {
    const valued = valuePortfolio(state, new Map());
    expect(valued.holdings[0]?.marketValue).toBeNull();
    expect(valued.holdings[0]?.reason).toMatch(/Chưa có giá/);
    expect(valued.totals.netAssetValue).toBeNull();
    expect(valued.totals.reason).toMatch(/chưa có giá/);
  });

  it('refuses a sale of more shares than held at its date', () => {
    const entries = [
      line({ kind: 'buy', date: '2025-01-03', ticker: 'BBB', quantity: 100, price: '10000' }),
      line({ kind: 'sell', date: '2025-01-02', ticker: 'BBB', quantity: 50, price: '10000' }),
    ];
    expect(replayLedger(entries).problems).toEqual([
      { entryId: entries[1]?.id, date: '2025-01-02', ticker: 'BBB', held: 0, asked: 50 },
    ]);
  });

  it('closes a position with its whole cost (no residue from division)', () => {
    const entries = [
      line({ kind: 'buy', date: '2025-01-03', ticker: 'CCC', quantity: 3, price: '10000', fee: '1' }),
      line({ kind: 'sell', date: '2025-01-04', ticker: 'CCC', quantity: 1, price: '10000' }),
      line({ kind: 'sell', date: '2025-01-05', ticker: 'CCC', quantity: 2, price: '10000' }),
    ];
    const position = replayLedger(entries).state.positions.get('CCC');
    expect(position?.cost.isZero()).toBe(true);
    // Paid 30,001, received 30,000: realised −1 exactly.
    expect(position?.realised.toString()).toBe('-1');
  });

  it('counts shares held at the close before an ex-date', () => {
    const entries = handPortfolio();
    expect(sharesHeldBefore(entries, '2025-03-05').get('AAA')).toBe(1500);
    expect(sharesHeldBefore(entries, '2025-03-06').get('AAA')).toBe(1725);
  });
});

describe('default fee and tax, rounded to whole đồng half up', () => {
  it('computes the broker fee and the sell tax', () => {
    // 333 × 10,050 = 3,346,650; × 0.0015 = 5,019.975 -> 5,020; × 0.001 = 3,346.65 -> 3,347.
    const value = tradeValue(333, '10050');
    expect(value.toString()).toBe('3346650');
    expect(defaultTradeFee(value, '0.0015').toString()).toBe('5020');
    expect(defaultSellTax(value, '0.001').toString()).toBe('3347');
    // 0.1 + 0.2 stays exact (no float drift).
    expect(new Money('0.1').plus('0.2').toString()).toBe('0.3');
  });
});

describe('allocation by industry', () => {
  it('weighs priced holdings and leaves unpriced ones out', () => {
    const base = {
      averageCost: 1,
      cost: 1,
      price: 1,
      priceDate: null,
      priceSource: null,
      unrealised: 0,
      unrealisedRatio: 0,
      realised: 0,
      dividends: 0,
      weight: null,
      reason: null,
    };
    const { slices, unpriced } = allocateByIndustry(
      [
        { ...base, ticker: 'AAA', quantity: 1, marketValue: 30 },
        { ...base, ticker: 'BBB', quantity: 1, marketValue: 10 },
        { ...base, ticker: 'CCC', quantity: 1, marketValue: 60 },
        { ...base, ticker: 'DDD', quantity: 1, marketValue: null },
      ],
      new Map([
        ['AAA', { code: '8300', name: 'Ngân hàng' }],
        ['BBB', { code: '8300', name: 'Ngân hàng' }],
        ['CCC', null],
      ]),
    );
    expect(slices).toEqual([
      { code: null, name: 'Chưa phân ngành', marketValue: 60, weight: 0.6, tickers: ['CCC'] },
      { code: '8300', name: 'Ngân hàng', marketValue: 40, weight: 0.4, tickers: ['AAA', 'BBB'] },
    ]);
    expect(unpriced).toEqual(['DDD']);
  });
});
