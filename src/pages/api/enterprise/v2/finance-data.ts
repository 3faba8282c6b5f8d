import { financeDataRoute } from '@/server/modules/finance/finance.handlers';

export default financeDataRoute;
