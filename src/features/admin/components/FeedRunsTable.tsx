import { Popover, Table, Tag, Typography, type TableColumnsType } from 'antd';
import {
  FEED_RUN_KIND_LABELS,
  FEED_RUN_STATUS_LABELS,
  type FeedRunRow,
  type FeedRunStatusName,
} from '@/common/contracts/adminDataSources';
import { formatNumber, MISSING_VALUE } from '@/common/format';
import { formatVnDateTime } from '@/common/vietnamTime';
import { formatDuration, rangeLabel, triggerLabel, writtenLabel } from '../dataSourcesFormat';

const STATUS_COLORS: Record<FeedRunStatusName, string> = {
  running: 'processing',
  succeeded: 'success',
  failed: 'error',
};

function RejectedCell({ run }: { run: FeedRunRow }) {
  const count = formatNumber(run.rowsRejected, 0);
  if (run.rowsRejected === 0) return <span>{count}</span>;
  const more = run.rowsRejected - run.rejections.length;
  const reasons = (
    <ul style={{ margin: 0, paddingLeft: 18, maxWidth: 360 }}>
      {run.rejections.map((item, index) => (
        <li key={`${item.key}-${String(index)}`}>
          <Typography.Text strong>{item.key}</Typography.Text>: {item.reason}
        </li>
      ))}
      {more > 0 ? <li>{`và ${formatNumber(more, 0)} dòng khác`}</li> : null}
    </ul>
  );
  return (
    <Popover title="Lý do từ chối" content={reasons} trigger={['hover', 'click']}>
      <Typography.Link>{count}</Typography.Link>
    </Popover>
  );
}

/** The feed's last runs, newest first: what each asked, wrote, refused, and why it failed. */
export function FeedRunsTable({ runs, configured }: { runs: FeedRunRow[]; configured: boolean }) {
  const columns: TableColumnsType<FeedRunRow> = [
    { title: 'Loại', dataIndex: 'kind', render: (kind: FeedRunRow['kind']) => FEED_RUN_KIND_LABELS[kind] },
    { title: 'Kích hoạt', dataIndex: 'trigger', render: (trigger: string) => triggerLabel(trigger) },
    { title: 'Khoảng ngày', key: 'range', render: (_, run) => rangeLabel(run) },
    {
      title: 'Kết quả',
      dataIndex: 'status',
      render: (status: FeedRunStatusName) => (
        <Tag color={STATUS_COLORS[status]}>{FEED_RUN_STATUS_LABELS[status]}</Tag>
      ),
    },
    { title: 'Ngày/Dòng ghi', key: 'written', align: 'right', render: (_, run) => writtenLabel(run) },
    {
      title: 'Dòng bị từ chối',
      key: 'rejected',
      align: 'right',
      render: (_, run) => <RejectedCell run={run} />,
    },
    {
      title: 'Yêu cầu',
      dataIndex: 'requests',
      align: 'right',
      render: (value: number) => formatNumber(value, 0),
    },
    {
      title: 'Lỗi',
      dataIndex: 'error',
      width: 260,
      render: (error: string | null) =>
        error ? <Typography.Text type="danger">{error}</Typography.Text> : MISSING_VALUE,
    },
    { title: 'Bắt đầu', dataIndex: 'startedAt', render: (value: string) => formatVnDateTime(value) },
    { title: 'Thời lượng', dataIndex: 'durationMs', render: (value: number | null) => formatDuration(value) },
  ];
  return (
    <Table<FeedRunRow>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={runs}
      pagination={false}
      scroll={{ x: 1200 }}
      data-testid="feed-runs"
      locale={{
        emptyText: configured
          ? 'Chưa có lần đồng bộ nào: việc đồng bộ chạy sau giờ đóng cửa các ngày giao dịch, hoặc chạy lại một ngày ở trên.'
          : 'Chưa có lần đồng bộ nào vì chưa cấu hình SSI FastConnect.',
      }}
    />
  );
}
