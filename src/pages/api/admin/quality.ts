import { adminQualityRoute } from '@/server/modules/admin/admin.handlers';

export default adminQualityRoute;
