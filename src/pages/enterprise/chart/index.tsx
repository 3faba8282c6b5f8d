import { CompanyEntryPage } from '@/features/enterprise/components/CompanyEntryPage';
import { companyEntryServerSideProps } from '@/ssr/companyEntry';

/** The specification's route: redirects to /enterprise/{TICKER}/chart (docs/DECISIONS.md). */
export const getServerSideProps = companyEntryServerSideProps('chart');
export default CompanyEntryPage;
