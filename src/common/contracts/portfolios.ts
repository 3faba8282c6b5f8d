import { z } from 'zod';
import { TRANSACTION_KINDS, type TransactionKind, type TransactionSource } from '../portfolio/types';
import type { HoldingFigures, PortfolioTotals } from '../portfolio/holdings';
import type { IndustrySlice } from '../portfolio/allocation';
import type { EntitlementSuggestion } from '../portfolio/suggestions';
import type { ReturnPoint } from '../portfolio/performance';
import { rowIdSchema, tickerSchema } from './common';

/**
 * The portfolio API (issue 32; docs/API.md "Portfolios"). Money travels as text or numbers and is
 * stored exactly (numeric); quantities are whole shares. Messages are Vietnamese: the server and the
 * screen's forms use the same schemas.
 */

/** Largest quantity of one line: 10 billion shares (no listed company has more). */
export const MAX_QUANTITY = 10_000_000_000;
/** Largest price per share: 10 million đồng. */
export const MAX_PRICE = 10_000_000;
/** Largest amount of one line: 10^15 đồng (a million billion). */
export const MAX_AMOUNT = 1_000_000_000_000_000;
/** Largest fee or tax rate: 10 %. */
export const MAX_RATE = 0.1;
export const PORTFOLIO_NAME_MAX = 80;
export const NOTE_MAX = 500;

export const PORTFOLIO_MESSAGES = {
  badMoney:
    'phải là số không âm, dấu chấm thập phân, tối đa 4 chữ số sau dấu chấm, không dùng dấu phân cách hàng nghìn',
  tooLargePrice: 'Giá không được vượt quá 10.000.000 đồng/cổ phiếu.',
  tooLargeAmount: 'Số tiền không được vượt quá 10^15 đồng.',
  positive: 'phải lớn hơn 0',
  badQuantity: 'Số lượng phải là số nguyên dương (cổ phiếu), tối đa 10 tỷ.',
  badKind: `Loại giao dịch phải là một trong: ${TRANSACTION_KINDS.join(', ')}.`,
  badDate: 'Ngày phải có dạng YYYY-MM-DD và là ngày có thật.',
  needTicker: 'Giao dịch này cần mã chứng khoán.',
  needQuantity: 'Giao dịch này cần số lượng cổ phiếu.',
  needPrice: 'Giao dịch mua/bán cần giá khớp.',
  needAmount: 'Giao dịch này cần số tiền.',
  noAmount: 'Giao dịch mua/bán tính tiền từ số lượng × giá, không nhập số tiền.',
  badRate: 'Tỷ lệ phải từ 0 đến 0,1 (10%), ví dụ 0.0015 cho 0,15%.',
  badName: `Tên danh mục từ 1 đến ${String(PORTFOLIO_NAME_MAX)} ký tự.`,
} as const;

/** Money as typed or stored: "20000", 20000, "20000.5"; the exact text is kept. */
export const moneyTextSchema = z
  .union([z.string(), z.number()])
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .pipe(z.string().regex(/^\d{1,16}(\.\d{1,4})?$/, PORTFOLIO_MESSAGES.badMoney));

const amountSchema = moneyTextSchema.refine(
  (value) => Number(value) <= MAX_AMOUNT,
  PORTFOLIO_MESSAGES.tooLargeAmount,
);
const positiveAmount = amountSchema.refine(
  (value) => Number(value) > 0,
  `Số tiền ${PORTFOLIO_MESSAGES.positive}`,
);
const priceSchema = moneyTextSchema
  .refine((value) => Number(value) > 0, `Giá ${PORTFOLIO_MESSAGES.positive}`)
  .refine((value) => Number(value) <= MAX_PRICE, PORTFOLIO_MESSAGES.tooLargePrice);
const quantitySchema = z.preprocess(
  (raw) => (typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw),
  z
    .number({ error: PORTFOLIO_MESSAGES.badQuantity })
    .int(PORTFOLIO_MESSAGES.badQuantity)
    .min(1, PORTFOLIO_MESSAGES.badQuantity)
    .max(MAX_QUANTITY, PORTFOLIO_MESSAGES.badQuantity),
);
export const tradeDateSchema = z.iso.date({ error: PORTFOLIO_MESSAGES.badDate });
const rateSchema = z
  .union([z.string(), z.number()])
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .pipe(z.string().regex(/^(0(\.\d{1,6})?|1(\.0{1,6})?)$/, PORTFOLIO_MESSAGES.badRate))
  .refine((value) => Number(value) <= MAX_RATE, PORTFOLIO_MESSAGES.badRate);
const nameSchema = z
  .string()
  .trim()
  .min(1, PORTFOLIO_MESSAGES.badName)
  .max(PORTFOLIO_NAME_MAX, PORTFOLIO_MESSAGES.badName);

