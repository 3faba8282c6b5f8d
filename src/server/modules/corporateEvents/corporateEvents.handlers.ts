import { companyEventsQuery, marketEventsQuery } from '@/common/contracts/corporateEvents';
import { vietnamDate } from '@/common/market/tradingCalendar';
import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';
import { getCompanyEvents, getMarketEvents } from './corporateEvents.service';
import { getDividendHistory } from './dividends.service';

// Public data (docs/ACCESS.md): the calendar, a company's events and its dividend history need no
// plan, so no guard; answers are cached per query like the other public data routes.

/** GET /api/market/events?from=&to=&kinds=&exchange=&ticket=&page=&pageSize= */
export const marketEventsRoute = defineRoute({
  GET: method({
    query: marketEventsQuery,
    encrypt: true,
    cache: true,
    handler: ({ query }) => getMarketEvents(getDb(), query, vietnamDate(new Date())),
  }),
});

/** GET /api/enterprise/events?ticket= */
export const companyEventsRoute = defineRoute({
  GET: method({
    query: companyEventsQuery,
    encrypt: true,
    cache: true,
    handler: ({ query }) => getCompanyEvents(getDb(), query.ticker, vietnamDate(new Date())),
  }),
});

/** GET /api/enterprise/dividends?ticket= */
export const dividendHistoryRoute = defineRoute({
  GET: method({
    query: companyEventsQuery,
    encrypt: true,
    cache: true,
    handler: ({ query }) => getDividendHistory(getDb(), query.ticker, vietnamDate(new Date())),
  }),
});
