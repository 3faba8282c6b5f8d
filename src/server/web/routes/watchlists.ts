import type { NextApiHandler } from 'next';
import {
  watchlistBoardRoute,
  watchlistItemsRoute,
  watchlistOrderRoute,
  watchlistRoute,
  watchlistsRoute,
} from '../../modules/watchlists/watchlists.handlers';

/** The watchlists routes of issue 32 (the investor's tools), merged into the one registry (apiRoutes.ts). */
export const WATCHLISTS_ROUTES: Readonly<Record<string, NextApiHandler>> = {
  '/api/watchlists': watchlistsRoute,
  '/api/watchlists/order': watchlistOrderRoute,
  '/api/watchlists/[id]': watchlistRoute,
  '/api/watchlists/[id]/items': watchlistItemsRoute,
  '/api/watchlists/[id]/board': watchlistBoardRoute,
};
