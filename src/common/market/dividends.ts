import { formatNumber } from '../format';
import { daysBeforeDate, shareFactorAfter, type ShareEvent } from '../finance/shareBasis';
import type { CorporateEventKind } from './events';
import { tickSize } from './tradingCalendar';

/**
 * Entitlements and the price series (docs/DATA.md "Dividend history and reference prices"): the
 * ratio notation, the exchange's reference price on an ex-date, the yield at the ex-date and the
 * payout ratio. Pure functions over plain numbers; the dividend history and the importer use them.
 *
 * Notation: P_prev the basis of the session before the ex-date (its close; on UPCOM its weighted
 * average rounded to the tick), D the cash per share, k the new shares per old share after the event
 * (1.2 = "100:20"), S the subscription price of a rights issue.
 */

/** Event kinds that move the price on their ex-date (the corporate actions valuation reads). */
export const PRICE_MOVING_KINDS = [
  'cash_dividend',
  'stock_dividend',
  'bonus_issue',
  'rights_issue',
  'split',
] as const satisfies readonly CorporateEventKind[];
export type EntitlementKind = (typeof PRICE_MOVING_KINDS)[number];

export function isPriceMoving(kind: string): kind is EntitlementKind {
  return (PRICE_MOVING_KINDS as readonly string[]).includes(kind);
}

/**
 * k (new shares per old share after the event) as the Vietnamese notation "a:b": a shares held
 * receive b new shares, so 1.2 -> "100:20", 1.5 -> "100:50", 1.125 -> "100:12.5" (two decimals at
 * most: 1.153687 -> "100:15.37"); a split is written old:new, 2 -> "1:2". Null for a missing or non-positive ratio.
 */
export function formatRatio(ratio: number | null | undefined, kind?: string): string | null {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio) || ratio <= 0) return null;
  const round = (value: number) => String(Math.round(value * 100) / 100);
  if (kind === 'split') return `1:${round(ratio)}`;
  return `100:${round((ratio - 1) * 100)}`;
}

/**
 * k from "a:b" (a shares held receive b new: (a + b) / a; a split's "a:b" is a old shares become b:
 * b / a) or from a plain number (k itself, "1.2"). Null when the text is neither, or k is not positive.
 */
export function parseRatio(text: string, kind?: string): number | null {
  const clean = text.trim();
  const pair = /^(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)$/.exec(clean);
  if (pair) {
    const held = Number(pair[1]);
    const second = Number(pair[2]);
    if (!(held > 0)) return null;
    const ratio = kind === 'split' ? second / held : (held + second) / held;
    return ratio > 0 ? ratio : null;
  }
  if (!/^\d+(?:\.\d+)?$/.test(clean)) return null;
  const ratio = Number(clean);
  return ratio > 0 ? ratio : null;
}

/** One entitlement going ex on a day. */
export interface Entitlement {
  kind: EntitlementKind;
  cashPerShare: number | null;
  ratio: number | null;
  /** Rights issues: the subscription price S. */
  pricePerShare: number | null;
}

/**
 * The exact reference price on an ex-date, all entitlements of that day together:
 *
 *     P_ref = (P_prev − ΣD + Σ_rights (k − 1) × S) / (1 + Σ_shares (k − 1) + Σ_rights (k − 1))
 *
 * which is P_prev − D for a cash dividend, P_prev / k for a stock dividend, bonus issue or split, and
 * (P_prev + (k − 1) × S) / k for a rights issue (none when S ≥ P_prev: no bonus element, as in the
 * valuation's share factor). Null when P_prev is not positive, an entitlement
 * lacks its figure, or the result is not positive.
 */
export function referencePrice(previous: number, entitlements: readonly Entitlement[]): number | null {
  if (!(previous > 0) || entitlements.length === 0) return null;
  let numerator = previous;
  let denominator = 1;
  for (const item of entitlements) {
    if (item.kind === 'cash_dividend') {
      if (item.cashPerShare === null || !(item.cashPerShare >= 0)) return null;
      numerator -= item.cashPerShare;
    } else if (item.kind === 'rights_issue') {
      if (item.ratio === null || item.pricePerShare === null || !(item.ratio > 0)) return null;
      // Subscribing at or above the market gives nothing away: the exchange does not adjust for it.
      if (item.pricePerShare >= previous) continue;
      numerator += (item.ratio - 1) * item.pricePerShare;
      denominator += item.ratio - 1;
    } else {
      if (item.ratio === null || !(item.ratio > 0)) return null;
      denominator += item.ratio - 1;
    }
  }
  const reference = numerator / denominator;
  return reference > 0 && Number.isFinite(reference) ? reference : null;
}

/**
 * The reference the exchange publishes: the exact one rounded to the nearest tick of its exchange
 * (HOSE 10/50/100 VND by price band, HNX and UPCOM 100), as the stored adjustments show (the demo's
 * price model and the feed's one-tick tolerance).
 */
export function exchangeReferencePrice(exchange: string | null, exact: number): number {
  const tick = tickSize(exchange, exact);
  return Math.round(exact / tick) * tick;
}

