import { reportAnalysisRoute } from '@/server/modules/companyPages/reports.handlers';

export default reportAnalysisRoute;
