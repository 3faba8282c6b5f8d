import { adminUserRoute } from '@/server/modules/admin/admin.handlers';

export default adminUserRoute;
