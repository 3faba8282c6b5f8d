import { logoutRoute } from '@/server/modules/accounts/accounts.handlers';

export default logoutRoute;
