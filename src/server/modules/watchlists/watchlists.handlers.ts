import type { NextApiRequest, NextApiResponse } from 'next';
import {
  watchlistCreateBody,
  watchlistIdQuery,
  watchlistItemQuery,
  watchlistItemsBody,
  watchlistOrderBody,
  watchlistUpdateBody,
} from '@/common/contracts/watchlists';
import { deviceOwnerForRead, deviceOwnerForWrite, deviceOwnerKeyOf } from '../../auth/deviceToken';
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

/**
 * Whose lists these are: `user:<id>` with a valid bearer token, else the browser's device token
 * cookie (as chart sections, src/server/modules/charts/charts.handlers.ts). A signed-in browser that
 * still holds a device list moves it into the account first: only that browser sends the cookie.
 */
async function ownerForRead(req: NextApiRequest, user: AuthUser | null): Promise<string | null> {
  if (!user) return deviceOwnerForRead(getDb(), req);
  const deviceOwner = deviceOwnerKeyOf(req);
  if (deviceOwner) await moveDeviceWatchlistsToUser(getDb(), deviceOwner, user.id);
  return userWatchlistOwner(user.id);
}

/** The owner of a change; a guest's first list issues the device token, other changes never do. */
async function ownerForWrite(
  req: NextApiRequest,
  res: NextApiResponse,
  user: AuthUser | null,
  creating: boolean,
): Promise<string | null> {
  if (user) return ownerForRead(req, user);
  return deviceOwnerForWrite(getDb(), req, res, { issue: creating });
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
