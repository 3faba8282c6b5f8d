import { macroSamePeriodRoute } from '@/server/modules/macro/macro.handlers';

export default macroSamePeriodRoute;
