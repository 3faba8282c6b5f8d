import { stockTemplateRoute } from '@/server/modules/charts/charts.handlers';

export default stockTemplateRoute;
