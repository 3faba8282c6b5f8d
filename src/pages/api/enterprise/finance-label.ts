import { financeLabelRoute } from '@/server/modules/finance/finance.handlers';

export default financeLabelRoute;
