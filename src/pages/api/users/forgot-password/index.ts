import { forgotPasswordRoute } from '@/server/modules/accounts/accounts.handlers';

export default forgotPasswordRoute;
