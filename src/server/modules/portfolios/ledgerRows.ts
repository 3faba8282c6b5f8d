import type { PortfolioTransaction, TransactionValues } from '@/common/contracts/portfolios';
import { defaultSellTax, defaultTradeFee, tradeValue } from '@/common/portfolio/money';
import type { LedgerEntry, TransactionKind, TransactionSource } from '@/common/portfolio/types';
import type { NewTransactionRow, PortfolioRow, TransactionRow } from './portfolios.repository';

/** Between stored rows, ledger lines and the answers' transactions. */

export function entryOf(row: TransactionRow): LedgerEntry {
  return {
    id: row.id,
    kind: row.kind as TransactionKind,
    date: row.tradeDate,
    ticker: row.ticker,
    quantity: row.quantity,
    price: row.price,
    amount: row.amount,
    fee: row.fee,
    tax: row.tax,
    eventId: row.eventId,
  };
}

/** Numeric text without the database's trailing zeros ("20000.0000" -> "20000"). */
function plain(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

export function transactionOf(row: TransactionRow): PortfolioTransaction {
  return {
    id: row.id,
    kind: row.kind as TransactionKind,
    date: row.tradeDate,
    ticker: row.ticker,
    quantity: row.quantity,
    price: row.price === null ? null : plain(row.price),
    amount: row.amount === null ? null : plain(row.amount),
    fee: plain(row.fee),
    tax: plain(row.tax),
    note: row.note,
    source: row.source as TransactionSource,
    eventId: row.eventId,
  };
}

/**
 * The row to store for an entered line: fields the kind does not use are dropped, and a buy or sell
 * without a fee or tax takes the portfolio's rates (fee rate × value on both; sell tax rate × value
 * on a sale; whole đồng, half up).
 */
export function rowOf(
  portfolio: PortfolioRow,
  values: TransactionValues,
  source: TransactionSource,
): NewTransactionRow {
  const trade = values.kind === 'buy' || values.kind === 'sell';
  const value = trade ? tradeValue(values.quantity ?? 0, values.price ?? '0') : null;
  const fee = values.fee ?? (value ? defaultTradeFee(value, portfolio.feeRate).toString() : '0');
  const tax =
    values.tax ??
    (value && values.kind === 'sell' ? defaultSellTax(value, portfolio.sellTaxRate).toString() : '0');
  const usesTicker = trade || values.kind === 'cash_dividend' || values.kind === 'stock_dividend';
  return {
    portfolioId: portfolio.id,
    kind: values.kind,
    tradeDate: values.date,
    ticker: usesTicker ? (values.ticker ?? null) : null,
    quantity: trade || values.kind === 'stock_dividend' ? (values.quantity ?? null) : null,
    price: trade ? (values.price ?? null) : null,
    amount: trade || values.kind === 'stock_dividend' ? null : (values.amount ?? null),
    fee,
    tax,
    note: values.note ?? null,
    source,
    eventId: values.eventId ?? null,
  };
}

/** A new row as a ledger line, with an id after every stored one (so it sorts last on its date). */
export function pendingEntry(row: NewTransactionRow, id: number): LedgerEntry {
  return {
    id,
    kind: row.kind,
    date: row.tradeDate,
    ticker: row.ticker ?? null,
    quantity: row.quantity ?? null,
    price: row.price ?? null,
    amount: row.amount ?? null,
    fee: row.fee ?? '0',
    tax: row.tax ?? '0',
    eventId: row.eventId ?? null,
  };
}
