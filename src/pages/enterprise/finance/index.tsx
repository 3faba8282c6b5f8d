import { CompanyEntryPage } from '@/features/enterprise/components/CompanyEntryPage';
import { companyEntryServerSideProps } from '@/ssr/companyEntry';

/** The specification's route: redirects to /enterprise/{TICKER}/finance (docs/DECISIONS.md). */
export const getServerSideProps = companyEntryServerSideProps('finance');
export default CompanyEntryPage;
