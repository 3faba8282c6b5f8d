import { stockOhlcRoute } from '@/server/modules/companyPages/prices.handlers';

export default stockOhlcRoute;
