import { corpProfileQuery, corpSearchQuery } from '@/common/contracts/enterprise';
import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';
import { getCorpProfile, searchCorps } from './enterprise.service';

/** GET /api/enterprise/corp-search?corpText= : the ticker header's search list. */
export const corpSearchRoute = defineRoute({
  GET: method({
    query: corpSearchQuery,
    encrypt: true,
    cache: true,
    handler: ({ query }) => searchCorps(getDb(), query.corpText),
  }),
});

/** GET /api/enterprise/corp-profile?ticket= : company info of the header and the overview. */
export const corpProfileRoute = defineRoute({
  GET: method({
    query: corpProfileQuery,
    encrypt: true,
    cache: true,
    handler: ({ query }) => getCorpProfile(getDb(), query.ticker),
  }),
});
