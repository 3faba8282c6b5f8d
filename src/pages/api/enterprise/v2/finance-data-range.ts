import { financeDataRangeRoute } from '@/server/modules/finance/finance.handlers';

export default financeDataRangeRoute;
