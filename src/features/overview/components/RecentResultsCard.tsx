import { Card, Empty, Flex, Table, type TableColumnsType, Typography } from 'antd';
import { useMemo } from 'react';
import { useAppSelector } from '@/application/hooks';
import type { OverviewResponse } from '@/common/contracts/companyPages';
import { formatByUnit, formatPercent, MISSING_VALUE } from '@/common/format';
import { MetricChart } from '@/features/charts/components/MetricChart';
import { priceChangeColor } from '@/features/enterprise/components/CompanyInfo';
import { selectTicker } from '@/features/enterprise/enterpriseSlice';
import { useGetOverviewQuery } from '../overviewApi';
import {
  hasResults,
  resultsChartMetrics,
  resultsChartSeries,
  resultsTableRows,
  type ResultsRow,
} from '../recentResults';
import { queryStatus } from '@/components/QueryStatus';

function YoyValue({ value }: { value: number | null }) {
  const text = formatPercent(value, 1);
  if (value === null || text === MISSING_VALUE) return <>{MISSING_VALUE}</>;
  return <span style={{ color: priceChangeColor(value) }}>{value > 0 ? `+${text}` : text}</span>;
}

function columns(data: OverviewResponse): TableColumnsType<ResultsRow> {
  return [
    {
      key: 'name',
      title: 'Chỉ tiêu',
      rowScope: 'row',
      fixed: 'left',
      width: 200,
      render: (_: unknown, row) =>
        row.kind === 'yoy' ? (
          <Typography.Text type="secondary" style={{ paddingLeft: 12 }}>
            {row.name}
          </Typography.Text>
        ) : (
          <Typography.Text strong>{row.name}</Typography.Text>
        ),
    },
    ...data.recentResults.map((result, index) => ({
      key: result.key,
      title: result.label,
      align: 'right' as const,
      width: 96,
      render: (_: unknown, row: ResultsRow) => {
        const value = row.values[index] ?? null;
        return row.kind === 'yoy' ? <YoyValue value={value} /> : formatByUnit(value, 'billion');
      },
    })),
  ];
}

function ResultsBody({ data, ticker }: { data: OverviewResponse; ticker: string }) {
  const metrics = useMemo(() => resultsChartMetrics(data.revenueLabel), [data.revenueLabel]);
  const series = useMemo(
    () => resultsChartSeries(data.recentResults, data.revenueLabel),
    [data.recentResults, data.revenueLabel],
  );
  return (
    <Flex vertical gap="middle">
      <MetricChart
        metrics={metrics}
        series={series}
        unit="billion"
        isAutoAxis
        range="All"
        periodType="quarter"
        title={`Kết quả kinh doanh ${ticker}`}
        height={260}
      />
      <Typography.Text type="secondary">Đơn vị: tỷ đồng</Typography.Text>
      {/* The table scrolls sideways inside a region the keyboard can reach (WCAG 2.1.1; antd's own
          scroller cannot take the focus). */}
      <div
        role="region"
        aria-label={`Bảng kết quả kinh doanh ${ticker}`}
        tabIndex={0}
        style={{ overflowX: 'auto' }}
      >
        <Table<ResultsRow>
          data-testid="overview-results-table"
          size="small"
          bordered
          pagination={false}
          columns={columns(data)}
          dataSource={resultsTableRows(data.recentResults, data.revenueLabel)}
          style={{ width: 'max-content', minWidth: '100%' }}
        />
      </div>
    </Flex>
  );
}

/** Revenue and net profit of the last 8 quarters with their change against a year earlier. */
export function RecentResultsCard() {
  const ticker = useAppSelector(selectTicker);
  const query = useGetOverviewQuery(ticker);
  const { data } = query;

  const status = queryStatus(query, 'Không tải được kết quả kinh doanh.', 6);
  let body;
  if (status !== null || !data) {
    body = status;
  } else if (!hasResults(data.recentResults)) {
    body = <Empty description="Chưa có kết quả kinh doanh theo quý cho mã này" />;
  } else {
    body = <ResultsBody data={data} ticker={ticker} />;
  }

  return <Card title="Kết quả kinh doanh 8 quý gần nhất">{body}</Card>;
}
