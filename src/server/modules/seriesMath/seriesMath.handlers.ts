import { seriesEvaluateRequest } from '@/common/contracts/seriesMath';
import { personalOwnerForRead, type PersonalRows } from '../../auth/personalOwner';
import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';
import { moveDeviceWatchlistsToUser } from '../watchlists/deviceWatchlists.service';
import { userWatchlistOwner } from '../watchlists/watchlists.service';
import { evaluateSeries } from './seriesMath.service';

/**
 * POST /api/series/evaluate (issue 33): a formula over series of any kind, answered in the hashCode
 * envelope like the chart data routes; open to everyone (auth optional), the figures following the
 * caller's plan as the charts do. A watchlist group is read as the caller's (account or device),
 * with the watchlists' owner rule.
 */

const WATCHLIST_ROWS: PersonalRows = {
  userKey: userWatchlistOwner,
  moveDeviceRowsToUser: moveDeviceWatchlistsToUser,
};

export const seriesEvaluateRoute = defineRoute({
  POST: method({
    body: seriesEvaluateRequest,
    encrypt: true,
    handler: ({ body, user, req }) =>
      evaluateSeries(getDb(), user, body, () => personalOwnerForRead(getDb(), WATCHLIST_ROWS, req, user)),
  }),
});
