import { adminUserPlanRoute } from '@/server/modules/admin/admin.handlers';

export default adminUserPlanRoute;
