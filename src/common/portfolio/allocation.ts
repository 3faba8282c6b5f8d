import { Money, ZERO, toDongNumber } from './money';
import type { HoldingFigures } from './holdings';

/**
 * Allocation by industry (ICB level 2): the market value of the holdings of each industry and its
 * weight in the market value of all priced holdings. Holdings without a price are left out (their
 * value is unknown, not 0) and counted in `unpriced`; a ticker without an ICB code goes to
 * "Chưa phân ngành".
 */
export interface IndustrySlice {
  code: string | null;
  name: string;
  marketValue: number;
  weight: number;
  tickers: string[];
}

export const NO_INDUSTRY_NAME = 'Chưa phân ngành';

export function allocateByIndustry(
  holdings: readonly HoldingFigures[],
  industryOf: ReadonlyMap<string, { code: string; name: string } | null>,
): { slices: IndustrySlice[]; unpriced: string[] } {
  const groups = new Map<string, { code: string | null; name: string; value: Money; tickers: string[] }>();
  const unpriced: string[] = [];
  let total = ZERO;
  for (const holding of holdings) {
    if (holding.marketValue === null) {
      unpriced.push(holding.ticker);
      continue;
    }
    const industry = industryOf.get(holding.ticker) ?? null;
    const key = industry?.code ?? '';
    const group = groups.get(key) ?? {
      code: industry?.code ?? null,
      name: industry?.name ?? NO_INDUSTRY_NAME,
      value: ZERO,
      tickers: [],
    };
    const value = new Money(holding.marketValue);
    group.value = group.value.plus(value);
    group.tickers.push(holding.ticker);
    groups.set(key, group);
    total = total.plus(value);
  }
  const slices = [...groups.values()]
    .map((group) => ({
      code: group.code,
      name: group.name,
      marketValue: toDongNumber(group.value),
      weight: total.isZero() ? 0 : group.value.dividedBy(total).toNumber(),
      tickers: group.tickers,
    }))
    .sort((a, b) => b.marketValue - a.marketValue || a.name.localeCompare(b.name));
  return { slices, unpriced };
}
