import {
  daysBeforeDate,
  priceOnTodayBasis,
  shareFactorAfter,
  sharesOnTodayBasis,
  type CorporateActionFact,
  type PriceBasis,
  type PriceObservation,
  type ShareEvent,
} from './shareBasis';

export * from './shareBasis';

/**
 * The valuation basis (docs/DATA.md, "Valuation basis"): every per-share and price-based figure is
 * on ONE basis, today's share count. Shares at a period end are its paid-in capital at par times the
 * share events after it (splits, stock dividends, bonus issues, the bonus element of rights issues);
 * a close is brought to the same basis by dividing by the events after its day (a raw close) or after
 * the day its series was adjusted to (an adjusted close). Market value = price x shares on that basis
 * = as-traded price x shares then, so P/E, P/B, P/S do not depend on the basis chosen.
 */

/**
 * A close values a period only if it is dated at most this many calendar days before the period's
 * end: about the last 10 sessions. Calendar days, because real imports come without an exchange
 * calendar; no quarter end follows a closure longer than a long weekend (Tết falls in January or
 * February), so two weeks always hold several sessions of a traded share.
 */
export const PRICE_WINDOW_DAYS = 14;

/**
 * The latest statements value today's price for at most this many days after their period end: a
 * quarter until about two quarters have passed (the next one is due 30-45 days after it ends), a
 * year for 15 months. Older statements with a newer price give no current multiple.
 */
export const STATEMENT_MAX_AGE_DAYS = { quarter: 190, year: 460 } as const;

/** What the price-based figures of a period stand on; serialised as is in the API answers. */
export interface Valuation {
  /** The day of the close used; null when no close was usable. */
  priceDate: string | null;
  /** That close as stored (VND), and whether it was as traded or adjusted. */
  close: number | null;
  basis: PriceBasis | null;
  /** The close on today's share basis: P/E = price / EPS, P/B = price / BVPS. */
  price: number | null;
  /** Shares at the period end on today's basis (EPS, BVPS divide by them). */
  shares: number | null;
  /** VND: price x shares. */
  marketCap: number | null;
  /** Why a price-based figure (or every per-share one) is missing, in Vietnamese; null when none is. */
  reason: string | null;
}

/** dd/mm/yyyy from YYYY-MM-DD. */
export function viDate(date: string): string {
  // The spec's date format, YYYY-MM-DD, in notes as everywhere else (the day of an ISO date or time).
  return date.slice(0, 10);
}

export interface ValuationRequest {
  /** The period end the statements are at. */
  periodEnd: string;
  /** Paid-in (banks: charter) capital at the period end, VND. */
  capital: number | null;
  /** The last close on or before `asOf` (default: the period end), or null. */
  price: PriceObservation | null;
  events: readonly ShareEvent[];
  /**
   * Current valuation (the overview): the close may be after the period end, up to `maxAgeDays`
   * days; without it, the close must be no later than the period end.
   */
  maxAgeDays?: number;
}

function priceProblem(request: ValuationRequest): string | null {
  const { price, periodEnd } = request;
  const earliest = daysBeforeDate(periodEnd, PRICE_WINDOW_DAYS);
  if (!price) return `Chưa có giá đóng cửa đến ngày ${viDate(periodEnd)}.`;
  if (price.date < earliest) {
    return (
      `Giá gần nhất (ngày ${viDate(price.date)}) cũ hơn ${PRICE_WINDOW_DAYS} ngày so với ngày cuối kỳ ` +
      `${viDate(periodEnd)}: không định giá bằng giá cũ.`
    );
  }
  const latest = daysBeforeDate(periodEnd, -(request.maxAgeDays ?? 0));
  if (price.date > latest) {
    return (
      `Báo cáo tài chính gần nhất (kỳ kết thúc ${viDate(periodEnd)}) đã cũ so với giá ngày ` +
      `${viDate(price.date)}: không tính chỉ số theo giá hiện tại.`
    );
  }
  if (!(price.close > 0)) return `Giá ngày ${viDate(price.date)} không hợp lệ.`;
  return null;
}

const NO_SHARES =
  'Thiếu vốn điều lệ (vốn góp của chủ sở hữu) cuối kỳ nên không tính được số cổ phiếu và các chỉ số trên mỗi cổ phiếu.';

/**
 * The price, shares and market value of one period on today's basis, or why not: no close, a close
 * older than PRICE_WINDOW_DAYS before the period end (or, for a current valuation, statements too
 * old for the close), no capital.
 */
export function valuationAt(request: ValuationRequest): Valuation {
  const shares = sharesOnTodayBasis(request.capital, request.periodEnd, request.events);
  const problem = priceProblem(request);
  const used = problem === null ? request.price : null;
  const price = used ? priceOnTodayBasis(used, request.events) : null;
  return {
    priceDate: used?.date ?? null,
    close: used?.close ?? null,
    basis: used?.basis ?? null,
    price,
    shares,
    marketCap: price !== null && shares !== null ? price * shares : null,
    reason: [problem, shares === null ? NO_SHARES : null].filter(Boolean).join(' ') || null,
  };
}

/** No price and no shares, with the reason (a company without statements, a period without a close). */
export function emptyValuation(reason: string): Valuation {
  return {
    priceDate: null,
    close: null,
    basis: null,
    price: null,
    shares: null,
    marketCap: null,
    reason,
  };
}

/** Cash dividends count towards the yield over this many days up to the price's day. */
export const DIVIDEND_WINDOW_DAYS = 365;

/**
 * Cash dividends per share of today's basis with an ex-date in the DIVIDEND_WINDOW_DAYS up to
 * `asOf`: each is divided by the share events from its ex-date on (a stock dividend on the same day
 * is paid on the shares held before it).
 */
export function trailingDividendsPerShare(
  actions: readonly CorporateActionFact[],
  events: readonly ShareEvent[],
  asOf: string,
): number {
  const from = daysBeforeDate(asOf, DIVIDEND_WINDOW_DAYS);
  let total = 0;
  for (const action of actions) {
    if (action.kind !== 'cash_dividend' || action.exDate <= from || action.exDate > asOf) continue;
    if (action.cashPerShare === null || !(action.cashPerShare > 0)) continue;
    total += action.cashPerShare / shareFactorAfter(events, daysBeforeDate(action.exDate, 1));
  }
  return total;
}

export const NO_DIVIDEND_DATA = 'Chưa có dữ liệu cổ tức (sự kiện doanh nghiệp) của mã này.';

/**
 * Dividend yield at the valuation's close: trailing dividends per share / price, both on today's
 * basis. Null with the reason when there is no usable close, or when the ticker has no corporate
 * actions at all: then nothing says whether it paid, and an unknown yield is not 0.
 */
export function dividendYieldAt(
  actions: readonly CorporateActionFact[],
  events: readonly ShareEvent[],
  valuation: Valuation,
): { value: number | null; reason: string | null } {
  if (valuation.price === null || valuation.priceDate === null || !(valuation.price > 0)) {
    return { value: null, reason: valuation.reason ?? 'Chưa có giá để tính tỷ suất cổ tức.' };
  }
  if (actions.length === 0) return { value: null, reason: NO_DIVIDEND_DATA };
  return {
    value: trailingDividendsPerShare(actions, events, valuation.priceDate) / valuation.price,
    reason: null,
  };
}
