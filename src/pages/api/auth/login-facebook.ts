import { loginFacebookRoute } from '@/server/modules/accounts/accounts.handlers';

export default loginFacebookRoute;
