import { Col, Row } from 'antd';
import { queryStatus } from '@/components/QueryStatus';
import { useMarketPolling } from '@/features/market/flows/useMarketPolling';
import { useGetMarketIndicesQuery } from '../marketApi';
import { IndexTile } from './IndexTile';

/** The four indices side by side (two by two on tablets, stacked on phones); server-rendered. */
export function IndicesCard() {
  const pollingInterval = useMarketPolling();
  const query = useGetMarketIndicesQuery(undefined, { pollingInterval, skipPollingIfUnfocused: true });
  const status = queryStatus(query, 'Không tải được các chỉ số thị trường', 3);
  return (
    <section aria-label="Chỉ số thị trường" data-testid="market-indices">
      {status ?? (
        <Row gutter={[12, 12]}>
          {query.data?.indices.map((index) => (
            <Col key={index.code} xs={24} sm={12} xl={6}>
              <IndexTile index={index} />
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
