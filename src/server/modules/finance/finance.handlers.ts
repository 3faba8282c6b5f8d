import {
  financeDataQuery,
  financeDataRangeQuery,
  financeLabelQuery,
  financeTicketDataQuery,
} from '@/common/contracts/finance';
import { defineRoute, method } from '../../http/handler';
import {
  getFinanceData,
  getFinanceDataRange,
  getFinanceLabels,
  getFinanceTicketData,
} from './finance.service';

// Market data answers in the hashCode envelope (docs/API.md); a bearer token is checked when sent,
// so plan guards can plug in later without changing the routes.

export const financeDataRoute = defineRoute({
  GET: method({
    query: financeDataQuery,
    encrypt: true,
    cache: true,
    handler: ({ query }) => getFinanceData(query),
  }),
});

export const financeTicketDataRoute = defineRoute({
  GET: method({
    query: financeTicketDataQuery,
    encrypt: true,
    cache: true,
    handler: ({ query }) => getFinanceTicketData(query),
  }),
});

export const financeDataRangeRoute = defineRoute({
  GET: method({
    query: financeDataRangeQuery,
    encrypt: true,
    cache: true,
    handler: ({ query }) => getFinanceDataRange(query),
  }),
});

export const financeLabelRoute = defineRoute({
  GET: method({
    query: financeLabelQuery,
    encrypt: true,
    cache: true,
    handler: ({ query }) => getFinanceLabels(query),
  }),
});
