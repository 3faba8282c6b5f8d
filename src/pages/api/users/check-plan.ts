import { checkPlanRoute } from '@/server/modules/accounts/accounts.handlers';

export default checkPlanRoute;
