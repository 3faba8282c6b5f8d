import { corpProfileRoute } from '@/server/modules/enterprise/enterprise.handlers';

export default corpProfileRoute;
