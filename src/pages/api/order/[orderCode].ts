import { orderRoute } from '@/server/modules/payments/payments.handlers';

export default orderRoute;
