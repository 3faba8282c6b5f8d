import { macroLabelV2Route } from '@/server/modules/macro/macro.handlers';

export default macroLabelV2Route;
