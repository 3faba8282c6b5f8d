import { overviewRoute } from '@/server/modules/companyPages/overview.handlers';

export default overviewRoute;
