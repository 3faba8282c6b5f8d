import { macroDataRoute } from '@/server/modules/macro/macro.handlers';

export default macroDataRoute;
