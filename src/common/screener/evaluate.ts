import { DEFAULT_SORT, isFlag, isSet, type ScreenCriterion, type ScreenDefinition } from './definition';

/**
 * The pure evaluator: a stock passes a screen when every criterion holds (AND). A criterion whose
 * fact is unknown (null) does not hold, and the stock is counted under that criterion's "unknown",
 * so the screen can say how many were left out for want of data rather than by the condition.
 */

export interface StockFacts {
  ticker: string;
  name: string;
  exchange: string;
  companyType: string | null;
  /** ICB codes of levels 1 to 4. */
  icb: readonly [string | null, string | null, string | null, string | null];
  /** Numeric facts in the criteria's display units (criteria.ts); null = unknown. */
  values: Readonly<Record<string, number | null>>;
  /** Why a fact is null, by key (Vietnamese). */
  reasons: Readonly<Record<string, string>>;
}

type Verdict = 'pass' | 'fail' | 'unknown';
type Test = (stock: StockFacts) => Verdict;

function categoryOf(stock: StockFacts, key: string): string | null {
  switch (key) {
    case 'EXCHANGE':
      return stock.exchange;
    case 'COMPANY_TYPE':
      return stock.companyType;
    case 'ICB1':
      return stock.icb[0];
    case 'ICB2':
      return stock.icb[1];
    case 'ICB3':
      return stock.icb[2];
    case 'ICB4':
      return stock.icb[3];
    default:
      return null;
  }
}

/** One criterion as a test (compiled once per screen, run once per stock). */
export function compileCriterion(criterion: ScreenCriterion): Test {
  const { key } = criterion;
  if (isSet(criterion)) {
    const allowed = new Set(criterion.values);
    return (stock) => {
      const value = categoryOf(stock, key);
      if (value === null) return 'unknown';
      return allowed.has(value) ? 'pass' : 'fail';
    };
  }
  if (isFlag(criterion)) {
    const wanted = criterion.is ? 1 : 0;
    return (stock) => {
      const value = stock.values[key];
      if (value === null || value === undefined) return 'unknown';
      return value === wanted ? 'pass' : 'fail';
    };
  }
  const min = criterion.min ?? -Infinity;
  const max = criterion.max ?? Infinity;
  return (stock) => {
    const value = stock.values[key];
    if (value === null || value === undefined || !Number.isFinite(value)) return 'unknown';
    return value >= min && value <= max ? 'pass' : 'fail';
  };
}

export interface ScreenRun {
  /** Stocks passing every criterion, sorted. */
  matches: StockFacts[];
  /** Per criterion key: stocks left out because that fact was unknown (and every earlier test passed). */
  unknown: Record<string, number>;
  /** Stocks screened. */
  universe: number;
}

function compareFacts(key: string, direction: 'asc' | 'desc'): (a: StockFacts, b: StockFacts) => number {
  const sign = direction === 'asc' ? 1 : -1;
  return (a, b) => {
    const x = a.values[key] ?? null;
    const y = b.values[key] ?? null;
    // Unknown values always last, whatever the direction.
    if (x === null || y === null) {
      if (x === y) return a.ticker < b.ticker ? -1 : 1;
      return x === null ? 1 : -1;
    }
    if (x !== y) return (x - y) * sign;
    return a.ticker < b.ticker ? -1 : 1;
  };
}

/** Runs a screen over the stocks: AND of all criteria, sorted (market value, largest first, by default). */
export function runScreen(stocks: readonly StockFacts[], screen: ScreenDefinition): ScreenRun {
  const tests = screen.criteria.map((criterion) => ({
    key: criterion.key,
    test: compileCriterion(criterion),
  }));
  const unknown: Record<string, number> = {};
  for (const { key } of tests) unknown[key] = 0;
  const matches: StockFacts[] = [];
  for (const stock of stocks) {
    let passed = true;
    for (const { key, test } of tests) {
      const verdict = test(stock);
      if (verdict === 'pass') continue;
      if (verdict === 'unknown') unknown[key] = (unknown[key] ?? 0) + 1;
      passed = false;
      break;
    }
    if (passed) matches.push(stock);
  }
  const sort = screen.sort ?? DEFAULT_SORT;
  matches.sort(compareFacts(sort.key, sort.direction));
  return { matches, unknown, universe: stocks.length };
}

/** One page (1-based) of the matches. */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}
