import { meRoute } from '@/server/modules/accounts/accounts.handlers';

export default meRoute;
