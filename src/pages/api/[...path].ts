import { createApiPage } from '@/server/web/apiLane';
import { API_ROUTES } from '@/server/web/apiRoutes';

/**
 * Every API route, for `next dev` (and for Next's own server, should a request reach it): the same
 * table (src/server/web/apiRoutes.ts) and the same dispatch as the production server's lane. Next's
 * body parser is off for all of them: the dispatcher parses ordinary bodies (1 MB) and leaves the
 * upload routes' bodies unread until defineRoute has authenticated the caller.
 */
export const config = { api: { bodyParser: false } };

export default createApiPage(API_ROUTES);
