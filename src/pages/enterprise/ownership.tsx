import { CompanyEntryPage } from '@/features/enterprise/components/CompanyEntryPage';
import { companyEntryServerSideProps } from '@/ssr/companyEntry';

/** The specification-style route: redirects to /enterprise/{TICKER}/ownership (docs/DECISIONS.md). */
export const getServerSideProps = companyEntryServerSideProps('ownership');
export default CompanyEntryPage;
