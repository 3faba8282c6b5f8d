import type { NextApiHandler } from 'next';
import {
  industriesRoute,
  marketFlowsRoute,
  moversRoute,
} from '../../modules/marketFlows/marketFlows.handlers';

/** API routes of top movers, foreign and proprietary flows, industry performance, by path (merged into API_ROUTES). */
export const MARKET_FLOWS_ROUTES: Readonly<Record<string, NextApiHandler>> = {
  '/api/market/movers': moversRoute,
  '/api/market/foreign': marketFlowsRoute,
  '/api/market/industries': industriesRoute,
};
