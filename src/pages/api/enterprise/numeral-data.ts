import { numeralDataRoute } from '@/server/modules/ratios/ratios.handlers';

export default numeralDataRoute;
