import { defaultSectionsRoute } from '@/server/modules/charts/chartData.handlers';

export default defaultSectionsRoute;
