import dynamic from 'next/dynamic';
import { SectionTitle } from '@/components/SectionTitle';
import Head from 'next/head';
import { Flex, Skeleton, Typography } from 'antd';
import { queryStatus } from '@/components/QueryStatus';
import { useGetIndustryListQuery } from '../industryApi';
import { IndustryCards, PresentationList } from './IndustryCards';

export const INDUSTRY_INDEX_TITLE = 'Dữ liệu ngành';

/**
 * The cross-industry table (antd's sortable Table) loads in the browser after the page (next/dynamic,
 * no server render): it sits below the cards.
 */
const LazyOverviewTable = dynamic(() => import('./OverviewTable').then((module) => module.OverviewTable), {
  ssr: false,
  loading: () => <Skeleton active title={false} paragraph={{ rows: 4 }} />,
});

/** /industry: the twenty industries, the presentations and the cross-industry overview. */
export function IndustryIndexScreen() {
  const query = useGetIndustryListQuery(undefined);
  const data = query.data;
  return (
    <>
      <Head>
        <title>{`${INDUSTRY_INDEX_TITLE} | VnFin`}</title>
      </Head>
      <Typography.Title level={1}>{INDUSTRY_INDEX_TITLE}</Typography.Title>
      <Typography.Paragraph type="secondary">
        Chỉ tiêu vận hành của từng ngành theo tần suất tự nhiên: giá, sản lượng, công suất, xuất khẩu theo thị
        trường và chi phí đầu vào, giúp giải thích kết quả kinh doanh trước khi báo cáo tài chính được công
        bố.
      </Typography.Paragraph>
      {queryStatus(query, 'Không tải được danh sách ngành') ??
        (data && (
          <Flex vertical gap="large">
            <section aria-label="Các ngành">
              <IndustryCards industries={data.industries} />
            </section>
            <section aria-label="Bài trình bày">
              <SectionTitle level={2} looks={4}>
                Bài trình bày
              </SectionTitle>
              <PresentationList presentations={data.presentations} />
            </section>
            <section aria-label="Tổng hợp các ngành">
              <SectionTitle level={2} looks={4}>
                Tổng hợp các ngành
              </SectionTitle>
              <LazyOverviewTable access={data.overview} />
            </section>
          </Flex>
        ))}
    </>
  );
}
