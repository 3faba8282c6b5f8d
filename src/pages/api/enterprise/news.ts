import { companyNewsRoute } from '@/server/modules/companyPages/news.handlers';

export default companyNewsRoute;
