import { ipnVnpayRoute } from '@/server/modules/payments/payments.handlers';

export default ipnVnpayRoute;
