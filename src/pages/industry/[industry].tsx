import { Button, Result } from 'antd';
import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { INDUSTRY_ROUTES } from '@/common/industry/industries';
import { IndustryDashboardScreen } from '@/features/industry/components/IndustryDashboardScreen';
import { industryServerSideProps, type IndustryPageProps } from '@/ssr/industry';

/** /industry/<slug>: the slug resolved on the server (404 status when unknown); figures load in the browser. */
export const getServerSideProps: GetServerSideProps<IndustryPageProps> = (ctx) =>
  industryServerSideProps(ctx);

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
