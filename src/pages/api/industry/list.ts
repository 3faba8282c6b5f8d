import { industryListRoute } from '@/server/modules/industry/industry.handlers';

export default industryListRoute;
