import { documentFileRoute } from '@/server/modules/companyPages/documents.handlers';

export default documentFileRoute;
