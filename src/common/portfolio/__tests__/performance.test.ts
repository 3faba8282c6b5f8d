import { dailyValuation } from '../dailyValuation';
import { benchmarkReturn, timeWeightedReturn } from '../performance';
import { Money } from '../money';
import { line } from './fixtures';

const point = (date: string, value: number, flow = 0) => ({
  date,
  value: new Money(value),
  flow: new Money(flow),
});

describe('time-weighted return and drawdown on a hand-computed series', () => {
  // Flows arrive at the start of the day: r_t = V_t / (V_{t−1} + F_t) − 1.
  // d1: +100 in, V 100 -> r = 100/100 − 1 = 0            W = 1
  // d2: V 110          -> r = 110/100 − 1 = 0.1   W = 1.1
  // d3: +50 in, V 165  -> r = 165/(110+50) − 1 = 0.03125 W = 1.134375
  // d4: V 132          -> r = 132/165 − 1 = −0.2        W = 0.9075
  // d5: −32 out, V 110 -> r = 110/(132−32) − 1 = 0.1    W = 0.99825
  // TWR = −0.00175; max drawdown = 0.9075 / 1.134375 − 1 = −0.2.
  const result = timeWeightedReturn([
    point('d1', 100, 100),
    point('d2', 110),
    point('d3', 165, 50),
    point('d4', 132),
    point('d5', 110, -32),
  ]);

  it('chains the daily returns', () => {
    expect(result.points.map((p) => p.cumulativeReturn)).toEqual([0, 0.1, 0.134375, -0.0925, -0.00175]);
    expect(result.twr).toBe(-0.00175);
  });

  it('finds the deepest fall from a peak', () => {
    expect(result.points.map((p) => p.drawdown)).toEqual([
      0,
      0,
      0,
      -0.2,
      expect.closeTo(0.99825 / 1.134375 - 1, 12),
    ]);
    expect(result.maxDrawdown).toBe(-0.2);
  });

  it('has no return before any capital', () => {
    expect(timeWeightedReturn([point('d1', 0)])).toEqual({ points: [], twr: null, maxDrawdown: null });
  });

  it('measures a benchmark from its first close', () => {
    // 1,000 -> 1,100 -> 990: +10 %, then −1 %; drawdown 990/1,100 − 1 = −0.1.
    const bench = benchmarkReturn(
      new Map([
        ['d1', 1000],
        ['d2', 1100],
        ['d3', 990],
      ]),
      ['d0', 'd1', 'd2', 'd3'],
    );
    expect(bench.twr).toBeCloseTo(-0.01, 12);
    expect(bench.maxDrawdown).toBeCloseTo(-0.1, 12);
  });
});

describe('daily valuation from raw closes', () => {
  it('keeps what the price loses on the ex-date as cash and new shares', () => {
    // d1: deposit 1,000,000; buy 100 × 10,000 (no fee): cash 0, value 100 × 10,000 = 1,000,000.
    // d2: ex-date of a 1,000 đ cash dividend and a 10 % stock dividend; raw close falls from
    //     10,000 to (10,000 − 1,000) / 1.1 = 8,181.8181...; we use 8,200:
    //     value = cash 100,000 + 110 × 8,200 = 1,002,000 -> r = 1,002,000 / 1,000,000 − 1 = 0.002.
    const entries = [
      line({ kind: 'deposit', date: '2025-01-02', amount: '1000000' }),
      line({ kind: 'buy', date: '2025-01-02', ticker: 'AAA', quantity: 100, price: '10000' }),
      line({ kind: 'cash_dividend', date: '2025-01-03', ticker: 'AAA', amount: '100000' }),
      line({ kind: 'stock_dividend', date: '2025-01-03', ticker: 'AAA', quantity: 10 }),
    ];
    const closes = new Map([
      [
        'AAA',
        new Map([
          ['2025-01-02', 10000],
          ['2025-01-03', 8200],
        ]),
      ],
    ]);
    const { points, impliedDeposits } = dailyValuation(entries, ['2025-01-02', '2025-01-03'], closes);
    expect(points.map((p) => [p.value.toString(), p.flow.toString()])).toEqual([
      ['1000000', '1000000'],
      ['1002000', '0'],
    ]);
    expect(impliedDeposits.toString()).toBe('0');
    expect(timeWeightedReturn(points).twr).toBeCloseTo(0.002, 12);
  });

  it('counts a buy without a recorded deposit as an implied deposit', () => {
    // d1: buy 10 × 50,000 with no cash: shortfall 500,000 is an implied deposit (flow +500,000),
    //     V = cash −500,000 + implied 500,000 + 10 × 50,000 = 500,000 -> r = 0.
    // d2: close 55,000 -> V = 550,000 -> r = 0.1.
    const entries = [line({ kind: 'buy', date: '2025-01-02', ticker: 'BBB', quantity: 10, price: '50000' })];
    const closes = new Map([
      [
        'BBB',
        new Map([
          ['2025-01-02', 50000],
          ['2025-01-03', 55000],
        ]),
      ],
    ]);
    const { points, impliedDeposits } = dailyValuation(entries, ['2025-01-02', '2025-01-03'], closes);
    expect(impliedDeposits.toString()).toBe('500000');
    expect(points.map((p) => p.flow.toString())).toEqual(['500000', '0']);
    expect(timeWeightedReturn(points).twr).toBeCloseTo(0.1, 12);
  });
});
