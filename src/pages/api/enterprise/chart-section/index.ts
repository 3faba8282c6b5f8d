import { chartSectionRoute } from '@/server/modules/charts/charts.handlers';

export default chartSectionRoute;
