import { adminCompanySourcesRoute } from '@/server/modules/admin/admin.handlers';

export default adminCompanySourcesRoute;
