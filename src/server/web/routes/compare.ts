import type { NextApiHandler } from 'next';
import { comparePeersRoute, compareSeriesRoute } from '../../modules/compare/compare.handlers';

/** The routes of the comparison of tickers (issue 33): several tickers' series and the peer table, merged into the one registry (apiRoutes.ts). */
export const COMPARE_ROUTES: Readonly<Record<string, NextApiHandler>> = {
  '/api/compare/series': compareSeriesRoute,
  '/api/compare/peers': comparePeersRoute,
};
