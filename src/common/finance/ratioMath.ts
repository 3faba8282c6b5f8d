import type { CompanyType } from '../constants/market';
import { percentChange } from './growth';

/**
 * The figures one ratio needs for one period (docs/DATA.md, "Ratios (numeral) and same-industry
 * comparison"). Values are VND as stored, with the statements' signs (expenses negative). A code
 * that is missing (or null) means "not reported"; ratios that need it give null.
 */
export type Snapshot = Readonly<Partial<Record<string, number | null>>>;

export interface RatioInput {
  companyType: CompanyType;
  /** Balance-sheet and stock-footnote items at the period end. */
  closing: Snapshot;
  /** The same items twelve months earlier (previous year end; the same quarter a year earlier). */
  opening: Snapshot;
  /** Income-statement items summed over the trailing twelve months ending with the period (a year: the year). */
  ttm: Snapshot;
  /** Income-statement items of the period itself (the quarter or the year). */
  flows: Snapshot;
  /** Income-statement items of the same period a year earlier. */
  flowsYearAgo: Snapshot;
  /**
   * Price and shares on one basis, today's share count (src/common/finance/valuation.ts,
   * docs/DATA.md "Valuation basis"): per-share figures divide by `shares`, multiples use `price`.
   * Null, or null parts, when the data do not allow them (no usable close, no capital).
   */
  market: MarketBasis | null;
}

export interface MarketBasis {
  /** The period's close on today's share basis (VND); null without a close in the window. */
  price: number | null;
  /** Shares at the period end on today's basis; null without paid-in capital. */
  shares: number | null;
}

export function valueOf(snapshot: Snapshot, code: string): number | null {
  const value = snapshot[code];
  return value === undefined || value === null || !Number.isFinite(value) ? null : value;
}

/** a / b, or null when either is missing or b is 0. */
export function ratioOf(numerator: number | null, denominator: number | null): number | null {
  if (numerator === null || denominator === null || denominator === 0) return null;
  const result = numerator / denominator;
  return Number.isFinite(result) ? result : null;
}

/** a / b only for a positive denominator (P/E of a loss-maker, turnover over a negative base...). */
export function ratioOverPositive(numerator: number | null, denominator: number | null): number | null {
  return denominator !== null && denominator > 0 ? ratioOf(numerator, denominator) : null;
}

export function negate(value: number | null): number | null {
  return value === null ? null : -value;
}

/** Sum of the codes; missing codes count as 0, but null when every code is missing. */
export function sumOf(snapshot: Snapshot, codes: readonly string[]): number | null {
  let total: number | null = null;
  for (const code of codes) {
    const value = valueOf(snapshot, code);
    if (value !== null) total = (total ?? 0) + value;
  }
  return total;
}

/**
 * Average balance over the twelve months: (opening + closing) / 2; the closing balance alone when
 * the opening one is not reported (a company's first period).
 */
export function averageOf(input: RatioInput, read: (snapshot: Snapshot) => number | null): number | null {
  const closing = read(input.closing);
  if (closing === null) return null;
  const opening = read(input.opening);
  return opening === null ? closing : (opening + closing) / 2;
}

export function averageBalance(input: RatioInput, code: string): number | null {
  return averageOf(input, (snapshot) => valueOf(snapshot, code));
}

/** Equity of the parent's shareholders: OWNERS_EQUITY less non-controlling interests where inside it. */
export function parentEquity(snapshot: Snapshot): number | null {
  const equity = valueOf(snapshot, 'OWNERS_EQUITY');
  if (equity === null) return null;
  return equity - (valueOf(snapshot, 'NON_CONTROLLING_INTERESTS') ?? 0);
}

/** Paid-in capital: CHARTER_CAPITAL on the bank form, PAID_IN_CAPITAL on the others. */
export function paidInCapital(input: RatioInput): number | null {
  return valueOf(input.closing, input.companyType === 'bank' ? 'CHARTER_CAPITAL' : 'PAID_IN_CAPITAL');
}

/** Shares at the period end on today's basis (computed by the valuation, not from the snapshot). */
export function sharesOf(input: RatioInput): number | null {
  const shares = input.market?.shares ?? null;
  return shares !== null && shares > 0 ? shares : null;
}

/** The period's close on today's basis. */
export function priceOf(input: RatioInput): number | null {
  const price = input.market?.price ?? null;
  return price !== null && price > 0 ? price : null;
}

/** Year-on-year change of a flow of the period itself (percentChange: null across a sign change). */
export function flowGrowth(input: RatioInput, code: string): number | null {
  return percentChange(valueOf(input.flows, code), valueOf(input.flowsYearAgo, code));
}

/** Change of a balance over twelve months. */
export function balanceGrowth(input: RatioInput, code: string): number | null {
  return percentChange(valueOf(input.closing, code), valueOf(input.opening, code));
}

export type RatioUnit = 'percent' | 'times' | 'vnd';
export type RatioGroup =
  'valuation' | 'profitability' | 'growth' | 'liquidity' | 'leverage' | 'efficiency' | 'asset_quality';
/** Which way is better when peers are ranked (rank 1 = best). */
export type RatioDirection = 'higher' | 'lower';

export interface RatioDefinition {
  /** UPPER_SNAKE, stable: saved in users' metric sets. */
  code: string;
  nameVi: string;
  unit: RatioUnit;
  group: RatioGroup;
  companyTypes: readonly CompanyType[];
  better: RatioDirection;
  /** The formula in Vietnamese, shown as a tooltip (docs/DATA.md has it in English). */
  formulaVi: string;
  /** Reads the period's close: null without a close in the period's last days (valuation.ts). */
  usesPrice?: boolean;
  /** Percent ratios are fractions (0.152 = 15.2 %); null when the data do not allow the ratio. */
  compute: (input: RatioInput) => number | null;
}
