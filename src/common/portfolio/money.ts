import { Decimal } from 'decimal.js';

/**
 * Exact money for the portfolio ledger (issue 32): every amount is a decimal.js value built from the
 * database's numeric text, never a float. 40 significant digits cover any sum of đồng; the only
 * rounding is to whole đồng (half up), where a fee or tax is computed from a rate and when a figure
 * is handed to the screen.
 */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Money = Decimal;

export const ZERO = new Money(0);

/** A numeric column's text (or an integer) as an exact decimal; null stays null. */
export function money(value: string | number | null | undefined): Money | null {
  if (value === null || value === undefined || value === '') return null;
  return new Money(typeof value === 'number' ? String(value) : value);
}

/** Whole đồng, half up (0.5 đồng rounds up): the one rounding rule of the ledger. */
export function roundDong(value: Money): Money {
  return value.toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
}

/** Trade value = quantity × price (exact). */
export function tradeValue(quantity: number, price: Money | string): Money {
  return new Money(price).times(quantity);
}

/** The default broker fee of a buy or a sell: fee rate × trade value, rounded to whole đồng. */
export function defaultTradeFee(value: Money, feeRate: Money | string): Money {
  return roundDong(value.times(feeRate));
}

/** The default tax of a sale (Vietnam: 0.1 % of the sale value), rounded to whole đồng; buys pay none. */
export function defaultSellTax(value: Money, sellTaxRate: Money | string): Money {
  return roundDong(value.times(sellTaxRate));
}

/** A ledger figure for the screen: whole đồng as a number (exact below 9·10^15 đồng). */
export function toDongNumber(value: Money): number {
  return roundDong(value).toNumber();
}

/**
 * The cash a trade moves: a buy pays value + fee + tax; a sale brings value − fee − tax (its
 * proceeds). The ledger (ledger.ts) and the entry form's preview both use it.
 */
export function tradeCash(kind: 'buy' | 'sell', value: Money, fee: Money, tax: Money): Money {
  return kind === 'buy' ? value.plus(fee).plus(tax) : value.minus(fee).minus(tax);
}
