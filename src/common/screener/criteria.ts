import { LIQUIDITY, PRICE, PROFILE, VALUATION } from './criteriaMarket';
import { FOREIGN, ratioCriteria, TECHNICAL, TREND } from './criteriaSignals';
import { averageCriteria } from './criteriaAverages';
import type { CriterionDefinition } from './criteriaTypes';

export * from './criteriaTypes';
export { PRICE_BASED_RATIOS } from './criteriaSignals';
export { averageFactKey } from './criteriaAverages';

/**
 * The screener's criteria catalogue (issue 32; docs/DATA.md "Screener"): every fact a screen can
 * filter on, with its Vietnamese label, unit and group. A fact is a number in the criterion's display
 * unit (percent criteria hold 12.5 for 12.5 %, value criteria hold tỷ đồng), a category (exchange,
 * industry, company type) or a yes/no flag. The formulas are in ./formulas.ts; the server builds the
 * facts of every listed stock once (src/server/modules/screener/facts.ts).
 */

export const CRITERIA: readonly CriterionDefinition[] = [
  ...PROFILE,
  ...PRICE,
  ...LIQUIDITY,
  ...VALUATION,
  ...TECHNICAL,
  ...FOREIGN,
  ...TREND,
  ...ratioCriteria('Q'),
  ...ratioCriteria('Y'),
  ...averageCriteria(3),
  ...averageCriteria(5),
];

const BY_KEY = new Map(CRITERIA.map((criterion) => [criterion.key, criterion]));

export function findCriterion(key: string): CriterionDefinition | undefined {
  return BY_KEY.get(key);
}

/** Numeric facts the server computes (every range and flag criterion). */
export const NUMERIC_KEYS: readonly string[] = CRITERIA.filter((criterion) => criterion.kind !== 'set').map(
  (criterion) => criterion.key,
);
