import { adminConfirmBankRoute } from '@/server/modules/admin/admin.handlers';

export default adminConfirmBankRoute;
