import { adminCompaniesRoute } from '@/server/modules/admin/admin.handlers';

export default adminCompaniesRoute;
