import { industriesQuery, marketFlowsQuery, moversQuery } from '@/common/contracts/marketFlows';
import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';
import { getMarketFlows } from './flows.service';
import { getIndustryPerformance } from './industries.service';
import { getTopMovers } from './movers.service';

// The home page's market cards (issue 31): public market data, in the hashCode envelope and cached
// per query like every data route (API_RESPONSE_CACHE_TTL_MS), so the page refreshes them cheaply
// during trading hours. No guard: the market overview is free (docs/ACCESS.md).

/** GET /api/market/movers?kind=&exchange=&industry= */
export const moversRoute = defineRoute({
  GET: method({
    query: moversQuery,
    encrypt: true,
    cache: true,
    handler: ({ query }) => getTopMovers(getDb(), query),
  }),
});

/** GET /api/market/foreign?window=&investor= */
export const marketFlowsRoute = defineRoute({
  GET: method({
    query: marketFlowsQuery,
    encrypt: true,
    cache: true,
    handler: ({ query }) => getMarketFlows(getDb(), query),
  }),
});

/** GET /api/market/industries?period= */
export const industriesRoute = defineRoute({
  GET: method({
    query: industriesQuery,
    encrypt: true,
    cache: true,
    handler: ({ query }) => getIndustryPerformance(getDb(), query),
  }),
});
