import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Result, Row, Typography } from 'antd';
import Head from 'next/head';
import Link from 'next/link';
import type { PresentationResponse } from '@/common/contracts/industry';
import { INDUSTRY_ROUTES, industryLabel, presentationPermission } from '@/common/industry/industries';
import { queryStatus } from '@/components/QueryStatus';
import { LockedSection } from '@/features/access';
import { useGetIndustryListQuery, useGetPresentationQuery } from '../industryApi';
import { errorKind, monthYear, permissionOf } from '../industryFormat';
import { useSlideNavigation } from '../useSlideNavigation';
import { SlideNavBar } from './SlideNavBar';
import { SlideOutline } from './SlideOutline';
import { SlideView } from './SlideView';

export const PRESENTATION_TITLE = 'Bài trình bày';

/** The slides with their outline and navigation. */
function Slides({ data }: { data: PresentationResponse }) {
  const navigation = useSlideNavigation(data.slug, data.slides.length);
  const slide = data.slides[navigation.current - 1];
  if (!slide) return <Empty description="Bài trình bày chưa có trang nào" />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={17} xl={18}>
        <Card>
          <SlideView key={navigation.current} slide={slide} />
          <SlideNavBar navigation={navigation} />
        </Card>
      </Col>
      <Col xs={24} lg={7} xl={6}>
        <SlideOutline slides={data.slides} current={navigation.current} onSelect={navigation.go} />
      </Col>
    </Row>
  );
}

function PresentationBody({ data }: { data: PresentationResponse }) {
  const until = monthYear(data.dataDate);
  return (
    <>
      <Head>
        <title>{`${data.title} | VnFin`}</title>
      </Head>
      <Link href={INDUSTRY_ROUTES.dashboard(data.industry)}>
        <ArrowLeftOutlined aria-hidden /> Dữ liệu ngành {industryLabel(data.industry)}
      </Link>
      <Typography.Title level={1} style={{ marginTop: 8, marginBottom: 4 }}>
        {data.title}
      </Typography.Title>
      {data.subtitle && (
        <Typography.Paragraph style={{ marginBottom: 4 }}>{data.subtitle}</Typography.Paragraph>
      )}
      {until && (
        <Typography.Paragraph type="secondary" data-testid="presentation-data-date">
          Số liệu cập nhật đến {until}
        </Typography.Paragraph>
      )}
      {data.locked ? (
        <LockedSection
          code={permissionOf(data.permission, presentationPermission(data.industry))}
          requiredPlan={data.requiredPlan}
        />
      ) : (
        <Slides data={data} />
      )}
    </>
  );
}

/** A refused presentation: the lock of its code (read from the list, which is open to all). */
function LockedPresentation({ slug }: { slug: string }) {
  const list = useGetIndustryListQuery(undefined);
  const summary = list.data?.presentations.find((item) => item.slug === slug);
  const fallback = summary ? presentationPermission(summary.industry) : 'PRESENT_ALL';
  const title = summary?.title ?? PRESENTATION_TITLE;
  return (
    <>
      <Head>
        <title>{`${title} | VnFin`}</title>
      </Head>
      <Typography.Title level={1}>{title}</Typography.Title>
      <LockedSection
        code={permissionOf(summary?.permission, fallback)}
        requiredPlan={summary?.locked ? summary.requiredPlan : undefined}
      />
    </>
  );
}

/** /industry/presentation/<slug>: an industry's annotated charts, read one slide at a time. */
export function PresentationScreen({ slug }: { slug: string }) {
  const query = useGetPresentationQuery(slug);
  const kind = query.data ? undefined : errorKind(query.error);
  if (kind === 'forbidden') return <LockedPresentation slug={slug} />;
  if (kind === 'notFound' || kind === 'badRequest') {
    return (
      <Result
        status="404"
        title="Không tìm thấy bài trình bày"
        extra={<Link href={INDUSTRY_ROUTES.index}>Về trang dữ liệu ngành</Link>}
      />
    );
  }
  const status = queryStatus(query, 'Không tải được bài trình bày');
  if (status || !query.data) {
    return (
      <>
        <Head>
          <title>{`${PRESENTATION_TITLE} | VnFin`}</title>
        </Head>
        <Typography.Title level={1}>{PRESENTATION_TITLE}</Typography.Title>
        {status}
      </>
    );
  }
  return <PresentationBody data={query.data} />;
}
