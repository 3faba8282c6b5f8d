import { CompanyEntryPage } from '@/features/enterprise/components/CompanyEntryPage';
import { companyEntryServerSideProps } from '@/ssr/companyEntry';

/** The specification's route: redirects to /enterprise/{TICKER}/technical-analysis (docs/DECISIONS.md). */
export const getServerSideProps = companyEntryServerSideProps('technical-analysis');
export default CompanyEntryPage;
