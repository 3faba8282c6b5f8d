import { loginRoute } from '@/server/modules/accounts/accounts.handlers';

export default loginRoute;
