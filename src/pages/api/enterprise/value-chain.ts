import { valueChainRoute } from '@/server/modules/companyPages/valueChain.handlers';

export default valueChainRoute;
