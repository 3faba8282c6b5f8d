import { macroMenuCustomRoute } from '@/server/modules/macro/macro.handlers';

export default macroMenuCustomRoute;
