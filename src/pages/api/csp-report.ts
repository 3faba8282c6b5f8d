import { cspReportRoute } from '@/server/modules/csp/csp.handlers';

/** Reports are read by the route itself, after the per-address limit, up to 16 KB (csp.handlers.ts). */
export const config = { api: { bodyParser: false } };

export default cspReportRoute;
