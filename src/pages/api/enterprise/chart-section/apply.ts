import { chartSectionApplyRoute } from '@/server/modules/charts/charts.handlers';

export default chartSectionApplyRoute;
