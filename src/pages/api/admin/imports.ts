import { adminImportsRoute } from '@/server/modules/admin/admin.handlers';

/** File uploads are base64 in JSON: up to 20 MB of body (ADMIN_IMPORT_BODY_LIMIT_BYTES, the API lane's limit). */
export const config = { api: { bodyParser: { sizeLimit: '20mb' } } };

export default adminImportsRoute;
