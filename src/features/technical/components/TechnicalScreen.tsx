import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Spin } from 'antd';
import { useAppSelector } from '@/application/hooks';
import { minimumPlanFor } from '@/common/access/accessTable';
import { LockedSection, useAccess } from '@/features/access';
import { selectTicker } from '@/features/enterprise/enterpriseSlice';
import { useGetStockBarsQuery, useGetTechnicalSummaryQuery } from '../technicalApi';
import { useTechnicalSettings } from '../technicalSettings';
import { TechnicalChart } from './TechnicalChart';
import { TechnicalSummaryCard } from './TechnicalSummaryCard';
import { TechnicalToolbar } from './TechnicalToolbar';

const CODE = 'TECHNICAL_ANALYSIS_ALL';
export const BARS_ERROR_TEXT = 'Không tải được dữ liệu giá';
export const NO_BARS_TEXT = 'Chưa có dữ liệu giá';

/** The kind of a failed call (src/lib/httpErrors.ts): forbidden is a 403, notFound a 404. */
function errorKind(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'kind' in error ? error.kind : undefined;
}

/**
 * Technical analysis of the current ticker (TECHNICAL_ANALYSIS_ALL, from BASIC): guests and free
 * accounts see the locked panel. The chart keeps the previous bars under a spinner while another
 * resolution loads; the summary card follows the same resolution.
 */
export function TechnicalScreen() {
  const ticker = useAppSelector(selectTicker);
  const access = useAccess(CODE);
  const closed = access.settled && access.level === 'none';
  const settings = useTechnicalSettings();
  const args = { ticker, resolution: settings.resolution };
  const barsQuery = useGetStockBarsQuery(args, { skip: closed });
  const summaryQuery = useGetTechnicalSummaryQuery(args, { skip: closed });
  const stock = barsQuery.currentData ?? (barsQuery.isFetching ? barsQuery.data : undefined);
  const summary = summaryQuery.currentData;

  let body;
  // A 403 (PLAN_REQUIRED) means the plan does not open the screen: not an error to show as one.
  if (closed || errorKind(barsQuery.error) === 'forbidden' || errorKind(summaryQuery.error) === 'forbidden') {
    // The table's plan even when the session's role would open it: the server knows better.
    body = <LockedSection code={CODE} requiredPlan={minimumPlanFor(CODE)} framed={false} />;
  } else if (!access.settled || (!stock && !barsQuery.isError)) {
    body = <Skeleton active paragraph={{ rows: 12 }} />;
  } else if (errorKind(barsQuery.error) === 'notFound' || stock?.bars.length === 0) {
    body = <Empty description={NO_BARS_TEXT} />;
  } else if (!stock) {
    body = (
      <Alert
        type="error"
        showIcon
        title={BARS_ERROR_TEXT}
        action={
          <Button
            icon={<ReloadOutlined aria-hidden />}
            loading={barsQuery.isFetching}
            onClick={() => {
              void barsQuery.refetch();
              if (summaryQuery.isError) void summaryQuery.refetch();
            }}
          >
            Thử lại
          </Button>
        }
      />
    );
  } else {
    body = (
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap="middle">
            <TechnicalToolbar settings={settings} />
            <Spin spinning={barsQuery.isFetching}>
              <TechnicalChart
                bars={stock.bars}
                resolution={stock.resolution}
                overlays={settings.technicalOverlays}
                panes={settings.panes}
                range={settings.range}
              />
            </Spin>
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <TechnicalSummaryCard
            ticker={ticker}
            summary={summary}
            failed={summaryQuery.isError}
            retrying={summaryQuery.isFetching}
            onRetry={() => {
              void summaryQuery.refetch();
            }}
          />
        </Col>
      </Row>
    );
  }

  return <Card title={`Phân tích kỹ thuật ${ticker}`.trim()}>{body}</Card>;
}
