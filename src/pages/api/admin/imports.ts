import { adminImportsRoute } from '@/server/modules/admin/admin.handlers';

/**
 * Next must not parse the upload (up to 20 MB) before the route knows the caller is an administrator:
 * the route reads its own body (defineRoute's bodyLimitBytes, src/server/http/requestBody.ts).
 */
export const config = { api: { bodyParser: false } };

export default adminImportsRoute;
