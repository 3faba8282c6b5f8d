import { adminOrdersRoute } from '@/server/modules/admin/admin.handlers';

export default adminOrdersRoute;
