/**
 * Index contribution (docs/DATA.md "Market overview: index contribution"): the index points each
 * member added or took away in a session, on market-value weights.
 *
 *     points_i = I_prev × (P_i − R_i) × S_i / Σ_j (R_j × S_j)      (j over the index's members)
 *
 * I_prev the index level at the previous close, P_i the member's price now (close, or the reference
 * when it has not traded), R_i its reference price, S_i its shares (listed, else outstanding). The
 * sum over the members is I_prev × (MV − MV_ref) / MV_ref: the change of a cap-weighted index on
 * those shares. The real VN-Index weighs free-float shares with caps (VN30 10 %), which the data do
 * not have, so the sum differs from the official change; the screens show both.
 *
 * A member without a reference price or shares has no weight: it is left out and counted in
 * `excluded`, and the denominator is over the others.
 */

export interface ContributionMember {
  ticker: string;
  refPrice: number | null;
  /** The price now: close, or the reference without a trade (null counts as the reference). */
  price: number | null;
  shares: number | null;
}

export interface MemberContribution {
  ticker: string;
  /** Index points. */
  points: number;
  /** Its share of the index's weight at the reference prices, R_i × S_i / Σ R_j × S_j (fraction). */
  weight: number;
}

export interface IndexContribution {
  /** Every weighted member, the largest contribution first. */
  members: MemberContribution[];
  /** Σ points_i = I_prev × (MV − MV_ref) / MV_ref; null when no member has a weight. */
  total: number | null;
  /** Tickers left out (no reference price or no shares). */
  excluded: string[];
}

const usable = (value: number | null): value is number =>
  value !== null && Number.isFinite(value) && value > 0;

/** Points of each member for an index that closed at `previousLevel` in the previous session. */
export function computeContribution(
  members: readonly ContributionMember[],
  previousLevel: number,
): IndexContribution {
  const weighted: { ticker: string; ref: number; price: number; shares: number }[] = [];
  const excluded: string[] = [];
  for (const member of members) {
    if (usable(member.refPrice) && usable(member.shares)) {
      const price = usable(member.price) ? member.price : member.refPrice;
      weighted.push({ ticker: member.ticker, ref: member.refPrice, price, shares: member.shares });
    } else excluded.push(member.ticker);
  }
  const referenceValue = weighted.reduce((sum, member) => sum + member.ref * member.shares, 0);
  if (weighted.length === 0 || !(referenceValue > 0) || !Number.isFinite(previousLevel)) {
    return { members: [], total: null, excluded };
  }
  const contributions = weighted.map((member) => ({
    ticker: member.ticker,
    points: (previousLevel * (member.price - member.ref) * member.shares) / referenceValue,
    weight: (member.ref * member.shares) / referenceValue,
  }));
  contributions.sort((a, b) => b.points - a.points || (a.ticker < b.ticker ? -1 : 1));
  const total = contributions.reduce((sum, member) => sum + member.points, 0);
  return { members: contributions, total, excluded };
}

/** The `count` members that added the most (points > 0) and took away the most (points < 0). */
export function topContributors(
  contribution: IndexContribution,
  count = 10,
): { gainers: MemberContribution[]; losers: MemberContribution[] } {
  const gainers = contribution.members.filter((member) => member.points > 0).slice(0, count);
  const losers = contribution.members
    .filter((member) => member.points < 0)
    .reverse()
    .slice(0, count);
  return { gainers, losers };
}
