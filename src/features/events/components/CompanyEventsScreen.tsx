import { Card, Empty, Skeleton, Space, Table } from 'antd';
import { useAppSelector } from '@/application/hooks';
import type { CorporateEventItem } from '@/common/contracts/corporateEvents';
import { RetryAlert } from '@/components/RetryAlert';
import { SCROLLED_TABLE_STYLE, ScrollRegion } from '@/components/ScrollRegion';
import { selectTicker } from '@/features/enterprise/enterpriseSlice';
import { useGetCompanyEventsQuery } from '../eventsApi';
import { DividendHistoryCard } from './DividendHistoryCard';
import { eventColumns } from './eventColumns';

const COLUMNS = eventColumns({ withCompany: false });

function EventsTable({
  items,
  empty,
  label,
  testId,
}: {
  items: CorporateEventItem[];
  empty: string;
  label: string;
  testId: string;
}) {
  if (items.length === 0) return <Empty description={empty} />;
  return (
    <ScrollRegion label={label}>
      <Table
        data-testid={testId}
        columns={COLUMNS}
        dataSource={items}
        rowKey="id"
        pagination={items.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        style={SCROLLED_TABLE_STYLE}
        size="middle"
      />
    </ScrollRegion>
  );
}

/** /enterprise/{TICKER}/events: the company's upcoming and past events and its dividend history. */
export function CompanyEventsScreen() {
  const ticker = useAppSelector(selectTicker);
  const query = useGetCompanyEventsQuery(ticker, { skip: ticker === '' });
  const data = query.data;
  let upcoming;
  let past;
  if (query.isLoading) {
    upcoming = <Skeleton active paragraph={{ rows: 3 }} />;
    past = <Skeleton active paragraph={{ rows: 5 }} />;
  } else if (query.isError || !data) {
    const retry = (
      <RetryAlert
        title={`Không tải được lịch sự kiện của ${ticker}.`}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
    upcoming = retry;
    past = retry;
  } else {
    upcoming = (
      <EventsTable
        items={data.upcoming}
        testId="upcoming-events"
        label={`Sự kiện sắp tới của ${ticker}`}
        empty={`Chưa có sự kiện nào của ${ticker} từ hôm nay (${data.today}) trở đi trong lịch.`}
      />
    );
    past = (
      <EventsTable
        items={data.past}
        testId="past-events"
        label={`Sự kiện đã qua của ${ticker}`}
        empty={`Chưa có sự kiện nào của ${ticker} trước hôm nay trong lịch.`}
      />
    );
  }
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card title="Sự kiện sắp tới">{upcoming}</Card>
      {ticker !== '' && <DividendHistoryCard key={ticker} ticker={ticker} />}
      <Card title="Sự kiện đã qua">{past}</Card>
    </Space>
  );
}
