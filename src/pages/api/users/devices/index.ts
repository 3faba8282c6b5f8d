import { devicesRoute } from '@/server/modules/accounts/accounts.handlers';

export default devicesRoute;
