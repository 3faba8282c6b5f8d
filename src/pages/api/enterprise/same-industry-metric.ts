import { sameIndustryMetricRoute } from '@/server/modules/ratios/ratios.handlers';

export default sameIndustryMetricRoute;
