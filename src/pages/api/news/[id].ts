import { newsDetailRoute } from '@/server/modules/companyPages/news.handlers';

export default newsDetailRoute;
