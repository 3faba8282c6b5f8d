import { quoteRoute } from '@/server/modules/payments/payments.handlers';

export default quoteRoute;
