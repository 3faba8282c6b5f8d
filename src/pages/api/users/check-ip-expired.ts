import { checkExpiredRoute } from '@/server/modules/accounts/accounts.handlers';

export default checkExpiredRoute;
