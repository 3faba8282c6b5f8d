import { SHARE_PAR_VALUE_VND } from '../constants/market';

/**
 * Today's share basis (docs/DATA.md, "Valuation basis"): the corporate actions and capital history
 * that change a ticker's share count, turned into share events, and closes and period-end shares
 * brought onto today's share count. valuation.ts builds a period's valuation on it (and re-exports it).
 */

export const PRICE_BASES = ['raw', 'adjusted'] as const;
/** raw: as traded that day; adjusted: back-adjusted to the share basis of `adjustedTo`. */
export type PriceBasis = (typeof PRICE_BASES)[number];

export const CORPORATE_ACTION_KINDS = [
  'split',
  'stock_dividend',
  'bonus_issue',
  'rights_issue',
  'share_issue',
  'cash_dividend',
] as const;
export type CorporateActionKind = (typeof CORPORATE_ACTION_KINDS)[number];

/** Kinds that change the number of shares (a ticker with one of them has its share history as data). */
export const SHARE_COUNT_KINDS: readonly CorporateActionKind[] = [
  'split',
  'stock_dividend',
  'bonus_issue',
  'rights_issue',
  'share_issue',
];

export interface CorporateActionFact {
  exDate: string;
  kind: CorporateActionKind;
  /** New shares per old share after the event (1.2 = 20% stock dividend, 2 = 2-for-1 split). */
  ratio: number | null;
  /** Cash dividends: VND per share; rights and share issues: the subscription price. */
  cashPerShare: number | null;
  /** Rights issues: the as-traded close of the last session before the ex-date, when known. */
  cumPrice?: number | null;
}

/** Shares held before `date` become `factor` shares of today's basis. */
export interface ShareEvent {
  date: string;
  factor: number;
}

/**
 * Today's shares per share held just before the action. Splits, stock dividends and bonus issues:
 * the ratio. Rights issues: only their bonus element (IAS 33), cum price / theoretical ex-rights
 * price, 1 when the subscription is not below the cum price or the cum price is unknown. Shares
 * issued for cash at market (placements, ESOP, conversions) and cash dividends: 1.
 */
export function shareFactor(action: CorporateActionFact): number {
  const ratio = action.ratio;
  if (action.kind === 'split' || action.kind === 'stock_dividend' || action.kind === 'bonus_issue') {
    return ratio !== null && ratio > 0 ? ratio : 1;
  }
  if (action.kind === 'rights_issue') {
    const cum = action.cumPrice ?? null;
    const subscription = action.cashPerShare;
    if (ratio === null || ratio <= 1 || cum === null || cum <= 0 || subscription === null) return 1;
    const exRights = (cum + (ratio - 1) * subscription) / ratio;
    return exRights > 0 && exRights < cum ? cum / exRights : 1;
  }
  return 1;
}

export function hasShareCountActions(actions: readonly CorporateActionFact[]): boolean {
  return actions.some((action) => SHARE_COUNT_KINDS.includes(action.kind));
}

export function shareEventsFromActions(actions: readonly CorporateActionFact[]): ShareEvent[] {
  return actions
    .map((action) => ({ date: action.exDate, factor: shareFactor(action) }))
    .filter((event) => event.factor !== 1)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The day after an ISO date. */
export function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** An ISO date `days` calendar days earlier (negative: later). */
export function daysBeforeDate(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() - days);
  return moved.toISOString().slice(0, 10);
}

export interface CapitalPoint {
  /** A period end, YYYY-MM-DD. */
  date: string;
  /** Paid-in (banks: charter) capital at that date, VND. */
  capital: number;
}

/**
 * Without corporate actions, the share history is read from the capital of successive periods:
 * every change of capital is taken as a share event (bonus issue, stock dividend) of factor
 * new / old, effective the day after the earlier period end. Vietnamese companies grow capital mostly
 * by stock dividends and bonus issues; a placement for cash is counted the same way, which lowers
 * per-share history before it (documented). P/E, P/B and market value are exact either way.
 */
export function shareEventsFromCapital(points: readonly CapitalPoint[]): ShareEvent[] {
  const sorted = points
    .filter((point) => Number.isFinite(point.capital) && point.capital > 0)
    .sort((a, b) => a.date.localeCompare(b.date));
  const events: ShareEvent[] = [];
  for (let index = 1; index < sorted.length; index += 1) {
    const previous = sorted[index - 1];
    const current = sorted[index];
    if (!previous || !current || current.date === previous.date || current.capital === previous.capital)
      continue;
    events.push({ date: dayAfter(previous.date), factor: current.capital / previous.capital });
  }
  return events;
}

/** Today's shares per share held at the end of `date`: the product of the events after it. */
export function shareFactorAfter(events: readonly ShareEvent[], date: string): number {
  let product = 1;
  for (const event of events) if (event.date > date) product *= event.factor;
  return product;
}

/** One stored close: as traded (raw) or back-adjusted to the share basis of `adjustedTo`. */
export interface PriceObservation {
  date: string;
  close: number;
  basis: PriceBasis;
  /** Adjusted closes: the day whose shares they are expressed in (the series' last day). */
  adjustedTo: string | null;
}

/** The close brought to today's share basis. */
export function priceOnTodayBasis(price: PriceObservation, events: readonly ShareEvent[]): number {
  const basisDate = price.basis === 'adjusted' ? (price.adjustedTo ?? price.date) : price.date;
  return price.close / shareFactorAfter(events, basisDate);
}

/** Shares at a period end on today's basis: capital / 10,000 VND par x the events after it. */
export function sharesOnTodayBasis(
  capital: number | null,
  periodEnd: string,
  events: readonly ShareEvent[],
): number | null {
  if (capital === null || !Number.isFinite(capital) || capital <= 0) return null;
  return (capital / SHARE_PAR_VALUE_VND) * shareFactorAfter(events, periodEnd);
}
