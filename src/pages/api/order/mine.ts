import { myOrdersRoute } from '@/server/modules/payments/payments.handlers';

export default myOrdersRoute;
