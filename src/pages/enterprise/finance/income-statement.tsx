import { CompanyEntryPage } from '@/features/enterprise/components/CompanyEntryPage';
import { companyEntryServerSideProps } from '@/ssr/companyEntry';

/** The specification's route: redirects to /enterprise/{TICKER}/finance/income-statement (docs/DECISIONS.md). */
export const getServerSideProps = companyEntryServerSideProps('finance/income-statement');
export default CompanyEntryPage;
