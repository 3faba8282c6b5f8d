import type { NextApiHandler } from 'next';
import {
  foreignRoomRoute,
  insiderDealsRoute,
  ownershipRoute,
} from '../../modules/ownership/ownership.handlers';
import { priceHistoryExportRoute, priceHistoryRoute } from '../../modules/priceHistory/priceHistory.handlers';

/** API routes of ownership (structure, major shareholders, insider deals, foreign room) and the price history, by path (merged into API_ROUTES). */
export const OWNERSHIP_ROUTES: Readonly<Record<string, NextApiHandler>> = {
  '/api/enterprise/ownership': ownershipRoute,
  '/api/enterprise/insider-deals': insiderDealsRoute,
  '/api/enterprise/foreign-room': foreignRoomRoute,
  '/api/enterprise/price-history': priceHistoryRoute,
  '/api/enterprise/price-history/export': priceHistoryExportRoute,
};
