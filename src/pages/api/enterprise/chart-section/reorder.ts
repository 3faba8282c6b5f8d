import { chartSectionReorderRoute } from '@/server/modules/charts/charts.handlers';

export default chartSectionReorderRoute;
