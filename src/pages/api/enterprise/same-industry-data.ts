import { sameIndustryDataRoute } from '@/server/modules/ratios/ratios.handlers';

export default sameIndustryDataRoute;
