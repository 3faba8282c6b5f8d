import { adminNewsListRoute } from '@/server/modules/admin/admin.handlers';

export default adminNewsListRoute;
