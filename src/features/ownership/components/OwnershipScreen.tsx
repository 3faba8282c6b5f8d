import { Card, Col, Row, Typography } from 'antd';
import { useId } from 'react';
import { useAppSelector } from '@/application/hooks';
import { queryStatus } from '@/components/QueryStatus';
import { selectTicker } from '@/features/enterprise/enterpriseSlice';
import { useGetOwnershipQuery } from '../ownershipApi';
import { ForeignRoomCard } from './ForeignRoomCard';
import { InsiderDealsCard } from './InsiderDealsCard';
import { MajorHoldersCard } from './MajorHoldersCard';
import { StructureCard } from './StructureCard';

/**
 * /enterprise/{TICKER}/ownership (public, like the overview): shareholder structure, foreign
 * ownership against the room limit, major shareholders and insider deals.
 */
export function OwnershipScreen() {
  const ticker = useAppSelector(selectTicker);
  const titleId = useId();
  const query = useGetOwnershipQuery(ticker);
  const { data } = query;
  const status = queryStatus(query, 'Không tải được dữ liệu sở hữu.', 8);
  return (
    <section aria-labelledby={titleId}>
      <Typography.Title level={3} id={titleId} style={{ marginTop: 0 }}>
        Cổ đông và sở hữu <Typography.Text type="secondary">{ticker}</Typography.Text>
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {status !== null || !data ? (
          <Col span={24}>
            <Card>{status}</Card>
          </Col>
        ) : (
          <>
            <Col xs={24} xl={12}>
              <StructureCard data={data} />
            </Col>
            <Col xs={24} xl={12}>
              <ForeignRoomCard ticker={ticker} summary={data.foreign} />
            </Col>
            <Col span={24}>
              <MajorHoldersCard data={data} />
            </Col>
          </>
        )}
        <Col span={24}>
          <InsiderDealsCard key={ticker} ticker={ticker} />
        </Col>
      </Row>
    </section>
  );
}
