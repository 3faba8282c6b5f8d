import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';
import { getAppInfo } from './meta.service';

export const appInfoRoute = defineRoute({
  GET: method({ auth: 'none', handler: () => getAppInfo(getDb()) }),
});
