import { chartSectionSharedRoute } from '@/server/modules/charts/charts.handlers';

export default chartSectionSharedRoute;
