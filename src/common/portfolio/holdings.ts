import { Money, ZERO, toDongNumber } from './money';
import type { LedgerState } from './ledger';

/**
 * Holdings and totals of a replayed ledger at market prices (docs/DATA.md "Portfolio"):
 * - average cost = cost / shares held; market value = shares × latest price;
 * - unrealised P&L = market value − cost; unrealised % = unrealised / cost;
 * - weight = market value / market value of all holdings whose price is known;
 * - net asset value = cash + market value of the holdings (null when any price is unknown).
 * Figures are exact until handed out here, rounded to whole đồng (ratios as plain numbers).
 */
export interface MarketQuote {
  /** VND per share; null when the market has no price for the ticker. */
  price: number | null;
  /** The session the price is from. */
  date: string | null;
  source: string | null;
}

export interface HoldingFigures {
  ticker: string;
  quantity: number;
  averageCost: number | null;
  cost: number;
  price: number | null;
  priceDate: string | null;
  priceSource: string | null;
  marketValue: number | null;
  unrealised: number | null;
  unrealisedRatio: number | null;
  realised: number;
  dividends: number;
  weight: number | null;
  /** Why the market figures are null. */
  reason: string | null;
}

export interface PortfolioTotals {
  cash: number;
  deposits: number;
  withdrawals: number;
  cost: number;
  marketValue: number | null;
  netAssetValue: number | null;
  unrealised: number | null;
  /** unrealised / cost of the shares held; null when unknown or nothing is held. */
  unrealisedRatio: number | null;
  realised: number;
  dividends: number;
  fees: number;
  taxes: number;
  /** Why marketValue / netAssetValue / unrealised are null. */
  reason: string | null;
}

export const NO_PRICE_REASON = 'Chưa có giá đóng cửa của mã này trong dữ liệu thị trường.';

export interface ValuedPortfolio {
  holdings: HoldingFigures[];
  /** Tickers closed out or never held that still carry realised P&L or dividends. */
  closed: HoldingFigures[];
  totals: PortfolioTotals;
}

/** Values the ledger's positions at `quotes` (by ticker). */
export function valuePortfolio(
  state: LedgerState,
  quotes: ReadonlyMap<string, MarketQuote>,
): ValuedPortfolio {
  const open = [...state.positions.values()].filter((position) => position.quantity > 0);
  const closed = [...state.positions.values()].filter((position) => position.quantity === 0);
  const values = new Map<string, Money | null>();
  let knownValue = ZERO;
  let missing = false;
  for (const position of open) {
    const price = quotes.get(position.ticker)?.price ?? null;
    const value = price === null ? null : new Money(String(price)).times(position.quantity);
    values.set(position.ticker, value);
    if (value) knownValue = knownValue.plus(value);
    else missing = true;
  }
  const figures = (position: (typeof open)[number]): HoldingFigures => {
    const quote = quotes.get(position.ticker);
    const value = values.get(position.ticker) ?? null;
    const unrealised = value ? value.minus(position.cost) : null;
    return {
      ticker: position.ticker,
      quantity: position.quantity,
      averageCost: position.quantity > 0 ? toDongNumber(position.cost.dividedBy(position.quantity)) : null,
      cost: toDongNumber(position.cost),
      price: quote?.price ?? null,
      priceDate: quote?.date ?? null,
      priceSource: quote?.source ?? null,
      marketValue: value ? toDongNumber(value) : null,
      unrealised: unrealised ? toDongNumber(unrealised) : null,
      unrealisedRatio:
        unrealised && !position.cost.isZero() ? unrealised.dividedBy(position.cost).toNumber() : null,
      realised: toDongNumber(position.realised),
      dividends: toDongNumber(position.dividends),
      weight: value && !knownValue.isZero() ? value.dividedBy(knownValue).toNumber() : null,
      reason: position.quantity > 0 && !value ? NO_PRICE_REASON : null,
    };
  };
  const all = [...state.positions.values()];
  const sum = (pick: (position: (typeof all)[number]) => Money) =>
    all.reduce((total, position) => total.plus(pick(position)), ZERO);
  const cost = sum((position) => position.cost);
  return {
    holdings: open.map(figures).sort((a, b) => a.ticker.localeCompare(b.ticker)),
    closed: closed.map(figures).sort((a, b) => a.ticker.localeCompare(b.ticker)),
    totals: {
      cash: toDongNumber(state.cash),
      deposits: toDongNumber(state.deposits),
      withdrawals: toDongNumber(state.withdrawals),
      cost: toDongNumber(cost),
      marketValue: missing ? null : toDongNumber(knownValue),
      netAssetValue: missing ? null : toDongNumber(knownValue.plus(state.cash)),
      unrealised: missing ? null : toDongNumber(knownValue.minus(cost)),
      unrealisedRatio: missing || cost.isZero() ? null : knownValue.minus(cost).dividedBy(cost).toNumber(),
      realised: toDongNumber(sum((position) => position.realised)),
      dividends: toDongNumber(sum((position) => position.dividends)),
      fees: toDongNumber(state.fees),
      taxes: toDongNumber(state.taxes),
      reason: missing ? 'Có mã chưa có giá thị trường nên chưa tính được giá trị danh mục.' : null,
    },
  };
}
