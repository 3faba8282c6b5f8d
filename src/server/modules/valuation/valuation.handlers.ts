import { valuationBandsQuery } from '@/common/contracts/valuation';
import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';
import { valuationBandsFor } from './valuation.access';

/** GET /api/enterprise/valuation-bands?ticket=&metric=PE|PB|EV_EBITDA&years=3|5|10 */
export const valuationBandsRoute = defineRoute({
  GET: method({
    query: valuationBandsQuery,
    encrypt: true,
    cache: true,
    handler: ({ query, user }) => valuationBandsFor(getDb(), user, query),
  }),
});
