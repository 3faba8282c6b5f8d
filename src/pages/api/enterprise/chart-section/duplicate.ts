import { chartSectionDuplicateRoute } from '@/server/modules/charts/charts.handlers';

export default chartSectionDuplicateRoute;
