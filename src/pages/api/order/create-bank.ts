import { createBankRoute } from '@/server/modules/payments/payments.handlers';

export default createBankRoute;
