import { heatmapQuery, indexChartQuery, marketIndexQuery } from '@/common/contracts/market';
import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';
import { getIndexContribution } from './contribution.service';
import { getHeatmap } from './heatmap.service';
import { getIndexBreadth, getIndexChart, getIndexIntraday, getMarketIndices } from './indices.service';

/**
 * The market overview's routes (docs/API.md "Market overview"): public (no login, ACCESS.md), in the
 * hashCode envelope, answers kept API_RESPONSE_CACHE_TTL_MS (60 s) like every public data route.
 */

/** GET /api/market/indices */
export const marketIndicesRoute = defineRoute({
  GET: method({ encrypt: true, cache: true, handler: () => getMarketIndices(getDb()) }),
});

/** GET /api/market/index-chart?index=&range= */
export const indexChartRoute = defineRoute({
  GET: method({
    query: indexChartQuery,
    encrypt: true,
    cache: true,
    handler: ({ query }) => getIndexChart(getDb(), query),
  }),
});

/** GET /api/market/index-intraday?index= */
export const indexIntradayRoute = defineRoute({
  GET: method({
    query: marketIndexQuery,
    encrypt: true,
    cache: true,
    handler: ({ query }) => getIndexIntraday(getDb(), query.index),
  }),
});

/** GET /api/market/breadth?index= */
export const indexBreadthRoute = defineRoute({
  GET: method({
    query: marketIndexQuery,
    encrypt: true,
    cache: true,
    handler: ({ query }) => getIndexBreadth(getDb(), query.index),
  }),
});

/** GET /api/market/contribution?index= */
export const indexContributionRoute = defineRoute({
  GET: method({
    query: marketIndexQuery,
    encrypt: true,
    cache: true,
    handler: ({ query }) => getIndexContribution(getDb(), query.index),
  }),
});

/** GET /api/market/heatmap?exchange=&size= */
export const heatmapRoute = defineRoute({
  GET: method({
    query: heatmapQuery,
    encrypt: true,
    cache: true,
    handler: ({ query }) => getHeatmap(getDb(), query),
  }),
});
