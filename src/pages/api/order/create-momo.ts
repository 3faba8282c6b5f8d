import { createMomoRoute } from '@/server/modules/payments/payments.handlers';

export default createMomoRoute;
