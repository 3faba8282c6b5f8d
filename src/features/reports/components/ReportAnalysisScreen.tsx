import { Card, Empty, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useAppSelector } from '@/application/hooks';
import { minimumPlanFor } from '@/common/access/accessTable';
import type { AnalysisReportItem } from '@/common/contracts/companyPages';
import { LockedSection, useAccess } from '@/features/access';
import { selectTicker } from '@/features/enterprise/enterpriseSlice';
import { RetryAlert } from '@/components/RetryAlert';
import { isRefused } from '@/features/news/refused';
import {
  INITIAL_REPORT_FILTERS,
  reportQueryArgs,
  REPORTS_PAGE_SIZE,
  type ReportFilters,
} from '../reportFilters';
import { useGetReportAnalysisQuery } from '../reportsApi';
import { REPORT_COLUMNS } from './reportColumns';
import { ReportFiltersBar } from './ReportFiltersBar';

const EMPTY_TEXT = 'Chưa có báo cáo phân tích phù hợp';

function ReportTable({ ticker }: { ticker: string }) {
  const [filters, setFilters] = useState<ReportFilters>(INITIAL_REPORT_FILTERS);
  const [page, setPage] = useState(1);
  const query = useGetReportAnalysisQuery(reportQueryArgs(ticker, filters, page));
  const data = query.data;

  if (isRefused(query.error)) {
    // The browser thought the plan opens it (a plan ended meanwhile): name the table's plan.
    return (
      <LockedSection
        code="ANALYSIS_VALUE_ALL"
        requiredPlan={minimumPlanFor('ANALYSIS_VALUE_ALL')}
        title="Báo cáo phân tích"
        framed={false}
      />
    );
  }
  if (query.isError) {
    return (
      <RetryAlert
        title="Không tải được báo cáo phân tích."
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ReportFiltersBar
        filters={filters}
        sources={data?.sources ?? []}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <div data-testid="report-table">
        <Table<AnalysisReportItem>
          size="small"
          rowKey="id"
          columns={REPORT_COLUMNS}
          dataSource={data?.items ?? []}
          loading={query.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: query.isFetching ? ' ' : <Empty description={EMPTY_TEXT} /> }}
          expandable={{
            expandedRowRender: (item) => (
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>
                {item.summary}
              </Typography.Paragraph>
            ),
            rowExpandable: (item) => item.summary.trim() !== '',
          }}
          pagination={{
            current: page,
            pageSize: REPORTS_PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
        />
      </div>
    </Space>
  );
}

/**
 * /enterprise/report-analysis: brokers' analysis reports of the company and its industry, filtered
 * by source, date and scope. From the PRO plan; lower plans see the lock.
 */
export function ReportAnalysisScreen() {
  const ticker = useAppSelector(selectTicker);
  const access = useAccess('ANALYSIS_VALUE_ALL');
  const closed = access.settled && access.level === 'none';
  return (
    <Card title="Báo cáo phân tích">
      {closed ? (
        <LockedSection code="ANALYSIS_VALUE_ALL" title="Báo cáo phân tích" framed={false} />
      ) : (
        <ReportTable key={ticker} ticker={ticker} />
      )}
    </Card>
  );
}
