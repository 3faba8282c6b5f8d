import { refreshRoute } from '@/server/modules/accounts/accounts.handlers';

export default refreshRoute;