export const portfolioCreateBody = z.object({
  name: nameSchema,
  feeRate: rateSchema.optional(),
  sellTaxRate: rateSchema.optional(),
});
export type PortfolioCreateBody = z.input<typeof portfolioCreateBody>;
export type PortfolioCreateValues = z.output<typeof portfolioCreateBody>;

export const portfolioUpdateBody = portfolioCreateBody.partial();
export type PortfolioUpdateBody = z.input<typeof portfolioUpdateBody>;
export type PortfolioUpdateValues = z.output<typeof portfolioUpdateBody>;

export const portfolioIdQuery = z.object({ id: rowIdSchema });
export const transactionIdQuery = z.object({ id: rowIdSchema, transactionId: rowIdSchema });

const SHARE_REQUIRED: readonly TransactionKind[] = ['buy', 'sell', 'stock_dividend'];

/** One ledger line as entered (form, CSV row, accepted suggestion). Fee and tax default from the portfolio's rates. */
export const transactionInputSchema = z
  .object({
    kind: z.enum(TRANSACTION_KINDS, { error: PORTFOLIO_MESSAGES.badKind }),
    date: tradeDateSchema,
    ticker: tickerSchema.nullish(),
    quantity: quantitySchema.nullish(),
    price: priceSchema.nullish(),
    amount: positiveAmount.nullish(),
    fee: amountSchema.nullish(),
    tax: amountSchema.nullish(),
    note: z.string().trim().max(NOTE_MAX).nullish(),
    eventId: rowIdSchema.nullish(),
  })
  .superRefine((input, ctx) => {
    const needs = (field: 'ticker' | 'quantity' | 'price' | 'amount', message: string) => {
      if (input[field] === null || input[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (SHARE_REQUIRED.includes(input.kind) || input.kind === 'cash_dividend')
      needs('ticker', PORTFOLIO_MESSAGES.needTicker);
    if (SHARE_REQUIRED.includes(input.kind)) needs('quantity', PORTFOLIO_MESSAGES.needQuantity);
    if (input.kind === 'buy' || input.kind === 'sell') {
      needs('price', PORTFOLIO_MESSAGES.needPrice);
      if (input.amount !== null && input.amount !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: PORTFOLIO_MESSAGES.noAmount });
      }
    } else if (input.kind !== 'stock_dividend') {
      needs('amount', PORTFOLIO_MESSAGES.needAmount);
    }
  });
export type TransactionInput = z.input<typeof transactionInputSchema>;
export type TransactionValues = z.output<typeof transactionInputSchema>;

/** A CSV file as text (UTF-8; the first line is the header, docs/DATA.md "Portfolio CSV"). */
export const portfolioImportBody = z.object({
  csv: z.string().min(1, 'Tệp CSV trống.').max(900_000, 'Tệp CSV quá lớn (tối đa khoảng 900 KB).'),
});

// Answers

export interface PortfolioSummary {
  id: number;
  name: string;
  feeRate: string;
  sellTaxRate: string;
  transactionCount: number;
  createdAt: string;
}

export interface PortfolioListResponse {
  portfolios: PortfolioSummary[];
  limits: { portfolios: number; transactionsPerPortfolio: number };
}

export interface PortfolioTransaction {
  id: number;
  kind: TransactionKind;
  date: string;
  ticker: string | null;
  quantity: number | null;
  price: string | null;
  amount: string | null;
  fee: string;
  tax: string;
  note: string | null;
  source: TransactionSource;
  eventId: number | null;
}

export interface PortfolioHolding extends HoldingFigures {
  name: string | null;
  industryName: string | null;
}

export interface PortfolioDetailResponse {
  portfolio: PortfolioSummary;
  transactions: PortfolioTransaction[];
  holdings: PortfolioHolding[];
  closed: PortfolioHolding[];
  totals: PortfolioTotals;
  allocation: { slices: IndustrySlice[]; unpriced: string[] };
  /** The market snapshot the holdings are valued at. */
  market: { date: string | null; asOf: string | null; sources: string[] };
}

export interface PortfolioSuggestionsResponse {
  suggestions: EntitlementSuggestion[];
}

export interface PortfolioPerformanceResponse {
  points: (ReturnPoint & { benchmarkReturn: number | null })[];
  twr: number | null;
  maxDrawdown: number | null;
  benchmark: { code: string; twr: number | null; maxDrawdown: number | null; source: string | null };
  impliedDeposits: number;
  priceBasis: 'raw';
  reason: string | null;
}

export interface PortfolioImportResponse {
  imported: number;
}

/** A refused CSV row (the 400's details: path "dòng N"). */
export interface CsvRowProblem {
  row: number;
  message: string;
}
