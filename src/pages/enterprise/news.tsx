import { CompanyEntryPage } from '@/features/enterprise/components/CompanyEntryPage';
import { companyEntryServerSideProps } from '@/ssr/companyEntry';

/** The specification's route: redirects to /enterprise/{TICKER}/news (docs/DECISIONS.md). */
export const getServerSideProps = companyEntryServerSideProps('news');
export default CompanyEntryPage;
