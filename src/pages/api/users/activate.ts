import { activateRoute } from '@/server/modules/accounts/accounts.handlers';

export default activateRoute;
