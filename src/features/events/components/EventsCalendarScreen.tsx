import { Alert, Card, Empty, Space, Table, Typography } from 'antd';
import { formatDate } from '@/common/format';
import { CORPORATE_EVENT_LABELS } from '@/common/market/events';
import { RetryAlert } from '@/components/RetryAlert';
import type { DescribedError } from '@/lib/httpErrors';
import { calendarArgs, type CalendarView } from '../calendarView';
import { useGetMarketEventsQuery } from '../eventsApi';
import { useCalendarView } from '../useCalendarView';
import { CalendarFilters } from './CalendarFilters';
import { eventColumns } from './eventColumns';
import { SCROLLED_TABLE_STYLE, ScrollRegion } from '@/components/ScrollRegion';

const COLUMNS = eventColumns({ withCompany: true });

/** What the table is filtered by, in words: "từ 2024-09-24 đến 2024-11-30, loại Cổ tức bằng tiền, sàn HOSE". */
export function describeView(view: CalendarView): string {
  const parts = [`từ ${formatDate(view.from)} đến ${formatDate(view.to)}`];
  if (view.kinds.length > 0)
    parts.push(`loại ${view.kinds.map((kind) => CORPORATE_EVENT_LABELS[kind]).join(', ')}`);
  if (view.exchange) parts.push(`sàn ${view.exchange}`);
  if (view.ticker) parts.push(`mã ${view.ticker}`);
  return parts.join(', ');
}

/** /events: the market's corporate events by date, filtered by kind, exchange, dates and ticker. */
export function EventsCalendarScreen({ today }: { today: string }) {
  const [view, setView] = useCalendarView(today);
  const query = useGetMarketEventsQuery(calendarArgs(view));
  const data = query.data;
  const described = describeView(view);

  let body;
  if (query.isError) {
    const message = (query.error as DescribedError | undefined)?.message;
    body = (
      <RetryAlert
        title={`Không tải được lịch sự kiện ${described}${message ? `: ${message}` : '.'}`}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  } else if (!data) {
    body = (
      <Table
        columns={COLUMNS}
        dataSource={[]}
        loading
        rowKey="id"
        pagination={false}
        locale={{ emptyText: `Đang tải lịch sự kiện ${described}…` }}
      />
    );
  } else {
    body = (
      <ScrollRegion label="Lịch sự kiện doanh nghiệp">
        <Table
          data-testid="events-calendar"
          columns={COLUMNS}
          dataSource={data.items}
          rowKey="id"
          loading={query.isFetching}
          style={SCROLLED_TABLE_STYLE}
          size="middle"
          locale={{
            emptyText: (
              <Empty
                description={`Không có sự kiện doanh nghiệp nào ${described}. Thử mở rộng khoảng ngày hoặc bỏ bớt bộ lọc.`}
              />
            ),
          }}
          pagination={{
            current: view.page,
            pageSize: data.pageSize,
            total: data.total,
            showSizeChanger: false,
            showTotal: (total) => `${String(total)} sự kiện`,
            onChange: (page) => {
              setView({ page });
            },
          }}
        />
      </ScrollRegion>
    );
  }

  return (
    <Card
      title={
        <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
          Lịch sự kiện doanh nghiệp
        </Typography.Title>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Alert
          type="info"
          showIcon
          title="Ngày của sự kiện là ngày giao dịch không hưởng quyền (GDKHQ) với cổ tức và quyền, ngày họp với đại hội, ngày đầu tiên với niêm yết và tạm ngừng giao dịch."
        />
        <CalendarFilters view={view} onChange={setView} />
        {body}
      </Space>
    </Card>
  );
}
