import { financeTicketDataRoute } from '@/server/modules/finance/finance.handlers';

export default financeTicketDataRoute;
