import { adminDiscountRoute } from '@/server/modules/admin/admin.handlers';

export default adminDiscountRoute;
