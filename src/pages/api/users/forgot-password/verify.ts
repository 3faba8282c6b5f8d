import { verifyOtpRoute } from '@/server/modules/accounts/accounts.handlers';

export default verifyOtpRoute;
