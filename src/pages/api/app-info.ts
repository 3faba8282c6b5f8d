import { appInfoRoute } from '@/server/modules/meta/meta.handlers';

export default appInfoRoute;
