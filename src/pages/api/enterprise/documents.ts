import { documentsRoute } from '@/server/modules/companyPages/documents.handlers';

export default documentsRoute;
