import { loginGoogleRoute } from '@/server/modules/accounts/accounts.handlers';

export default loginGoogleRoute;
