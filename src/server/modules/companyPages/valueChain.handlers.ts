import { valueChainQuery } from '@/common/contracts/companyPages';
import { requireAccess } from '../../access/guards';
import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';
import { getValueChain } from './valueChain.service';

/** GET /api/enterprise/value-chain?ticket= */
export const valueChainRoute = defineRoute({
  GET: method({
    query: valueChainQuery,
    encrypt: true,
    cache: true,
    guards: [requireAccess('VALUE_CHAIN_ALL')],
    handler: ({ query }) => getValueChain(getDb(), query.ticker),
  }),
});
