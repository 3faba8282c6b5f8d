import { macroMenuRoute } from '@/server/modules/macro/macro.handlers';

export default macroMenuRoute;
