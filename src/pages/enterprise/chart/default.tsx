import { CompanyEntryPage } from '@/features/enterprise/components/CompanyEntryPage';
import { companyEntryServerSideProps } from '@/ssr/companyEntry';

/** The specification's route: redirects to /enterprise/{TICKER}/chart/default (docs/DECISIONS.md). */
export const getServerSideProps = companyEntryServerSideProps('chart/default');
export default CompanyEntryPage;
