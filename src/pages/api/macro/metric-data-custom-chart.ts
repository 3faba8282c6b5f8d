import { metricDataRoute } from '@/server/modules/macro/macro.handlers';

export default metricDataRoute;
