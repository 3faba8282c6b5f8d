import { macroLabelRoute } from '@/server/modules/macro/macro.handlers';

export default macroLabelRoute;
