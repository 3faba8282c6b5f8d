import { adminUserLockRoute } from '@/server/modules/admin/admin.handlers';

export default adminUserLockRoute;
