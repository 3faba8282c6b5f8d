import { Alert, Flex, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import {
  JOB_STATE_LABELS,
  type JobQueueRow,
  type JobQueueStatus,
  type JobRow,
  type JobStateName,
} from '@/common/contracts/adminDataSources';
import { formatNumber, MISSING_VALUE } from '@/common/format';
import { SectionTitle } from '@/components/SectionTitle';
import { formatVnDateTime } from '@/common/vietnamTime';

const STATE_COLORS: Record<JobStateName, string> = {
  created: 'default',
  retry: 'warning',
  active: 'processing',
  completed: 'success',
  cancelled: 'default',
  failed: 'error',
};

const at = (iso: string | null) => (iso ? formatVnDateTime(iso) : MISSING_VALUE);

function StateTag({ job }: { job: JobRow }) {
  const tag = <Tag color={STATE_COLORS[job.state]}>{JOB_STATE_LABELS[job.state]}</Tag>;
  return job.message ? <Tooltip title={job.message}>{tag}</Tooltip> : tag;
}

/** The catalog's jobs: their schedule, what waits, runs and failed, and the latest of each. */
export function JobQueueTables({ jobs, feedConfigured }: { jobs: JobQueueStatus; feedConfigured: boolean }) {
  const queueColumns: TableColumnsType<JobQueueRow> = [
    {
      title: 'Tác vụ',
      key: 'job',
      render: (_, queue) => (
        <Flex vertical>
          <span>{queue.label}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {queue.name}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Lịch chạy',
      key: 'cron',
      render: (_, queue) => (
        <Flex gap={4} wrap>
          {queue.cron ? (
            <Tooltip title="Cú pháp cron, giờ Việt Nam">
              <Typography.Text code>{queue.cron}</Typography.Text>
            </Tooltip>
          ) : (
            'Khi được yêu cầu'
          )}
          {queue.needsFeed && !feedConfigured ? <Tag>Cần cấu hình SSI</Tag> : null}
        </Flex>
      ),
    },
    {
      title: 'Đang chờ',
      key: 'waiting',
      align: 'right',
      render: (_, queue) => formatNumber(queue.counts.created + queue.counts.retry, 0),
    },
    {
      title: 'Đang chạy',
      key: 'active',
      align: 'right',
      render: (_, queue) => formatNumber(queue.counts.active, 0),
    },
    {
      title: 'Lỗi 7 ngày',
      key: 'failed',
      align: 'right',
      render: (_, queue) =>
        queue.counts.failed > 0 ? (
          <Typography.Text type="danger">{formatNumber(queue.counts.failed, 0)}</Typography.Text>
        ) : (
          '0'
        ),
    },
    {
      title: 'Lần gần nhất',
      key: 'latest',
      render: (_, queue) =>
        queue.latest ? (
          <span>
            <StateTag job={queue.latest} />{' '}
            {at(queue.latest.completedOn ?? queue.latest.startedOn ?? queue.latest.createdOn)}
          </span>
        ) : (
          'Chưa chạy lần nào'
        ),
    },
  ];

  const recentColumns: TableColumnsType<JobRow> = [
    { title: 'Tác vụ', dataIndex: 'name' },
    { title: 'Trạng thái', key: 'state', render: (_, job) => <StateTag job={job} /> },
    { title: 'Tạo lúc', dataIndex: 'createdOn', render: (value: string) => at(value) },
    { title: 'Bắt đầu', dataIndex: 'startedOn', render: (value: string | null) => at(value) },
    { title: 'Xong lúc', dataIndex: 'completedOn', render: (value: string | null) => at(value) },
    { title: 'Lần thử lại', dataIndex: 'retryCount', align: 'right' },
    {
      title: 'Kết quả hoặc lỗi',
      dataIndex: 'message',
      width: 360,
      render: (message: string | null, job) =>
        message ? (
          <Typography.Text
            type={job.state === 'failed' ? 'danger' : undefined}
            ellipsis={{ tooltip: message }}
          >
            {message}
          </Typography.Text>
        ) : (
          MISSING_VALUE
        ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      {jobs.available ? null : <Alert type="info" showIcon title={jobs.note ?? 'Chưa có hàng đợi tác vụ.'} />}
      <Table<JobQueueRow>
        rowKey="name"
        size="small"
        columns={queueColumns}
        dataSource={jobs.queues}
        pagination={false}
        scroll={{ x: 900 }}
        data-testid="job-queues"
      />
      <SectionTitle level={4} looks={5} style={{ margin: 0 }}>
        Tác vụ gần đây
      </SectionTitle>
      <Table<JobRow>
        rowKey="id"
        size="small"
        columns={recentColumns}
        dataSource={jobs.recent}
        pagination={false}
        scroll={{ x: 1000 }}
        data-testid="job-recent"
        locale={{
          emptyText: jobs.available
            ? 'Chưa có tác vụ nào được chạy hoặc xếp hàng.'
            : 'Chưa có hàng đợi tác vụ.',
        }}
      />
    </Flex>
  );
}
