import { ipnMomoRoute } from '@/server/modules/payments/payments.handlers';

export default ipnMomoRoute;
