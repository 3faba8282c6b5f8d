import { deviceRoute } from '@/server/modules/accounts/accounts.handlers';

export default deviceRoute;
