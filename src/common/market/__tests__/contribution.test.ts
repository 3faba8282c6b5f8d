import { computeContribution, topContributors, type ContributionMember } from '../contribution';

/**
 * Index at 1,400 points at the previous close. Members (VND, shares):
 *   A  R 10,000  P 10,700  S 1,000,000   R×S = 10 bn   ΔMV = +0.7 bn
 *   B  R 20,000  P 21,000  S   500,000   R×S = 10 bn   ΔMV = +0.5 bn
 *   E  R 30,000  P 29,000  S 1,000,000   R×S = 30 bn   ΔMV = −1.0 bn
 *   C  R  5,000  P  5,000  S 2,000,000   R×S = 10 bn   ΔMV = 0
 *   D  R  8,000  no trade  S 1,250,000   R×S = 10 bn   ΔMV = 0 (price = reference)
 *   G  no shares: excluded;  K no reference: excluded
 * Σ R×S = 70 bn. points = 1,400 × ΔMV / 70 bn: A +14, B +10, E −20, C 0, D 0.
 * Sum +4 = 1,400 × (70.2 − 70) / 70. Weights: A 1/7, B 1/7, E 3/7, C 1/7, D 1/7.
 */
const MEMBERS: ContributionMember[] = [
  { ticker: 'A', refPrice: 10_000, price: 10_700, shares: 1_000_000 },
  { ticker: 'B', refPrice: 20_000, price: 21_000, shares: 500_000 },
  { ticker: 'E', refPrice: 30_000, price: 29_000, shares: 1_000_000 },
  { ticker: 'C', refPrice: 5_000, price: 5_000, shares: 2_000_000 },
  { ticker: 'D', refPrice: 8_000, price: null, shares: 1_250_000 },
  { ticker: 'G', refPrice: 9_000, price: 9_900, shares: null },
  { ticker: 'K', refPrice: null, price: 9_900, shares: 1_000 },
];

describe('index contribution', () => {
  const result = computeContribution(MEMBERS, 1_400);

  it('gives each member I_prev × (P − R) × S / Σ R × S, largest first', () => {
    expect(result.members.map((member) => member.ticker)).toEqual(['A', 'B', 'C', 'D', 'E']);
    const points = Object.fromEntries(result.members.map((member) => [member.ticker, member.points]));
    expect(points.A).toBeCloseTo(14, 10);
    expect(points.B).toBeCloseTo(10, 10);
    expect(points.E).toBeCloseTo(-20, 10);
    expect(points.C).toBe(0);
    expect(points.D).toBe(0);
    expect(result.members.find((member) => member.ticker === 'E')?.weight).toBeCloseTo(3 / 7, 12);
    expect(result.excluded).toEqual(['G', 'K']);
  });

  it('sums to I_prev × (MV − MV_ref) / MV_ref', () => {
    expect(result.total).toBeCloseTo(4, 10);
    expect(result.total).toBeCloseTo((1_400 * (70.2e9 - 70e9)) / 70e9, 10);
  });

  it('lists the top gainers and losers without the members that did not move', () => {
    const top = topContributors(result, 10);
    expect(top.gainers.map((member) => member.ticker)).toEqual(['A', 'B']);
    expect(top.losers.map((member) => member.ticker)).toEqual(['E']);
    expect(topContributors(result, 1).gainers.map((member) => member.ticker)).toEqual(['A']);
  });

  it('has no total without a weighted member', () => {
    expect(computeContribution([MEMBERS[5]!, MEMBERS[6]!], 1_400)).toEqual({
      members: [],
      total: null,
      excluded: ['G', 'K'],
    });
  });
});
