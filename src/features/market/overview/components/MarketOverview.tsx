import { Col, Flex, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ContributionCard } from './ContributionCard';
import { HeatmapCard } from './HeatmapCard';
import { IndexChartCard } from './IndexChartCard';
import { IndicesCard } from './IndicesCard';

/**
 * The home page's market overview (issue 31): indices with breadth, the index chart and the index
 * contribution, the heatmap, then `children` (the flows cards: movers, foreign flows, industry
 * performance), each card saying the session, time and source of its data.
 */
export function MarketOverview({ children }: { children?: ReactNode }) {
  return (
    <Flex vertical gap={16} data-testid="market-overview">
      <Typography.Title level={1} style={{ marginBottom: 0 }}>
        Thị trường hôm nay
      </Typography.Title>
      <IndicesCard />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <IndexChartCard />
        </Col>
        <Col xs={24} xl={10}>
          <ContributionCard />
        </Col>
      </Row>
      <HeatmapCard />
      {children}
    </Flex>
  );
}
