import { adminStatementSourcesRoute } from '@/server/modules/admin/admin.handlers';

export default adminStatementSourcesRoute;
