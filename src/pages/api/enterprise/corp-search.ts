import { corpSearchRoute } from '@/server/modules/enterprise/enterprise.handlers';

export default corpSearchRoute;
