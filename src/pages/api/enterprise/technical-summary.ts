import { technicalSummaryRoute } from '@/server/modules/companyPages/prices.handlers';

export default technicalSummaryRoute;
