import { CompanyEntryPage } from '@/features/enterprise/components/CompanyEntryPage';
import { companyEntryServerSideProps } from '@/ssr/companyEntry';

/** The specification's route: redirects to /enterprise/{TICKER}/events (docs/DECISIONS.md). */
export const getServerSideProps = companyEntryServerSideProps('events');
export default CompanyEntryPage;
