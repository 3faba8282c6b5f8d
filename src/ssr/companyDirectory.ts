import type { GetServerSidePropsResult } from 'next';
import type { CompanyDirectory } from '@/common/companyDirectory';
import type { PageProps } from '@/pages/_app';
import { getDb } from '@/server/db/client';
import { companyDirectory } from '@/server/modules/sitemap/directory.service';

export interface CompanyDirectoryPageProps extends PageProps {
  directory: CompanyDirectory;
}

/** getServerSideProps of the company directory (/doanh-nghiep): every company, in the server HTML. */
export async function companyDirectoryServerSideProps(): Promise<
  GetServerSidePropsResult<CompanyDirectoryPageProps>
> {
  return { props: { directory: await companyDirectory(getDb()) } };
}
