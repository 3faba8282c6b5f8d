import { backfillBody, syncDayBody } from '@/common/contracts/adminDataSources';
import { getDatabaseHandle } from '../../db/client';
import { getEnv } from '../../env';
import { defineRoute, method, type AdminUser } from '../../http/handler';
import { logger } from '../../logger';
import { queueBackfill, queueListings, queueSyncDay, type QueueContext } from './dataSources.actions';
import { dataSourcesOverview } from './dataSources.service';

/**
 * The console's "Nguồn dữ liệu" screen. Like every admin method, `auth: 'admin'` refuses anyone but
 * a signed-in administrator (401, then 403) before the body is parsed. The POSTs answer 202: the
 * work is queued for the job engine, not done in the request.
 */

const context = (user: AdminUser): QueueContext => ({
  handle: getDatabaseHandle(),
  logger,
  env: getEnv(),
  adminId: user.id,
});

export const adminDataSourcesRoute = defineRoute({
  GET: method({
    auth: 'admin',
    handler: () => dataSourcesOverview(getDatabaseHandle(), getEnv()),
  }),
});

export const adminSsiSyncDayRoute = defineRoute({
  POST: method({
    auth: 'admin',
    body: syncDayBody,
    status: 202,
    handler: ({ user, body }) => queueSyncDay(context(user), body.date),
  }),
});

export const adminSsiBackfillRoute = defineRoute({
  POST: method({
    auth: 'admin',
    body: backfillBody,
    status: 202,
    handler: ({ user, body }) => queueBackfill(context(user), body),
  }),
});

export const adminSsiListingsRoute = defineRoute({
  POST: method({
    auth: 'admin',
    status: 202,
    handler: ({ user }) => queueListings(context(user)),
  }),
});
