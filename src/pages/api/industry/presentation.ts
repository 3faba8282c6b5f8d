import { industryPresentationRoute } from '@/server/modules/industry/industry.handlers';

export default industryPresentationRoute;
