import { CompanyEntryPage } from '@/features/enterprise/components/CompanyEntryPage';
import { companyEntryServerSideProps } from '@/ssr/companyEntry';

/** The specification's route: redirects to /enterprise/{TICKER}/finance/cash-flow-indirect (docs/DECISIONS.md). */
export const getServerSideProps = companyEntryServerSideProps('finance/cash-flow-indirect');
export default CompanyEntryPage;
