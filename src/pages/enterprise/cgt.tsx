import { CompanyEntryPage } from '@/features/enterprise/components/CompanyEntryPage';
import { companyEntryServerSideProps } from '@/ssr/companyEntry';

/** The specification's route: redirects to /enterprise/{TICKER}/cgt (docs/DECISIONS.md). */
export const getServerSideProps = companyEntryServerSideProps('cgt');
export default CompanyEntryPage;
