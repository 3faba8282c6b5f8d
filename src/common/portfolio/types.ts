/** The vocabulary of the portfolio ledger (issue 32), shared by the server, the contracts and the screen. */

export const TRANSACTION_KINDS = [
  'buy',
  'sell',
  'cash_dividend',
  'stock_dividend',
  'deposit',
  'withdrawal',
  'fee',
  'tax',
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** Kinds that move shares of a ticker (a ticker and a quantity are required). */
export const SHARE_KINDS: readonly TransactionKind[] = ['buy', 'sell', 'stock_dividend'];
/** Kinds that are a cash amount (the `amount` is required). */
export const CASH_KINDS: readonly TransactionKind[] = [
  'cash_dividend',
  'deposit',
  'withdrawal',
  'fee',
  'tax',
];

export const TRANSACTION_KIND_LABELS: Readonly<Record<TransactionKind, string>> = {
  buy: 'Mua',
  sell: 'Bán',
  cash_dividend: 'Cổ tức tiền mặt',
  stock_dividend: 'Cổ tức cổ phiếu / thưởng',
  deposit: 'Nạp tiền',
  withdrawal: 'Rút tiền',
  fee: 'Phí',
  tax: 'Thuế',
};

export const TRANSACTION_SOURCES = ['manual', 'csv', 'event'] as const;
export type TransactionSource = (typeof TRANSACTION_SOURCES)[number];

/**
 * One ledger line as the maths reads it. Money is the numeric column's exact text; `quantity` is a
 * whole number of shares. Lines are applied in (date, id) order.
 */
export interface LedgerEntry {
  id: number;
  kind: TransactionKind;
  /** YYYY-MM-DD. */
  date: string;
  ticker: string | null;
  quantity: number | null;
  /** VND per share (buy, sell). */
  price: string | null;
  /** VND (cash dividend, deposit, withdrawal, fee, tax). */
  amount: string | null;
  /** VND charged on the line (broker fee). */
  fee: string;
  /** VND charged on the line (sell tax; personal income tax withheld on a dividend). */
  tax: string;
  eventId?: number | null;
}

/** Default rates of a new portfolio (the columns' defaults). */
export const DEFAULT_FEE_RATE = '0.0015';
export const DEFAULT_SELL_TAX_RATE = '0.001';
