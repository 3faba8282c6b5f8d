import { CompanyEntryPage } from '@/features/enterprise/components/CompanyEntryPage';
import { companyEntryServerSideProps } from '@/ssr/companyEntry';

/** The specification's route: redirects to /enterprise/{TICKER}/report-analysis (docs/DECISIONS.md). */
export const getServerSideProps = companyEntryServerSideProps('report-analysis');
export default CompanyEntryPage;
