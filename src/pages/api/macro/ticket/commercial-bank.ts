import { commercialBankRoute } from '@/server/modules/macro/macro.handlers';

export default commercialBankRoute;
