import { healthRoute } from '@/server/modules/health/health.handlers';

export default healthRoute;
