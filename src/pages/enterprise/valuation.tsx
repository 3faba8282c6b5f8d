import { CompanyEntryPage } from '@/features/enterprise/components/CompanyEntryPage';
import { companyEntryServerSideProps } from '@/ssr/companyEntry';

/** The specification-style route: redirects to /enterprise/{TICKER}/valuation (docs/DECISIONS.md). */
export const getServerSideProps = companyEntryServerSideProps('valuation');
export default CompanyEntryPage;
