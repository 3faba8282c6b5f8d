import type { GetServerSidePropsResult } from 'next';
import { COMPANY_DIRECTORY_PATH, type CompanyDirectory } from '@/common/companyDirectory';
import { clipDescription, HOME_CRUMB, siteImage, type PageSeo } from '@/common/seo/pageSeo';
import type { PageProps } from '@/pages/_app';
import { getDb } from '@/server/db/client';
import { companyDirectory } from '@/server/modules/sitemap/directory.service';

export interface CompanyDirectoryPageProps extends PageProps {
  directory: CompanyDirectory;
}

export const COMPANY_DIRECTORY_TITLE = 'Danh bạ doanh nghiệp';

/** "Danh bạ 1.612 doanh nghiệp: HOSE 401, HNX 330, UPCoM 860 ...": the counts the page lists. */
export function directorySeo(directory: CompanyDirectory): PageSeo {
  const exchanges = directory.byExchange
    .filter((group) => group.key)
    .map(
      (group) =>
        `${group.key === 'UPCOM' ? 'UPCoM' : group.key} ${group.companies.length.toLocaleString('vi-VN')}`,
    );
  return {
    title: COMPANY_DIRECTORY_TITLE,
    description: clipDescription(
      `Danh bạ ${directory.total.toLocaleString('vi-VN')} doanh nghiệp${exchanges.length > 0 ? ` (${exchanges.join(', ')})` : ''} theo sàn và theo ngành ICB: mỗi mã dẫn đến tổng quan, báo cáo tài chính, chỉ số và biểu đồ của doanh nghiệp.`,
    ),
    type: 'website',
    image: siteImage(),
    breadcrumbs: [
      { name: HOME_CRUMB, path: '/' },
      { name: COMPANY_DIRECTORY_TITLE, path: COMPANY_DIRECTORY_PATH },
    ],
  };
}

/** getServerSideProps of the company directory (/doanh-nghiep): every company, in the server HTML. */
export async function companyDirectoryServerSideProps(): Promise<
  GetServerSidePropsResult<CompanyDirectoryPageProps>
> {
  const directory = await companyDirectory(getDb());
  return { props: { directory, seo: directorySeo(directory) } };
}
