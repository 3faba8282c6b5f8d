import type { NextApiHandler } from 'next';
import {
  heatmapRoute,
  indexBreadthRoute,
  indexChartRoute,
  indexContributionRoute,
  indexIntradayRoute,
  marketIndicesRoute,
} from '../../modules/market/market.handlers';

/** API routes of the market overview (indices, breadth, contribution, heatmap), by path (merged into API_ROUTES). */
export const MARKET_ROUTES: Readonly<Record<string, NextApiHandler>> = {
  '/api/market/indices': marketIndicesRoute,
  '/api/market/index-chart': indexChartRoute,
  '/api/market/index-intraday': indexIntradayRoute,
  '/api/market/breadth': indexBreadthRoute,
  '/api/market/contribution': indexContributionRoute,
  '/api/market/heatmap': heatmapRoute,
};
