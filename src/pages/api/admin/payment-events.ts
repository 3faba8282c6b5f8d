import { adminPaymentEventsRoute } from '@/server/modules/admin/admin.handlers';

export default adminPaymentEventsRoute;
