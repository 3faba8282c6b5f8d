import { Decimal } from 'decimal.js';
import { sharesHeldBefore } from './ledger';
import { Money, roundDong, toDongNumber } from './money';
import type { LedgerEntry } from './types';

/**
 * Dividends and bonus shares the ledger is owed, from the corporate events of the tickers it held
 * (docs/DATA.md "Portfolio: suggested entitlements"). An event counts once its ex-date has passed
 * (ex-date ≤ today) and the portfolio held shares at the close before the ex-date; it is suggested
 * until a line with its event id is recorded.
 * - cash dividend: amount = cash per share × shares held, rounded to whole đồng (before the 5 %
 *   personal income tax the broker withholds, which the user may enter as the line's tax);
 * - stock dividend or bonus shares: new shares = ⌊shares held × (ratio − 1)⌋: fractional shares are
 *   rounded down, as Vietnamese issuers do (the fractions are not distributed).
 * Both are dated on the ex-date, the day the price drops (consistent with the daily valuation).
 * Events are taken in ex-date order, and the new shares of an earlier suggestion not yet recorded
 * count for the later ones (a dividend after a bonus issue is paid on the enlarged holding).
 */
export interface EntitlementEvent {
  id: number;
  ticker: string;
  kind: string;
  exDate: string | null;
  title: string;
  cashPerShare: number | null;
  ratio: number | null;
  paymentDate: string | null;
  source: string;
}

export interface EntitlementSuggestion {
  eventId: number;
  ticker: string;
  kind: 'cash_dividend' | 'stock_dividend';
  /** The ex-date: the line's date. */
  date: string;
  title: string;
  sharesHeld: number;
  cashPerShare: number | null;
  ratio: number | null;
  /** VND of a cash dividend. */
  amount: number | null;
  /** New shares of a stock dividend or bonus issue. */
  quantity: number | null;
  paymentDate: string | null;
  source: string;
}

export const STOCK_ENTITLEMENT_KINDS = ['stock_dividend', 'bonus_issue'] as const;

/** ⌊shares × (ratio − 1)⌋ computed exactly (ratio 1.15 is 15 new shares per 100). */
export function newSharesOf(sharesHeld: number, ratio: number): number {
  return new Decimal(String(ratio)).minus(1).times(sharesHeld).floor().toNumber();
}

/** cash per share × shares, rounded to whole đồng. */
export function cashDividendOf(sharesHeld: number, cashPerShare: number): Money {
  return roundDong(new Money(String(cashPerShare)).times(sharesHeld));
}

export function suggestEntitlements(
  entries: readonly LedgerEntry[],
  events: readonly EntitlementEvent[],
  today: string,
): EntitlementSuggestion[] {
  const recorded = new Set(
    entries.map((entry) => entry.eventId).filter((id) => id !== null && id !== undefined),
  );
  // Earlier suggested bonus shares count for later events (as if accepted), so a dividend after an
  // unrecorded stock dividend is paid on the shares the holder really had.
  const working: LedgerEntry[] = [...entries];
  let syntheticId = Math.max(0, ...entries.map((entry) => entry.id)) + 1;
  const ordered = [...events].sort((a, b) =>
    (a.exDate ?? '') === (b.exDate ?? '') ? a.id - b.id : (a.exDate ?? '') < (b.exDate ?? '') ? -1 : 1,
  );
  const suggestions: EntitlementSuggestion[] = [];
  for (const event of ordered) {
    if (!event.exDate || event.exDate > today || recorded.has(event.id)) continue;
    const held = sharesHeldBefore(working, event.exDate).get(event.ticker) ?? 0;
    if (held <= 0) continue;
    const base = {
      eventId: event.id,
      ticker: event.ticker,
      date: event.exDate,
      title: event.title,
      sharesHeld: held,
      cashPerShare: event.cashPerShare,
      ratio: event.ratio,
      paymentDate: event.paymentDate,
      source: event.source,
    };
    if (event.kind === 'cash_dividend' && event.cashPerShare !== null && event.cashPerShare > 0) {
      const amount = toDongNumber(cashDividendOf(held, event.cashPerShare));
      suggestions.push({ ...base, kind: 'cash_dividend', amount, quantity: null });
    } else if (
      (STOCK_ENTITLEMENT_KINDS as readonly string[]).includes(event.kind) &&
      event.ratio !== null &&
      event.ratio > 1
    ) {
      const quantity = newSharesOf(held, event.ratio);
      if (quantity <= 0) continue;
      suggestions.push({ ...base, kind: 'stock_dividend', amount: null, quantity });
      working.push({
        id: syntheticId++,
        kind: 'stock_dividend',
        date: event.exDate,
        ticker: event.ticker,
        quantity,
        price: null,
        amount: null,
        fee: '0',
        tax: '0',
        eventId: event.id,
      });
    }
  }
  return suggestions.sort((a, b) =>
    a.date === b.date ? a.ticker.localeCompare(b.ticker) : a.date < b.date ? 1 : -1,
  );
}
