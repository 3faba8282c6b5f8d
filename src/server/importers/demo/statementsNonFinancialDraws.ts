import type { Random } from './random';
import { FRAGILE_THEMES, targetAssets2024, type StatementCompany } from './statementsModel';
import type { IndustryProfile } from './statementsNonFinancialProfiles';

/**
 * The fixed parameters of a non-financial company's demo statements, drawn once and in this order
 * (the order of the draws is the demo data: changing it changes every figure).
 */
export function drawNonFinancialParameters(company: StatementCompany, r: Random, profile: IndustryProfile) {
  const fragile = FRAGILE_THEMES.has(company.theme) || company.tier >= 4;
  const grossMargin = r.uniform(...profile.grossMargin);
  const growth = r.uniform(...profile.growth);
  const turnover = profile.turnover * Math.exp(0.15 * r.normal());
  const initialLevel = targetAssets2024(company, r) * turnover * Math.exp(-growth * 14.5);
  const share = {
    shortInvestments: r.uniform(0.01, 0.08),
    otherCurrent: r.uniform(0.01, 0.03),
    longReceivables: r.chance(0.5) ? r.uniform(0.002, 0.02) : 0,
    investmentProperties:
      profile.revenueLine === 'REVENUE_FROM_REAL_ESTATE' ? r.uniform(0.03, 0.1) : r.uniform(0, 0.01),
    inProgress:
      profile.revenueLine === 'REVENUE_FROM_REAL_ESTATE' ? r.uniform(0.05, 0.12) : r.uniform(0.005, 0.04),
    longInvestments: r.uniform(0.01, 0.08),
    otherLong: r.uniform(0.01, 0.04),
    goodwill: r.chance(0.3) ? r.uniform(0.003, 0.02) : 0,
    otherCurrentLiabilities: r.uniform(0.03, 0.07),
    otherLongLiabilities: r.uniform(0.005, 0.03),
    cash: r.uniform(0.04, 0.12),
  };
  /** Every line kept as a share of size, in the order drawn; cash is what funding leaves. */
  const balanceShares = (Object.keys(share) as (keyof typeof share)[]).filter((key) => key !== 'cash');
  return {
    fragile,
    grossMargin,
    growth,
    turnover,
    initialLevel,
    share,
    balanceShares,
    tradeShare: r.uniform(0.6, 0.85),
    minorityShare: r.chance(0.5) ? r.uniform(0.02, 0.12) : 0,
    relief: r.chance(0.25) ? r.uniform(0.75, 0.95) : 1,
    depreciationRate: r.uniform(0.06, 0.12),
    deductionRate: r.uniform(0.003, 0.02),
    payoutBase: r.uniform(0.3, 0.6),
    dividendQuarter: r.pick([2, 3] as const),
    mainRevenueShare: r.uniform(0.75, 0.95),
    bankLoanShare: r.uniform(0.6, 0.9),
  };
}
