import {
  portfolioCreateBody,
  portfolioIdQuery,
  portfolioImportBody,
  portfolioUpdateBody,
  transactionIdQuery,
  transactionInputSchema,
} from '@/common/contracts/portfolios';
import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';
import { changePortfolio, createPortfolio, listUserPortfolios, removePortfolio } from './portfolios.service';
import { addTransaction, importTransactions, removeTransaction } from './transactions.service';
import { portfolioDetail, portfolioPerformance, portfolioSuggestions } from './valuation.service';

/**
 * The portfolio routes (issue 32; docs/API.md "Portfolios"). Every method needs an account (401 for
 * guests); another account's portfolio answers 404. Answers are `{ data }`, never cached.
 */

/** /api/portfolios: the account's portfolios; POST creates one (403 LIMIT_REACHED beyond the plan). */
export const portfoliosRoute = defineRoute({
  GET: method({ auth: 'required', handler: ({ user }) => listUserPortfolios(getDb(), user) }),
  POST: method({
    auth: 'required',
    body: portfolioCreateBody,
    status: 201,
    handler: ({ user, body }) => createPortfolio(getDb(), user, body),
  }),
});

/** /api/portfolios/[id]: holdings, totals, allocation and the ledger; PUT renames or changes the rates. */
export const portfolioRoute = defineRoute({
  GET: method({
    auth: 'required',
    query: portfolioIdQuery,
    handler: ({ user, query }) => portfolioDetail(getDb(), user, query.id),
  }),
  PUT: method({
    auth: 'required',
    query: portfolioIdQuery,
    body: portfolioUpdateBody,
    handler: ({ user, query, body }) => changePortfolio(getDb(), user, query.id, body),
  }),
  DELETE: method({
    auth: 'required',
    query: portfolioIdQuery,
    handler: ({ user, query }) => removePortfolio(getDb(), user, query.id),
  }),
});

/** /api/portfolios/[id]/transactions: records one line. */
export const portfolioTransactionsRoute = defineRoute({
  POST: method({
    auth: 'required',
    query: portfolioIdQuery,
    body: transactionInputSchema,
    status: 201,
    handler: ({ user, query, body }) => addTransaction(getDb(), user, query.id, body),
  }),
});

/** /api/portfolios/[id]/transactions/[transactionId]: deletes one line (refused if a later sale needs it). */
export const portfolioTransactionRoute = defineRoute({
  DELETE: method({
    auth: 'required',
    query: transactionIdQuery,
    handler: ({ user, query }) => removeTransaction(getDb(), user, query.id, query.transactionId),
  }),
});

/** /api/portfolios/[id]/import: a CSV file as text, all rows or none. */
export const portfolioImportRoute = defineRoute({
  POST: method({
    auth: 'required',
    query: portfolioIdQuery,
    body: portfolioImportBody,
    status: 201,
    handler: ({ user, query, body }) => importTransactions(getDb(), user, query.id, body.csv),
  }),
});

/** /api/portfolios/[id]/suggestions: dividends and bonus shares owed from the events data. */
export const portfolioSuggestionsRoute = defineRoute({
  GET: method({
    auth: 'required',
    query: portfolioIdQuery,
    handler: ({ user, query }) => portfolioSuggestions(getDb(), user, query.id),
  }),
});

/** /api/portfolios/[id]/performance: time-weighted return and drawdown against VN-Index. */
export const portfolioPerformanceRoute = defineRoute({
  GET: method({
    auth: 'required',
    query: portfolioIdQuery,
    handler: ({ user, query }) => portfolioPerformance(getDb(), user, query.id),
  }),
});
