import { CompanyEntryPage } from '@/features/enterprise/components/CompanyEntryPage';
import { companyEntryServerSideProps } from '@/ssr/companyEntry';

/** The specification's route: redirects to /enterprise/{TICKER}/finance/cash-flow-direct (docs/DECISIONS.md). */
export const getServerSideProps = companyEntryServerSideProps('finance/cash-flow-direct');
export default CompanyEntryPage;
