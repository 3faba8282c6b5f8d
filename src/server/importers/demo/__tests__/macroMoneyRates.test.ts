import { buildMacroDemo, type DemoObservation } from '../macro';
import { createRandom, DEMO_SEED } from '../random';

/**
 * Issue 33's demo lines are synthetic but must look like Vietnam's: rates in their ranges and in
 * their usual order, balances growing, growth since December restarting each January, the budget's
 * YTD the sum of its months, and release dates from the release calendar (none in the future).
 */
const NOW = new Date('2026-11-21T05:00:00Z');
let demo: DemoObservation[];

function series(code: string, valueType = 'value'): Map<string, DemoObservation> {
  return new Map(
    demo
      .filter((item) => item.seriesCode === code && item.valueType === valueType)
      .map((item) => [item.period, item]),
  );
}
const values = (code: string, valueType = 'value') =>
  [...series(code, valueType).values()].map((item) => item.value);

beforeAll(() => {
  demo = buildMacroDemo(createRandom(DEMO_SEED), NOW);
});

describe('the demo money and rates lines', () => {
  it('keeps rates in plausible ranges', () => {
    const ranges: [string, number, number][] = [
      ['VN_POLICY_REFINANCING', 4, 15],
      ['VN_POLICY_REDISCOUNT', 2.5, 13],
      ['VN_INTERBANK_OVERNIGHT', 0.1, 20],
      ['VN_INTERBANK_3M', 0.4, 22],
      ['VN_DEPOSIT_RATE_AVG', 2, 16],
      ['VN_LENDING_RATE_AVG', 4, 20],
      ['VN_GOV_BOND_1Y', 0.3, 14],
      ['VN_GOV_BOND_10Y', 1, 14],
    ];
    for (const [code, low, high] of ranges) {
      const list = values(code);
      expect(list.length).toBeGreaterThan(150);
      for (const value of list) expect(value >= low && value <= high).toBe(true);
    }
  });

  it('keeps the usual order most months: rediscount < refinancing, deposit < lending, 1Y < 10Y, free > interbank FX', () => {
    const share = (lower: string, upper: string) => {
      const high = series(upper);
      const pairs = [...series(lower).entries()].filter(([period]) => high.has(period));
      return (
        pairs.filter(([period, item]) => item.value < (high.get(period)?.value ?? 0)).length / pairs.length
      );
    };
    expect(share('VN_POLICY_REDISCOUNT', 'VN_POLICY_REFINANCING')).toBe(1);
    expect(share('VN_DEPOSIT_RATE_AVG', 'VN_LENDING_RATE_AVG')).toBeGreaterThan(0.98);
    expect(share('VN_GOV_BOND_1Y', 'VN_GOV_BOND_10Y')).toBeGreaterThan(0.9);
    expect(share('VN_FX_USDVND_INTERBANK', 'VN_FX_USDVND_FREE')).toBeGreaterThan(0.85);
  });

  it('moves policy rates only in steps, and grows M2 and credit 8-20 % a year', () => {
    const refinancing = values('VN_POLICY_REFINANCING');
    const changes = refinancing.slice(1).filter((value, i) => value !== refinancing[i]).length;
    expect(changes).toBeGreaterThan(10);
    expect(changes).toBeLessThan(30);
    for (const code of ['VN_M2', 'VN_CREDIT']) {
      const m = series(code);
      const december = (year: number) => m.get(`${year}-12-31`)?.value ?? Number.NaN;
      for (let year = 2011; year <= 2025; year += 1) {
        const growth = (december(year) / december(year - 1) - 1) * 100;
        expect(growth > 8 && growth < 20).toBe(true);
      }
    }
  });

  it('computes credit growth since December from the balance, restarting each January', () => {
    const credit = series('VN_CREDIT');
    const ytd = series('VN_CREDIT_YTD');
    const march = ytd.get('2024-03-31')?.value ?? Number.NaN;
    const expected =
      ((credit.get('2024-03-31')?.value ?? 0) / (credit.get('2023-12-31')?.value ?? 1) - 1) * 100;
    // Levels are rounded to 2 decimals after the growth is computed from the raw ones.
    expect(march).toBeCloseTo(expected, 3);
    expect(Math.abs(ytd.get('2024-01-31')?.value ?? 99)).toBeLessThan(3);
  });

  it('gives the budget a YTD that is the sum of its months', () => {
    const month = series('VN_BUDGET_REVENUE');
    const ytd = series('VN_BUDGET_REVENUE', 'ytd');
    const sum = ['01-31', '02-29', '03-31'].reduce(
      (total, day) => total + (month.get(`2024-${day}`)?.value ?? 0),
      0,
    );
    expect(ytd.get('2024-03-31')?.value ?? 0).toBeCloseTo(sum, 0);
    expect(ytd.get('2024-01-31')?.value).toBeCloseTo(month.get('2024-01-31')?.value ?? 0, 1);
  });

  it('dates each period by the release calendar and leaves out what is not published yet on NOW', () => {
    const cpi = series('VN_CPI_TOTAL');
    expect(cpi.get('2026-10-31')?.releaseDate).toBe('2026-11-06');
    const m2 = series('VN_M2_YTD');
    // M2 comes about the 20th two months later: September's (Nov 20) is out, October's (Dec 20) is not.
    expect(m2.get('2026-09-30')?.releaseDate).toBe('2026-11-20');
    expect(m2.has('2026-10-31')).toBe(false);
    expect(series('VN_INTERBANK_OVERNIGHT').get('2026-10-31')?.releaseDate).toBe('2026-10-31');
    expect(series('VN_POLICY_REFINANCING').get('2026-10-31')?.releaseDate).toBeUndefined();
    for (const item of demo) if (item.releaseDate) expect(item.releaseDate <= '2026-11-21').toBe(true);
  });
});
