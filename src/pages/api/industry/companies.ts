import { industryCompaniesRoute } from '@/server/modules/industry/industry.handlers';

export default industryCompaniesRoute;
