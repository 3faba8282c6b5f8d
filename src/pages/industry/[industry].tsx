import { Button, Result } from 'antd';
import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { INDUSTRY_ROUTES, industryFromSlug, type DeepDataIndustry } from '@/common/industry/industries';
import { IndustryDashboardScreen } from '@/features/industry/components/IndustryDashboardScreen';
import type { PageProps } from '@/pages/_app';

interface IndustryPageProps extends PageProps {
  /** The industry of the address, null when the slug names none. */
  industry: DeepDataIndustry | null;
}

/** /industry/<slug>: the slug resolved on the server (404 status when unknown); figures load in the browser. */
export const getServerSideProps: GetServerSideProps<IndustryPageProps> = ({ params, res }) => {
  const industry = industryFromSlug(String(params?.industry ?? ''));
  if (!industry) res.statusCode = 404;
  return Promise.resolve({ props: { industry } });
};

function IndustryPage({ industry }: IndustryPageProps) {
  if (!industry) {
    return (
      <>
        <Head>
          <title>Không tìm thấy ngành | VnFin</title>
        </Head>
        <Result
          status="404"
          title="Không tìm thấy ngành"
          subTitle="Ngành bạn tìm không có trong dữ liệu ngành."
          extra={
            <Link href={INDUSTRY_ROUTES.index}>
              <Button type="primary">Xem tất cả các ngành</Button>
            </Link>
          }
        />
      </>
    );
  }
  return <IndustryDashboardScreen key={industry} industry={industry} />;
}

export default IndustryPage;
