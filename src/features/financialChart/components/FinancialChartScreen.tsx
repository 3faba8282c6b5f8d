import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Skeleton, Typography } from 'antd';
import { useAppSelector } from '@/application/hooks';
import { LockedSection, useAccess } from '@/features/access';
import { useGetFinanceChipsQuery } from '@/features/charts/chartsApi';
import { selectTicker } from '@/features/enterprise/enterpriseSlice';
import { limitedChartNotice, metricLimit } from '../chartMetrics';
import { FinancialChartWorkspace } from './FinancialChartWorkspace';

export const CHIPS_ERROR_TEXT = 'Không tải được danh sách chỉ tiêu';

/** What the chart shows, said before it is drawn and when it is locked (server HTML included). */
export function financialChartShows(ticker: string): string {
  return `Biểu đồ các chỉ tiêu báo cáo tài chính và chỉ số tài chính của ${ticker} theo quý hoặc theo năm, chọn chỉ tiêu để so sánh trên cùng một biểu đồ.`;
}

/** A 403 (PLAN_REQUIRED) answer: the plan does not open the screen; not an error to show as one. */
function isRefused(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'kind' in error && error.kind === 'forbidden';
}

/**
 * The financial chart of the current ticker (FINANCIAL_CHART): guests see the locked panel, free
 * accounts draw up to 2 metrics at once, paid plans up to 6. The chart waits for the session check
 * (the limit depends on it), so the server renders the loading state and the browser draws.
 */
export function FinancialChartScreen() {
  const ticker = useAppSelector(selectTicker);
  const access = useAccess('FINANCIAL_CHART');
  const closed = access.settled && access.level === 'none';
  const chips = useGetFinanceChipsQuery({ ticker }, { skip: closed });
  const data = chips.currentData;
  const max = metricLimit(access);

  let body;
  if (closed || isRefused(chips.error)) {
    body = <LockedSection code="FINANCIAL_CHART" framed={false} shows={financialChartShows(ticker)} />;
  } else if (!access.settled || (!data && !chips.isError)) {
    body = (
      <>
        <Typography.Paragraph type="secondary">{financialChartShows(ticker)}</Typography.Paragraph>
        <Skeleton active paragraph={{ rows: 10 }} />
      </>
    );
  } else if (!data) {
    body = (
      <Alert
        type="error"
        showIcon
        title={CHIPS_ERROR_TEXT}
        action={
          <Button
            icon={<ReloadOutlined aria-hidden />}
            loading={chips.isFetching}
            onClick={() => {
              void chips.refetch();
            }}
          >
            Thử lại
          </Button>
        }
      />
    );
  } else if (data.chips.length === 0) {
    body = <Empty description="Mã này chưa có chỉ tiêu để vẽ biểu đồ" />;
  } else {
    body = (
      <FinancialChartWorkspace
        key={ticker}
        ticker={ticker}
        chips={data.chips}
        max={max}
        limitedNotice={access.level === 'limited' ? limitedChartNotice(max, access.requiredPlan) : undefined}
      />
    );
  }

  return <Card title="Biểu đồ tài chính">{body}</Card>;
}
