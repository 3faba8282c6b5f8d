import { createVnpayRoute } from '@/server/modules/payments/payments.handlers';

export default createVnpayRoute;
