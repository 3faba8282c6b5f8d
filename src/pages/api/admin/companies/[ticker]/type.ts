import { adminCompanyTypeRoute } from '@/server/modules/admin/admin.handlers';

export default adminCompanyTypeRoute;
