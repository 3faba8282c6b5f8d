import { Col, Flex, Row, Skeleton, Typography } from 'antd';
import { RetryAlert } from '@/components/RetryAlert';
import { useGetPortfolioQuery } from '../portfoliosApi';
import { marketCaption } from '../portfolioText';
import { AllocationCard } from './AllocationCard';
import { HoldingsTable } from './HoldingsTable';
import { ImportCsvCard } from './ImportCsvCard';
import { PerformanceCard } from './PerformanceCard';
import { PortfolioSettings } from './PortfolioSettings';
import { SuggestionsCard } from './SuggestionsCard';
import { SummaryCard } from './SummaryCard';
import { TransactionForm } from './TransactionForm';
import { TransactionsTable } from './TransactionsTable';

/** One portfolio: figures, holdings, allocation, performance, suggestions, entry, import, ledger, settings. */
export function PortfolioView({ id }: { id: number }) {
  const query = useGetPortfolioQuery(id);
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!query.data) {
    const reason = query.error && 'message' in query.error ? `: ${String(query.error.message)}` : '';
    return (
      <RetryAlert
        title={`Không tải được danh mục${reason}`}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const data = query.data;
  return (
    <Flex vertical gap="middle" data-testid="portfolio-view">
      <Typography.Text type="secondary" data-testid="portfolio-market-caption">
        {marketCaption(data.market)}
      </Typography.Text>
      <SummaryCard data={data} />
      <HoldingsTable data={data} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <AllocationCard data={data} />
        </Col>
        <Col xs={24} lg={14}>
          <PerformanceCard id={id} />
        </Col>
      </Row>
      <SuggestionsCard id={id} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <TransactionForm portfolio={data.portfolio} />
        </Col>
        <Col xs={24} lg={10}>
          <ImportCsvCard id={id} />
        </Col>
      </Row>
      <TransactionsTable id={id} transactions={data.transactions} />
      <PortfolioSettings portfolio={data.portfolio} />
    </Flex>
  );
}
