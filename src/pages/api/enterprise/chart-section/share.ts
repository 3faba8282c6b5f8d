import { chartSectionShareRoute } from '@/server/modules/charts/charts.handlers';

export default chartSectionShareRoute;
