import { avatarRoute } from '@/server/modules/accounts/accounts.handlers';

export default avatarRoute;
