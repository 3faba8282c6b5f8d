import { industryDashboardRoute } from '@/server/modules/industry/industry.handlers';

export default industryDashboardRoute;
