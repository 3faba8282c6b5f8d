import { CompanyDirectoryScreen } from '@/features/directory/components/CompanyDirectoryScreen';
import { companyDirectoryServerSideProps, type CompanyDirectoryPageProps } from '@/ssr/companyDirectory';

/** The company directory: every company by exchange and industry (docs/DECISIONS.md, issue 29). */
export const getServerSideProps = companyDirectoryServerSideProps;

export default function CompanyDirectoryPage({ directory }: CompanyDirectoryPageProps) {
  return <CompanyDirectoryScreen directory={directory} />;
}
