import { adminNewsRoute } from '@/server/modules/admin/admin.handlers';

export default adminNewsRoute;
