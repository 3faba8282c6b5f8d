import { adminDocumentRoute } from '@/server/modules/admin/admin.handlers';

export default adminDocumentRoute;