/**
 * P_prev of an ex-date: the previous session's close; on UPCOM its weighted average price rounded to
 * the tick when the session has one (the exchange's own basis, docs/DATA.md "Price adjustments").
 */
export function referenceBasis(exchange: string | null, close: number, average: number | null): number {
  if (exchange !== 'UPCOM' || average === null || !(average > 0)) return close;
  const tick = tickSize(exchange, average);
  return Math.round(average / tick) * tick;
}

/** factor = P_ref / P_prev: every earlier price × factor is the adjusted series. */
export function adjustmentFactorOf(previous: number, reference: number): number | null {
  return previous > 0 && reference > 0 ? reference / previous : null;
}

/** The formula of the reference price of a day's entitlements, in symbols. */
export function referenceFormula(kinds: readonly EntitlementKind[]): string {
  const unique = [...new Set(kinds)];
  if (unique.length === 1) {
    const kind = unique[0];
    if (kind === 'cash_dividend') return 'P_ref = P_prev − D';
    if (kind === 'rights_issue') return 'P_ref = (P_prev + (k − 1) × S) / k';
    return 'P_ref = P_prev / k';
  }
  return 'P_ref = (P_prev − D + (k_q − 1) × S) / (1 + (k_c − 1) + (k_q − 1))';
}

const vnd = (value: number): string => formatNumber(value, value % 1 === 0 ? 0 : 2);
const times = (value: number): string => formatNumber(value, 6).replace(/\.?0+$/, '');

/**
 * The formula with the day's figures ("P_ref = 30,000 − 1,500 = 28,500"), the exact value, then the
 * published reference when it differs (rounded to the tick: "= 34,194.72 ≈ 34,200"). Null when the
 * reference cannot be computed.
 */
export function referenceWorking(
  previous: number,
  entitlements: readonly Entitlement[],
  published?: number,
): string | null {
  const exact = referencePrice(previous, entitlements);
  if (exact === null) return null;
  const [only] = entitlements;
  const shown = Math.round(exact * 100) / 100;
  const result =
    published !== undefined && Math.abs(published - shown) >= 0.005
      ? `${vnd(shown)} ≈ ${vnd(published)}`
      : vnd(shown);
  if (entitlements.length === 1 && only) {
    if (only.kind === 'cash_dividend')
      return `P_ref = ${vnd(previous)} − ${vnd(only.cashPerShare ?? 0)} = ${result}`;
    const k = times(only.ratio ?? 1);
    if (only.kind === 'rights_issue') {
      if ((only.pricePerShare ?? 0) >= previous) return `P_ref = P_prev = ${result} (S ≥ P_prev)`;
      return `P_ref = (${vnd(previous)} + (${k} − 1) × ${vnd(only.pricePerShare ?? 0)}) / ${k} = ${result}`;
    }
    return `P_ref = ${vnd(previous)} / ${k} = ${result}`;
  }
  const cash = entitlements.reduce(
    (sum, item) => sum + (item.kind === 'cash_dividend' ? (item.cashPerShare ?? 0) : 0),
    0,
  );
  const added = entitlements.reduce(
    (sum, item) =>
      sum + (item.kind === 'rights_issue' ? ((item.ratio ?? 1) - 1) * (item.pricePerShare ?? 0) : 0),
    0,
  );
  const shares = entitlements.reduce(
    (sum, item) => sum + (item.kind === 'cash_dividend' ? 0 : (item.ratio ?? 1) - 1),
    0,
  );
  return `P_ref = (${vnd(previous)} − ${vnd(cash)} + ${vnd(added)}) / (1 + ${times(shares)}) = ${result}`;
}

/** Cash per share / P_prev: the yield of a cash dividend at its ex-date (fraction); null when unknown. */
export function yieldAtExDate(cashPerShare: number | null, previousClose: number | null): number | null {
  if (cashPerShare === null || previousClose === null || !(previousClose > 0) || !(cashPerShare >= 0))
    return null;
  return cashPerShare / previousClose;
}

/**
 * A cash dividend per share of today's share basis: D / G(the day before its ex-date), G the product
 * of the share events after a day (docs/DATA.md "Valuation basis"; a stock dividend going ex the same
 * day is paid on the shares held before it).
 */
export function dividendOnTodayBasis(
  cashPerShare: number,
  exDate: string,
  events: readonly ShareEvent[],
): number {
  return cashPerShare / shareFactorAfter(events, daysBeforeDate(exDate, 1));
}

/**
 * Payout ratio of a fiscal year: its cash dividends per share / its EPS, both on today's share basis
 * (= Σ D × shares at each ex-date / net profit attributable to the parent). Null with the reason when
 * the year's profit is unknown or not positive.
 */
export function payoutRatio(
  dividendsPerShare: number,
  eps: number | null,
): { value: number | null; reason: string | null } {
  if (eps === null)
    return { value: null, reason: 'Thiếu lợi nhuận sau thuế của cổ đông công ty mẹ hoặc vốn góp của năm.' };
  if (!(eps > 0))
    return { value: null, reason: 'Lợi nhuận của năm không dương: tỷ lệ chi trả không có nghĩa.' };
  return { value: dividendsPerShare / eps, reason: null };
}
