import { stockOhlcQuery, technicalSummaryQuery } from '@/common/contracts/companyPages';
import { requireAccess } from '../../access/guards';
import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';
import { getStockOhlc, getTechnicalSummary } from './prices.service';

/** GET /api/enterprise/stock-ohlc?ticket=&resolution=&from=&to= (the overview's price chart). */
export const stockOhlcRoute = defineRoute({
  GET: method({
    query: stockOhlcQuery,
    encrypt: true,
    cache: true,
    guards: [requireAccess('ENTERPRISE_OVERVIEW_ALL')],
    handler: ({ query }) => getStockOhlc(getDb(), query),
  }),
});

/** GET /api/enterprise/technical-summary?ticket=&resolution= */
export const technicalSummaryRoute = defineRoute({
  GET: method({
    query: technicalSummaryQuery,
    encrypt: true,
    cache: true,
    guards: [requireAccess('TECHNICAL_ANALYSIS_ALL')],
    handler: ({ query }) => getTechnicalSummary(getDb(), query),
  }),
});
