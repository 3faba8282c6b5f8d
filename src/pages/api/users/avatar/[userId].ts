import { avatarImageRoute } from '@/server/modules/accounts/accounts.handlers';

export default avatarImageRoute;
