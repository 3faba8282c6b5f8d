import type { SeriesFrequency } from './types';

/** Every text of the engine a user reads (Vietnamese). */

export const FREQUENCY_PHRASE: Record<SeriesFrequency, string> = {
  day: 'theo ngày',
  month: 'theo tháng',
  quarter: 'theo quý',
  year: 'theo năm',
};

export const FREQUENCY_NOUN: Record<SeriesFrequency, string> = {
  day: 'ngày',
  month: 'tháng',
  quarter: 'quý',
  year: 'năm',
};

/** "“x”" with Vietnamese quotes. */
export function quoted(text: string): string {
  return `“${text}”`;
}

/** "a, b và c". */
export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} và ${items[items.length - 1] ?? ''}`;
}

/** Names at most `limit` items, then "và N mã khác". */
export function tickersPhrase(tickers: readonly string[], limit = 5): string {
  if (tickers.length <= limit) return tickers.join(', ');
  return `${tickers.slice(0, limit).join(', ')} và ${String(tickers.length - limit)} mã khác`;
}

/** A number as a reason quotes it: up to 6 significant digits, decimal comma. */
export function numberInReason(value: number): string {
  return String(Number(value.toPrecision(6))).replace('.', ',');
}
