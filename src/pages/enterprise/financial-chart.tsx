import { CompanyEntryPage } from '@/features/enterprise/components/CompanyEntryPage';
import { companyEntryServerSideProps } from '@/ssr/companyEntry';

/** The specification's route: redirects to /enterprise/{TICKER}/financial-chart (docs/DECISIONS.md). */
export const getServerSideProps = companyEntryServerSideProps('financial-chart');
export default CompanyEntryPage;
