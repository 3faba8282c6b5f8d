import { adminDocumentsRoute } from '@/server/modules/admin/admin.handlers';

export default adminDocumentsRoute;
