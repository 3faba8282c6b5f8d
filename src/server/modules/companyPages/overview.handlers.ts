import { overviewQuery } from '@/common/contracts/companyPages';
import { requireAccess } from '../../access/guards';
import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';
import { getOverview } from './overview.service';

// The company screens answer in the hashCode envelope like every market-data route (docs/API.md),
// cached per query and access. The overview is everyone's (ENTERPRISE_OVERVIEW_ALL).

/** GET /api/enterprise/overview?ticket= */
export const overviewRoute = defineRoute({
  GET: method({
    query: overviewQuery,
    encrypt: true,
    cache: true,
    guards: [requireAccess('ENTERPRISE_OVERVIEW_ALL')],
    handler: ({ query }) => getOverview(getDb(), query.ticker),
  }),
});
