import { Col, Row, Typography } from 'antd';
import { useId } from 'react';
import { useAppSelector } from '@/application/hooks';
import { selectTicker } from '@/features/enterprise/enterpriseSlice';
import { CompanyProfileCard } from './CompanyProfileCard';
import { KeyFiguresCard } from './KeyFiguresCard';
import { LatestNewsCard } from './LatestNewsCard';
import { PriceChartCard } from './PriceChartCard';
import { RecentResultsCard } from './RecentResultsCard';

/**
 * The company overview (ENTERPRISE_OVERVIEW_ALL, open to everyone): key figures (server-rendered),
 * the price chart, recent quarterly results, the latest news and the company profile.
 */
export function OverviewScreen() {
  const ticker = useAppSelector(selectTicker);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Typography.Title level={3} id={titleId} style={{ marginTop: 0 }}>
        Tổng quan doanh nghiệp <Typography.Text type="secondary">{ticker}</Typography.Text>
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={9}>
          <KeyFiguresCard />
        </Col>
        <Col xs={24} xl={15}>
          <PriceChartCard />
        </Col>
        <Col xs={24} xl={15}>
          <RecentResultsCard />
        </Col>
        <Col xs={24} xl={9}>
          <LatestNewsCard />
        </Col>
        <Col span={24}>
          <CompanyProfileCard />
        </Col>
      </Row>
    </section>
  );
}
