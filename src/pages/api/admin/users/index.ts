import { adminUsersRoute } from '@/server/modules/admin/admin.handlers';

export default adminUsersRoute;
