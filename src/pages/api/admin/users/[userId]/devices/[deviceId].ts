import { adminUserDeviceRoute } from '@/server/modules/admin/admin.handlers';

export default adminUserDeviceRoute;
