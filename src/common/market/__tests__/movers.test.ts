import { topMovers, type MoverFigures } from '../movers';

const stock = (
  ticker: string,
  pctChange: number | null,
  totalValue: number | null,
  totalVolume: number | null,
): MoverFigures => ({ ticker, pctChange, totalValue, totalVolume });

// A small session: two stocks at the HOSE ceiling (+6.9 %), one unchanged, one without a change.
const MARKET = [
  stock('FPT', 6.9, 500e9, 4_000_000),
  stock('ACB', 6.9, 800e9, 30_000_000),
  stock('HPG', 2.1, 800e9, 30_000_000),
  stock('VNM', 0, 300e9, 5_000_000),
  stock('SSI', -3.5, 100e9, 9_000_000),
  stock('VIC', -6.9, null, 1_000_000),
  stock('MWG', -6.9, 50e9, 800_000),
  stock('XYZ', null, 0, 0),
];

test('gainers: % change first, then traded value, then ticker; unchanged and unknown are no gainers', () => {
  expect(topMovers(MARKET, 'gainers').map((s) => s.ticker)).toEqual(['ACB', 'FPT', 'HPG']);
});

test('losers: lowest % change first; an unknown value goes after a known one at the same change', () => {
  expect(topMovers(MARKET, 'losers').map((s) => s.ticker)).toEqual(['MWG', 'VIC', 'SSI']);
});

test('most traded by value and by volume; ties by ticker; nothing traded is not listed', () => {
  expect(topMovers(MARKET, 'value').map((s) => s.ticker)).toEqual(['ACB', 'HPG', 'FPT', 'VNM', 'SSI', 'MWG']);
  expect(topMovers(MARKET, 'volume').map((s) => s.ticker)).toEqual([
    'ACB',
    'HPG',
    'SSI',
    'VNM',
    'FPT',
    'VIC',
    'MWG',
  ]);
});

test('at most the limit, and the order does not depend on the input order', () => {
  expect(topMovers(MARKET, 'value', 2).map((s) => s.ticker)).toEqual(['ACB', 'HPG']);
  expect(topMovers([...MARKET].reverse(), 'gainers').map((s) => s.ticker)).toEqual(['ACB', 'FPT', 'HPG']);
});
