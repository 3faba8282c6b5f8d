import { resetPasswordRoute } from '@/server/modules/accounts/accounts.handlers';

export default resetPasswordRoute;
