import { Card, Empty, Flex, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useAppSelector } from '@/application/hooks';
import { selectTicker } from '@/features/enterprise/enterpriseSlice';
import { NotedValue } from '@/features/ratios/components/NotedValue';
import { hasKeyFigures, keyFigures, keyFiguresBasis } from '../keyFigures';
import { useGetOverviewQuery } from '../overviewApi';
import { queryStatus } from '@/components/QueryStatus';
import { Week52Range } from './Week52Range';

const GRID_STYLE: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: '12px 16px',
  margin: 0,
};

/** Market cap, valuation multiples, returns and per-share figures, and the 52-week range. */
export function KeyFiguresCard() {
  const ticker = useAppSelector(selectTicker);
  const query = useGetOverviewQuery(ticker);
  const { data } = query;
  const basis = data ? keyFiguresBasis(data) : null;

  const status = queryStatus(query, 'Không tải được chỉ số chính.', 6);
  let body;
  if (status !== null || !data) {
    body = status;
  } else if (!hasKeyFigures(data)) {
    body = <Empty description="Chưa có dữ liệu chỉ số cho mã này" />;
  } else {
    body = (
      <Flex vertical gap="middle">
        <dl style={GRID_STYLE}>
          {keyFigures(data).map((figure) => (
            <div key={figure.key}>
              <dt style={{ color: 'var(--ant-color-text-description)', fontSize: 12 }}>{figure.label}</dt>
              <dd style={{ margin: 0, fontWeight: 600, fontSize: 15 }} data-testid={`figure-${figure.key}`}>
                <NotedValue text={figure.value} note={figure.note ?? null} />
              </dd>
            </div>
          ))}
        </dl>
        <Week52Range price={data.price} low={data.week52Low} high={data.week52High} />
        {basis && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="key-figures-basis">
            {basis}
          </Typography.Text>
        )}
      </Flex>
    );
  }

  return (
    <Card title="Chỉ số chính" data-testid="overview-key-figures" style={{ height: '100%' }}>
      {body}
    </Card>
  );
}
