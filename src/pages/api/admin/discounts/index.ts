import { adminDiscountsRoute } from '@/server/modules/admin/admin.handlers';

export default adminDiscountsRoute;
