import { personalOwnerForRead, personalOwnerForWrite, type PersonalRows } from '../../auth/personalOwner';
import type { NextApiRequest, NextApiResponse } from 'next';
import {
  watchlistCreateBody,
  watchlistIdQuery,
  watchlistItemQuery,
  watchlistItemsBody,
  watchlistOrderBody,
  watchlistUpdateBody,
} from '@/common/contracts/watchlists';
import type { AuthUser } from '../../core/authUser';
import { AppError } from '../../core/errors';
import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';
import { getWatchlistBoard } from './board.service';
import { moveDeviceWatchlistsToUser } from './deviceWatchlists.service';
import {
  addTickers,
  createWatchlist,
  deleteWatchlist,
  listWatchlists,
  removeTicker,
  reorderTickers,
  reorderWatchlists,
  updateWatchlist,
  userWatchlistOwner,
} from './watchlists.service';

/** Watchlists are owned per account or per device, as chart sections (src/server/auth/personalOwner.ts). */
const WATCHLIST_ROWS: PersonalRows = {
  userKey: userWatchlistOwner,
  moveDeviceRowsToUser: moveDeviceWatchlistsToUser,
};

function ownerForRead(req: NextApiRequest, user: AuthUser | null): Promise<string | null> {
  return personalOwnerForRead(getDb(), WATCHLIST_ROWS, req, user);
}

function ownerForWrite(
  req: NextApiRequest,
  res: NextApiResponse,
  user: AuthUser | null,
  creating: boolean,
): Promise<string | null> {
  return personalOwnerForWrite(getDb(), WATCHLIST_ROWS, req, res, user, creating);
}

/** /api/watchlists: the caller's lists (GET) and a new one (POST). */
export const watchlistsRoute = defineRoute({
  GET: method({
    handler: async ({ req, user }) => listWatchlists(getDb(), user, await ownerForRead(req, user)),
  }),
  POST: method({
    body: watchlistCreateBody,
    status: 201,
    handler: async ({ req, res, user, body }) => {
      const ownerKey = await ownerForWrite(req, res, user, true);
      if (!ownerKey) throw new AppError('INTERNAL');
      return createWatchlist(getDb(), user, ownerKey, body);
    },
  }),
});

/** /api/watchlists/order: the lists' order. */
export const watchlistOrderRoute = defineRoute({
  PUT: method({
    body: watchlistOrderBody,
    handler: async ({ req, res, user, body }) =>
      reorderWatchlists(getDb(), user, await ownerForWrite(req, res, user, false), body.ids),
  }),
});

/** /api/watchlists/[id]: rename or choose columns (PATCH), delete (DELETE). */
export const watchlistRoute = defineRoute({
  PATCH: method({
    query: watchlistIdQuery,
    body: watchlistUpdateBody,
    handler: async ({ req, res, user, query, body }) =>
      updateWatchlist(getDb(), await ownerForWrite(req, res, user, false), query.id, body),
  }),
  DELETE: method({
    query: watchlistIdQuery,
    handler: async ({ req, res, user, query }) => {
      await deleteWatchlist(getDb(), await ownerForWrite(req, res, user, false), query.id);
      return { id: query.id };
    },
  }),
});

/** /api/watchlists/[id]/items: add tickers (POST), the rows' order (PUT), remove one (DELETE ?ticker=). */
export const watchlistItemsRoute = defineRoute({
  POST: method({
    query: watchlistIdQuery,
    body: watchlistItemsBody,
    handler: async ({ req, res, user, query, body }) =>
      addTickers(getDb(), user, await ownerForWrite(req, res, user, false), query.id, body.tickers),
  }),
  PUT: method({
    query: watchlistIdQuery,
    body: watchlistItemsBody,
    handler: async ({ req, res, user, query, body }) =>
      reorderTickers(getDb(), await ownerForWrite(req, res, user, false), query.id, body.tickers),
  }),
  DELETE: method({
    query: watchlistItemQuery,
    handler: async ({ req, res, user, query }) =>
      removeTicker(getDb(), await ownerForWrite(req, res, user, false), query.id, query.ticker),
  }),
});

/** /api/watchlists/[id]/board: the list as a price board (never cached: the caller's own list). */
export const watchlistBoardRoute = defineRoute({
  GET: method({
    query: watchlistIdQuery,
    handler: async ({ req, user, query }) =>
      getWatchlistBoard(getDb(), await ownerForRead(req, user), query.id),
  }),
});
