import { CompanyEntryPage } from '@/features/enterprise/components/CompanyEntryPage';
import { companyEntryServerSideProps } from '@/ssr/companyEntry';

/** The specification-style route: redirects to /enterprise/{TICKER}/price-history (docs/DECISIONS.md). */
export const getServerSideProps = companyEntryServerSideProps('price-history');
export default CompanyEntryPage;
