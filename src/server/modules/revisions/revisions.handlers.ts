import { adminRevisionsQuery } from '@/common/contracts/adminRevisions';
import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';
import { listRevisions } from './revisions.service';

/**
 * GET /api/admin/revisions: the changed figures for the console's "Thay đổi số liệu" screen. Like
 * every admin method, `auth: 'admin'` refuses anyone but a signed-in administrator (401, then 403).
 */
export const adminRevisionsRoute = defineRoute({
  GET: method({
    auth: 'admin',
    query: adminRevisionsQuery,
    handler: ({ query }) => listRevisions(getDb(), query),
  }),
});
