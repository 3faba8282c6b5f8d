import { SHARE_PAR_VALUE_VND, type CompanyType, type StatementType } from '@/common/constants/market';
import { getTemplate } from '@/server/catalog/templates';
import { vietnamDate } from './calendar';
import type { Random } from './random';
import type { DemoCompanySpec, Theme } from './universe';

/** What the statement models need to know about a company. */
export type StatementCompany = Pick<DemoCompanySpec, 'ticker' | 'companyType' | 'theme' | 'tier'>;

export interface Quarter {
  year: number;
  quarter: 1 | 2 | 3 | 4;
  /** 0 for Q1 2010, counting up. */
  index: number;
}

export const FIRST_STATEMENT_YEAR = 2010;

/** Every quarter from Q1 2010 to the last one that ended before today (Vietnam time). */
export function demoQuarters(now: Date): Quarter[] {
  const today = vietnamDate(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const current = (year - FIRST_STATEMENT_YEAR) * 4 + Math.floor((month - 1) / 3);
  const quarters: Quarter[] = [];
  for (let index = 0; index < current; index += 1) {
    const quarter = ((index % 4) + 1) as Quarter['quarter'];
    quarters.push({ year: FIRST_STATEMENT_YEAR + Math.floor(index / 4), quarter, index });
  }
  return quarters;
}

export type Anchors = Map<string, number>;
export type StatementAnchors = Record<StatementType, Anchors>;

export function emptyAnchors(): StatementAnchors {
  return {
    BALANCE_SHEET: new Map(),
    INCOME_STATEMENT: new Map(),
    CASH_FLOW_INDIRECT: new Map(),
    CASH_FLOW_DIRECT: new Map(),
    FOOTNOTES: new Map(),
  };
}

/**
 * A change of capital in a quarter, in the order it happened: a stock dividend (or bonus issue) out
 * of retained earnings, or new shares sold for cash (`cash` VND raised). The market demo turns them
 * into corporate actions, so prices and share counts follow the statements.
 */
export interface CapitalEvent {
  kind: 'stock_dividend' | 'share_issue';
  /** Capital added at par, VND. */
  capital: number;
  /** Share issues: VND raised (capital plus share premium). */
  cash: number | null;
}

/** One quarter of a model: anchors for each statement, and the quarter's capital events. */
export interface ModelQuarter {
  anchors: StatementAnchors;
  capitalEvents?: CapitalEvent[];
}

/**
 * A value one statement takes from another after that one is resolved (a note repeating a balance
 * sheet line); with `previous`, from the period before (opening balances).
 */
export interface StatementLink {
  statement: StatementType;
  code: string;
  from: StatementType;
  fromCode: string;
  previous?: boolean;
}

export interface CompanyModelOutput {
  quarters: ModelQuarter[];
  links: readonly StatementLink[];
}

export type CompanyModel = (
  company: StatementCompany,
  random: Random,
  quarters: readonly Quarter[],
) => CompanyModelOutput;

/** Sets whole-VND anchors; fractions of a dong are rounded once, here. */
export function put(anchors: Anchors, values: Record<string, number>): void {
  for (const [code, value] of Object.entries(values)) anchors.set(code, Math.round(value));
}

const TEMPLATE_CODES = new Map<string, Set<string>>();

export function templateHas(companyType: CompanyType, statement: StatementType, code: string): boolean {
  const key = `${companyType}/${statement}`;
  let codes = TEMPLATE_CODES.get(key);
  if (!codes) {
    codes = new Set(getTemplate(companyType, statement).map((item) => item.code));
    TEMPLATE_CODES.set(key, codes);
  }
  return codes.has(code);
}

/**
 * The sign a template gives the minority share in "net profit of the parent": the non-financial,
 * securities and insurance forms subtract a positive share, the bank form adds a negative one.
 */
export function minoritySign(companyType: CompanyType): 1 | -1 {
  const parent = getTemplate(companyType, 'INCOME_STATEMENT').find(
    (item) => item.code === 'NET_PROFIT_PARENT',
  );
  const term = parent?.formula?.find((t) => t.code === 'MINORITY_INTEREST');
  return term?.sign === 1 ? -1 : 1;
}

// Deterministic economy shared by every company (no randomness, so no company depends on another):
// a business-cycle deviation per quarter, lending rates and the stock market's moves and turnover.
const CYCLE: Record<number, readonly [number, number, number, number]> = {
  2010: [0.04, 0.05, 0.05, 0.04],
  2011: [0.02, 0.0, -0.02, -0.04],
  2012: [-0.06, -0.08, -0.08, -0.06],
  2013: [-0.05, -0.03, -0.02, 0.0],
  2014: [0.0, 0.01, 0.02, 0.02],
  2015: [0.02, 0.03, 0.03, 0.03],
  2016: [0.02, 0.02, 0.03, 0.03],
  2017: [0.03, 0.04, 0.05, 0.05],
  2018: [0.05, 0.04, 0.03, 0.02],
  2019: [0.02, 0.03, 0.03, 0.02],
  2020: [-0.06, -0.2, -0.05, 0.03],
  2021: [0.04, 0.03, -0.18, 0.02],
  2022: [0.07, 0.09, 0.02, -0.08],
  2023: [-0.08, -0.06, -0.02, 0.0],
  2024: [0.02, 0.03, 0.03, 0.04],
  2025: [0.03, 0.04, 0.04, 0.04],
};

/** Business-cycle deviation of activity from trend in a quarter (0 = normal, -0.2 = deep slump). */
export function cycle(q: Quarter): number {
  return CYCLE[q.year]?.[q.quarter - 1] ?? 0.02;
}

const LENDING_RATE: Record<number, number> = {
  2010: 0.14,
  2011: 0.17,
  2012: 0.13,
  2013: 0.1,
  2014: 0.09,
  2015: 0.085,
  2016: 0.085,
  2017: 0.085,
  2018: 0.088,
  2019: 0.09,
  2020: 0.08,
  2021: 0.075,
  2022: 0.09,
  2023: 0.095,
  2024: 0.08,
  2025: 0.078,
};

/** Typical annual lending rate in VND for corporate borrowers. */
export function lendingRate(year: number): number {
  return LENDING_RATE[year] ?? 0.08;
}

/** Typical annual rate on term deposits. */
export function depositRate(year: number): number {
  return lendingRate(year) - 0.035;
}

const MARKET_RETURN: Record<number, readonly [number, number, number, number]> = {
  2010: [0.07, -0.02, -0.08, -0.02],
  2011: [-0.05, -0.04, -0.03, -0.17],
  2012: [0.12, 0.0, -0.07, 0.05],
  2013: [0.19, -0.05, 0.02, 0.02],
  2014: [0.15, 0.0, 0.09, -0.09],
  2015: [0.04, -0.04, -0.04, 0.04],
  2016: [0.01, 0.1, 0.09, -0.05],
  2017: [0.09, 0.08, 0.04, 0.2],
  2018: [0.19, -0.16, 0.05, -0.12],
  2019: [0.09, -0.03, 0.01, -0.02],
  2020: [-0.31, 0.19, 0.1, 0.2],
  2021: [0.07, 0.13, 0.01, 0.1],
  2022: [-0.01, -0.2, -0.05, -0.15],
  2023: [0.06, 0.06, 0.03, -0.02],
  2024: [0.13, -0.01, 0.02, 0.0],
  2025: [-0.01, 0.09, 0.21, 0.03],
};

/** The stock index's return over a quarter. */
export function marketReturn(q: Quarter): number {
  return MARKET_RETURN[q.year]?.[q.quarter - 1] ?? 0.02;
}

const MARKET_TURNOVER: Record<number, number> = {
  2010: 1.4,
  2011: 0.8,
  2012: 1.1,
  2013: 1.0,
  2014: 2.0,
  2015: 1.9,
  2016: 2.3,
  2017: 4.0,
  2018: 5.5,
  2019: 4.0,
  2020: 6.5,
  2021: 21,
  2022: 15,
  2023: 14,
  2024: 18,
  2025: 24,
};

/** Average daily turnover of the whole market in trillion VND: the driver of brokerage fees. */
export function marketTurnover(q: Quarter): number {
  return (MARKET_TURNOVER[q.year] ?? 22) * Math.max(0.5, 1 + 1.2 * marketReturn(q));
}

/** Statutory corporate income tax rate (25% to 2013, 22% in 2014-2015, 20% since 2016). */
export function statutoryTaxRate(year: number): number {
  if (year <= 2013) return 0.25;
  if (year <= 2015) return 0.22;
  return 0.2;
}

/** Tax expense (negative) on a quarter's profit before tax: nothing much on a loss. */
export function incomeTax(pbt: number, year: number, relief: number, random: Random): number {
  if (pbt <= 0) return -Math.abs(pbt) * random.uniform(0, 0.01);
  return -pbt * statutoryTaxRate(year) * relief * random.uniform(0.95, 1.05);
}

/** A value that moves a fraction of the way to its target each quarter, as balances do. */
export function approach(previous: number, target: number, speed: number): number {
  return previous + speed * (target - previous);
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Total assets a company of this size tier reaches around 2024, in VND (min, max). */
export const ASSETS_BY_TIER: Record<CompanyType, Record<DemoCompanySpec['tier'], [number, number]>> = {
  bank: { 1: [1.0e15, 2.0e15], 2: [4e14, 9e14], 3: [2e14, 4.5e14], 4: [9e13, 1.6e14], 5: [4e13, 9e13] },
  securities: { 1: [1e14, 1.5e14], 2: [6e13, 1e14], 3: [2e13, 5e13], 4: [8e12, 2e13], 5: [2e12, 6e12] },
  insurance: { 1: [2e14, 3e14], 2: [1.6e14, 2.4e14], 3: [2.5e13, 4e13], 4: [7e12, 1.5e13], 5: [2e12, 5e12] },
  non_financial: { 1: [8e13, 4e14], 2: [3e13, 8e13], 3: [8e12, 3e13], 4: [2e12, 8e12], 5: [6e11, 2e12] },
};

export function targetAssets2024(company: StatementCompany, random: Random): number {
  const [min, max] = ASSETS_BY_TIER[company.companyType][company.tier];
  return Math.exp(random.uniform(Math.log(min), Math.log(max)));
}

/** Themes that report weak or volatile results, so loss quarters are more likely. */
export const FRAGILE_THEMES: ReadonlySet<Theme> = new Set([
  'airline',
  'steel',
  'real_estate',
  'seafood',
  'textile',
]);

/** Shares are counted from capital at the legal par value. */
export const PAR_VALUE = SHARE_PAR_VALUE_VND;

/** Below this share of the parent's equity, capital is topped up by a bonus issue (stock dividend). */
const BONUS_ISSUE_BELOW = 0.4;
/** What a bonus issue brings capital back to, as a share of the parent's equity. */
const BONUS_ISSUE_TARGET = 0.55;

/**
 * The bonus shares (a stock dividend out of retained earnings) that bring charter capital back to
 * 55% of the parent's equity once profits kept over the years have shrunk it below 40%, as listed
 * Vietnamese companies do every few years. Without it capital stays at its 2010 level while equity
 * grows many times, so earnings and book value per share, and with them the prices aimed at a P/E,
 * would come out tens of times too high. At most 90% of retained earnings; whole shares; 0 when
 * none is due. Equity is unchanged: the amount moves from retained earnings to capital.
 */
export function bonusIssue(capital: number, parentEquity: number, retained: number): number {
  if (parentEquity <= 0 || retained <= 0 || capital >= BONUS_ISSUE_BELOW * parentEquity) return 0;
  const wanted = Math.min(BONUS_ISSUE_TARGET * parentEquity - capital, 0.9 * retained);
  return Math.max(0, Math.floor(wanted / PAR_VALUE) * PAR_VALUE);
}
