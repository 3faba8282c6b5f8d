import { foreignRoomQuery, insiderDealsQuery, ownershipQuery } from '@/common/contracts/ownership';
import { requireAccess } from '../../access/guards';
import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';
import { getForeignRoom, getInsiderDeals, getOwnership } from './ownership.service';

// Ownership is public like the overview (ENTERPRISE_OVERVIEW_ALL, docs/ACCESS.md): hashCode
// envelope, cached per query and access.

/** GET /api/enterprise/ownership?ticket= */
export const ownershipRoute = defineRoute({
  GET: method({
    query: ownershipQuery,
    encrypt: true,
    cache: true,
    guards: [requireAccess('ENTERPRISE_OVERVIEW_ALL')],
    handler: ({ query }) => getOwnership(getDb(), query.ticker),
  }),
});

/** GET /api/enterprise/insider-deals?ticket=&page=&pageSize= */
export const insiderDealsRoute = defineRoute({
  GET: method({
    query: insiderDealsQuery,
    encrypt: true,
    cache: true,
    guards: [requireAccess('ENTERPRISE_OVERVIEW_ALL')],
    handler: ({ query }) => getInsiderDeals(getDb(), query),
  }),
});

/** GET /api/enterprise/foreign-room?ticket=&from=&to= */
export const foreignRoomRoute = defineRoute({
  GET: method({
    query: foreignRoomQuery,
    encrypt: true,
    cache: true,
    guards: [requireAccess('ENTERPRISE_OVERVIEW_ALL')],
    handler: ({ query }) => getForeignRoom(getDb(), query),
  }),
});
