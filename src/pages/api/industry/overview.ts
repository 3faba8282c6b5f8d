import { industryOverviewRoute } from '@/server/modules/industry/industry.handlers';

export default industryOverviewRoute;
