import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useAppSelector } from '@/application/hooks';
import { minimumPlanFor } from '@/common/access/accessTable';
import { LockedSection, useAccess } from '@/features/access';
import { selectTicker } from '@/features/enterprise/enterpriseSlice';
import { RetryAlert } from '@/components/RetryAlert';
import { useGetValueChainQuery } from '../valueChainApi';
import { ValueChainDiagram } from './ValueChainDiagram';

export const EMPTY_VALUE_CHAIN_TEXT = 'Chưa có dữ liệu chuỗi giá trị cho mã này';

/** A 403 (PLAN_REQUIRED) answer: the plan does not open the screen; not an error to show as one. */
function isRefused(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'kind' in error && error.kind === 'forbidden';
}

/**
 * The company's place in its value chain (VALUE_CHAIN_ALL, PRO and up; below that the locked panel).
 * The diagram waits for the session check, so the server renders the loading state.
 */
export function ValueChainScreen() {
  const ticker = useAppSelector(selectTicker);
  const access = useAccess('VALUE_CHAIN_ALL');
  const closed = access.settled && access.level === 'none';
  const query = useGetValueChainQuery(ticker, { skip: closed || !access.settled });
  const data = query.currentData;

  let body;
  if (closed || isRefused(query.error)) {
    // A refusal for a plan the table opens (a stale session): name the plan that opens it.
    body = (
      <LockedSection code="VALUE_CHAIN_ALL" requiredPlan={minimumPlanFor('VALUE_CHAIN_ALL')} framed={false} />
    );
  } else if (query.isError) {
    body = (
      <RetryAlert
        title="Không tải được chuỗi giá trị."
        retrying={query.isFetching}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  } else if (!data) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (data.nodes.length === 0) {
    body = <Empty description={EMPTY_VALUE_CHAIN_TEXT} />;
  } else {
    body = (
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">
          Ngành: {data.industry ?? 'Chưa phân ngành'}. Bấm vào mã niêm yết để xem tổng quan doanh nghiệp đó;
          rê chuột lên doanh nghiệp chưa niêm yết để xem ghi chú.
        </Typography.Text>
        <ValueChainDiagram data={data} />
      </Flex>
    );
  }

  return <Card title={`Chuỗi giá trị ${ticker}`}>{body}</Card>;
}
