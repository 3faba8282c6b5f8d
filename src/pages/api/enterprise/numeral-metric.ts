import { numeralMetricRoute } from '@/server/modules/ratios/ratios.handlers';

export default numeralMetricRoute;
