import { comparePeersQuery, compareSeriesQuery } from '@/common/contracts/compare';
import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';
import { loadComparePeers } from './comparePeers.service';
import { loadCompareSeries } from './compareSeries.service';

// The comparison of tickers (issue 33): public market data in the hashCode envelope, cached per query
// and access like the chart data; statement and ratio figures follow the caller's plan limits
// (loadChartSeries), the peer table is the screener's facts, open to everyone as the screener is.

export const compareSeriesRoute = defineRoute({
  GET: method({
    query: compareSeriesQuery,
    encrypt: true,
    cache: true,
    handler: ({ query, user }) => loadCompareSeries(getDb(), user, query),
  }),
});

export const comparePeersRoute = defineRoute({
  GET: method({
    query: comparePeersQuery,
    encrypt: true,
    cache: true,
    handler: ({ query, user }) => loadComparePeers(getDb(), user, query),
  }),
});
