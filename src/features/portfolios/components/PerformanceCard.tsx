import { Alert, Card, Col, Empty, Row, Skeleton, Statistic, Typography } from 'antd';
import { useMemo } from 'react';
import type { PortfolioPerformanceResponse } from '@/common/contracts/portfolios';
import { formatPercent } from '@/common/format';
import { RetryAlert } from '@/components/RetryAlert';
import { HighchartsView } from '@/features/charts/components/HighchartsView';
import { PERFORMANCE_TITLE, performanceOptions, performanceTable } from '../portfolioCharts';
import { useGetPortfolioPerformanceQuery } from '../portfoliosApi';
import { formatDong, profitColor } from '../portfolioText';

function PerformanceBody({ data }: { data: PortfolioPerformanceResponse }) {
  const options = useMemo(() => performanceOptions(data), [data]);
  const table = useMemo(() => performanceTable(data), [data]);
  const first = data.points[0]?.date;
  const last = data.points[data.points.length - 1]?.date;
  const figures = [
    { key: 'twr', title: 'Lợi suất theo thời gian (TWR)', value: data.twr },
    { key: 'bench', title: 'VN-Index cùng kỳ', value: data.benchmark.twr },
    { key: 'mdd', title: 'Sụt giảm tối đa của danh mục', value: data.maxDrawdown },
    { key: 'bench-mdd', title: 'Sụt giảm tối đa VN-Index', value: data.benchmark.maxDrawdown },
  ];
  return (
    <>
      <Row gutter={[16, 16]}>
        {figures.map((figure) => (
          <Col key={figure.key} xs={12} md={6} data-testid={`portfolio-perf-${figure.key}`}>
            <Statistic
              title={figure.title}
              value={formatPercent(figure.value)}
              styles={{ content: { color: profitColor(figure.value), fontSize: 18 } }}
            />
          </Col>
        ))}
      </Row>
      {data.points.length > 0 && (
        <HighchartsView
          options={options}
          height={320}
          dataTable={table}
          title={PERFORMANCE_TITLE}
          data-testid="portfolio-performance-chart"
        />
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {first && last ? `Từ ${first} đến ${last}. ` : ''}Định giá hằng ngày theo giá đóng cửa thực tế (chưa
        điều chỉnh), cổ tức ghi vào ngày GDKHQ; dòng tiền bên ngoài là nạp/rút tiền. VN-Index: nguồn{' '}
        {data.benchmark.source ?? 'không rõ'}.
        {data.impliedDeposits > 0
          ? ` Có ${formatDong(data.impliedDeposits)} đồng mua cổ phiếu chưa có khoản nạp tiền tương ứng, được coi như nạp tiền vào ngày mua.`
          : ''}
      </Typography.Paragraph>
      {data.reason && <Alert style={{ marginTop: 8 }} type="info" showIcon title={data.reason} />}
    </>
  );
}

/** Time-weighted return and maximum drawdown against VN-Index, with the chart over time. */
export function PerformanceCard({ id }: { id: number }) {
  const query = useGetPortfolioPerformanceQuery(id);
  let body;
  if (query.isLoading) body = <Skeleton active paragraph={{ rows: 5 }} />;
  else if (!query.data) {
    body = (
      <RetryAlert
        title="Không tải được hiệu suất danh mục"
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.points.length === 0) {
    body = <Empty description={query.data.reason ?? 'Chưa đủ dữ liệu để tính hiệu suất.'} />;
  } else body = <PerformanceBody data={query.data} />;
  return (
    <Card title={PERFORMANCE_TITLE} data-testid="portfolio-performance">
      {body}
    </Card>
  );
}
