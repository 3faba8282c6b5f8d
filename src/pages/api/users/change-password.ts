import { changePasswordRoute } from '@/server/modules/accounts/accounts.handlers';

export default changePasswordRoute;
