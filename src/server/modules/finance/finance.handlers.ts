import {
  financeDataQuery,
  financeDataResponse,
  financeDataRangeQuery,
  financeLabelQuery,
  financeTickerDataQuery,
  type FinanceDataQuery,
} from '@/common/contracts/finance';
import {
  financeDataFor,
  financeDataRangeFor,
  financeLabelsFor,
  financeTickerDataFor,
} from './finance.access';
import { requireAccess } from '../../access/guards';
import { viewerOf, type CookieRequest } from '../../access/viewer';
import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';

// Market data answers in the hashCode envelope (docs/API.md); a bearer token is checked when sent.
// FINANCE_REPORT_ALL (docs/ACCESS.md): guests and free accounts get the newest periods only, with an
// `access` notice; the response cache keys on the caller's permissions.

export const financeDataRoute = defineRoute({
  GET: method({
    query: financeDataQuery,
    encrypt: true,
    cache: true,
    guards: [requireAccess('FINANCE_REPORT_ALL')],
    handler: ({ query, user }) => financeDataFor(getDb(), user, query),
  }),
});

export const financeTickerDataRoute = defineRoute({
  GET: method({
    query: financeTickerDataQuery,
    encrypt: true,
    cache: true,
    guards: [requireAccess('FINANCE_REPORT_ALL')],
    handler: ({ query, user }) => financeTickerDataFor(getDb(), user, query),
  }),
});

export const financeDataRangeRoute = defineRoute({
  GET: method({
    query: financeDataRangeQuery,
    encrypt: true,
    cache: true,
    guards: [requireAccess('FINANCE_REPORT_ALL')],
    handler: ({ query, user }) => financeDataRangeFor(getDb(), user, query),
  }),
});

export const financeLabelRoute = defineRoute({
  GET: method({
    query: financeLabelQuery,
    encrypt: true,
    cache: true,
    guards: [requireAccess('FINANCE_REPORT_ALL')],
    handler: ({ query, user }) => financeLabelsFor(getDb(), user, query),
  }),
});

/** What the finance pages preload on the server, as the requesting browser's user may see it. */
export function financePreloadSource(req: CookieRequest | undefined) {
  return async (query: FinanceDataQuery) =>
    financeDataResponse.parse(await financeDataFor(getDb(), await viewerOf(req), query));
}
