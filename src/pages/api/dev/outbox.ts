import { devOutboxRoute } from '@/server/modules/accounts/accounts.handlers';

export default devOutboxRoute;
