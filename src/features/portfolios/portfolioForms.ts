import type { Dayjs } from 'dayjs';
import type { TransactionInput } from '@/common/contracts/portfolios';
import { Money } from '@/common/portfolio/money';
import type { TransactionKind } from '@/common/portfolio/types';

/** Form values of the portfolio screen turned into the API's exact text. */

/** "0.15" (percent, as typed) -> "0.0015" (the stored fraction); exact, no float. */
export function percentToRate(percent: string | number): string {
  return new Money(String(percent).trim().replace(',', '.')).dividedBy(100).toString();
}

/** "0.001500" -> "0.15" (percent for the form). */
export function rateToPercent(rate: string): string {
  return new Money(rate).times(100).toString();
}

/** A number typed with optional thousands separators ("20,000" or "20.000") -> "20000"; decimals with a dot only when followed by 1-4 digits and no other dot. */
export function plainAmount(text: string | number | null | undefined): string | undefined {
  if (text === null || text === undefined) return undefined;
  const trimmed = String(text).trim().replace(/\s/g, '');
  if (trimmed === '') return undefined;
  // Thousands separators: groups of three after a comma or dot.
  if (/^\d{1,3}([.,]\d{3})+$/.test(trimmed)) return trimmed.replace(/[.,]/g, '');
  return trimmed;
}

export interface TransactionFormValues {
  kind: TransactionKind;
  date: Dayjs | null;
  ticker?: string;
  quantity?: string;
  price?: string;
  amount?: string;
  fee?: string;
  tax?: string;
  note?: string;
}

/** The body the API takes from the form's values (empty fee and tax: the portfolio's defaults). */
export function transactionBody(values: TransactionFormValues): TransactionInput {
  const trade = values.kind === 'buy' || values.kind === 'sell';
  const shares = trade || values.kind === 'stock_dividend';
  return {
    kind: values.kind,
    date: values.date ? values.date.format('YYYY-MM-DD') : '',
    ticker: values.ticker?.trim() ? values.ticker.trim().toUpperCase() : null,
    quantity: shares && values.quantity ? plainAmount(values.quantity) : null,
    price: trade ? (plainAmount(values.price) ?? null) : null,
    amount: trade || values.kind === 'stock_dividend' ? null : (plainAmount(values.amount) ?? null),
    fee: plainAmount(values.fee) ?? null,
    tax: plainAmount(values.tax) ?? null,
    note: values.note?.trim() ? values.note.trim() : null,
  };
}
