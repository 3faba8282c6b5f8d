import type { ScreenDefinition } from '../definition';
import { pageOf, runScreen, type StockFacts } from '../evaluate';

function stock(ticker: string, exchange: string, values: Record<string, number | null>): StockFacts {
  return {
    ticker,
    name: ticker,
    exchange,
    companyType: 'non_financial',
    icb: ['1', '12', '123', '1234'],
    values,
    reasons: {},
  };
}

const STOCKS = [
  stock('AAA', 'HOSE', { PE: 8, MARKET_CAP: 1000, NEW_HIGH_52W: 1 }),
  stock('BBB', 'HNX', { PE: 12, MARKET_CAP: 5000, NEW_HIGH_52W: 0 }),
  stock('CCC', 'HOSE', { PE: null, MARKET_CAP: 3000, NEW_HIGH_52W: 1 }),
  stock('DDD', 'UPCOM', { PE: 15, MARKET_CAP: null, NEW_HIGH_52W: null }),
];

const screen = (
  criteria: ScreenDefinition['criteria'],
  sort: ScreenDefinition['sort'] = null,
): ScreenDefinition => ({
  criteria,
  columns: [],
  sort,
});

describe('the screen evaluator', () => {
  it('keeps the stocks passing every criterion (inclusive ranges) and counts the unknown', () => {
    const run = runScreen(STOCKS, screen([{ key: 'PE', min: 8, max: 12 }]));
    expect(run.matches.map((s) => s.ticker)).toEqual(['BBB', 'AAA']);
    expect(run.unknown).toEqual({ PE: 1 });
    expect(run.universe).toBe(4);
  });

  it('ANDs sets, flags and ranges', () => {
    const run = runScreen(
      STOCKS,
      screen([
        { key: 'EXCHANGE', values: ['HOSE', 'UPCOM'] },
        { key: 'NEW_HIGH_52W', is: true },
        { key: 'MARKET_CAP', min: 2000, max: null },
      ]),
    );
    expect(run.matches.map((s) => s.ticker)).toEqual(['CCC']);
    // DDD: UPCOM passes, the flag is unknown.
    expect(run.unknown).toEqual({ EXCHANGE: 0, NEW_HIGH_52W: 1, MARKET_CAP: 0 });
  });

  it('sorts with unknown values last in both directions, and pages', () => {
    const asc = runScreen(STOCKS, screen([], { key: 'PE', direction: 'asc' })).matches.map((s) => s.ticker);
    expect(asc).toEqual(['AAA', 'BBB', 'DDD', 'CCC']);
    const desc = runScreen(STOCKS, screen([], { key: 'PE', direction: 'desc' })).matches.map((s) => s.ticker);
    expect(desc).toEqual(['DDD', 'BBB', 'AAA', 'CCC']);
    // Default: market value, largest first.
    expect(runScreen(STOCKS, screen([])).matches.map((s) => s.ticker)).toEqual(['BBB', 'CCC', 'AAA', 'DDD']);
    expect(pageOf(['a', 'b', 'c', 'd', 'e'], 2, 2)).toEqual(['c', 'd']);
  });
});
