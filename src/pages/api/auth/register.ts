import { registerRoute } from '@/server/modules/accounts/accounts.handlers';

export default registerRoute;
