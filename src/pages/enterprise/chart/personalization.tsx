import { CompanyEntryPage } from '@/features/enterprise/components/CompanyEntryPage';
import { companyEntryServerSideProps } from '@/ssr/companyEntry';

/** The specification's route: redirects to /enterprise/{TICKER}/chart/personalization (docs/DECISIONS.md). */
export const getServerSideProps = companyEntryServerSideProps('chart/personalization');
export default CompanyEntryPage;
