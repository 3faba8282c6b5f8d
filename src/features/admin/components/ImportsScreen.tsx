import { CloudUploadOutlined, InboxOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Form,
  Select,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
  Upload,
  type UploadFile,
} from 'antd';
import { useEffect, useState } from 'react';
import type { AdminImportResult, AdminImportRun } from '@/common/contracts/admin';
import { toast } from '@/lib/toast';
import { useGetImportsQuery, useUploadImportMutation } from '../adminApi';
import { formatDateTime } from '../adminFormat';

/** Base64 grows a file by a third; the request body may be 20 MB, so files up to 14 MB fit. */
export const MAX_IMPORT_FILE_BYTES = 14 * 1024 * 1024;

/** The file's bytes as base64 (FileReader's data URL without its "data:...;base64," prefix). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => {
      reject(new Error('Không đọc được tệp.'));
    };
    reader.readAsDataURL(file);
  });
}

interface ReportedRow {
  row: number;
  reason: string;
  /** "Từ chối" or "Lưu ý" in the runs list. */
  kind?: string;
}

const rejectionColumns: TableColumnsType<ReportedRow> = [
  // Row 0: the file as a whole (a company type corrected, ...).
  { title: 'Dòng', dataIndex: 'row', width: 90, render: (row: number) => (row === 0 ? '—' : row) },
  { title: 'Lý do', dataIndex: 'reason' },
];

function Summary({ result }: { result: AdminImportResult }) {
  return (
    <Card title={`Kết quả nhập ${result.fileName}`} size="small" data-testid="import-summary">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 4 }}
        items={[
          { key: 'read', label: 'Dòng đã đọc', children: result.rowsRead },
          { key: 'written', label: 'Dòng đã ghi', children: result.rowsWritten },
          { key: 'rejected', label: 'Dòng bị từ chối', children: result.rowsRejected },
          { key: 'notices', label: 'Dòng cần lưu ý', children: result.noticesCount },
          { key: 'companies', label: 'Mã mới tạo', children: result.companiesCreated },
          { key: 'time', label: 'Thời gian', children: `${(result.durationMs / 1000).toFixed(1)} giây` },
        ]}
      />
      {result.rejections.length > 0 ? (
        <Table
          rowKey={(row) => `${String(row.row)}-${row.reason}`}
          size="small"
          columns={rejectionColumns}
          dataSource={result.rejections}
          pagination={{ pageSize: 20, showSizeChanger: false }}
        />
      ) : null}
      {result.notices.length > 0 ? (
        <>
          <Typography.Text strong>Dòng vẫn được ghi nhưng cần lưu ý</Typography.Text>
          <Table
            rowKey={(row) => `${String(row.row)}-${row.reason}`}
            size="small"
            columns={rejectionColumns}
            dataSource={result.notices}
            pagination={{ pageSize: 20, showSizeChanger: false }}
            data-testid="import-notices"
          />
        </>
      ) : null}
      {result.rowsWritten === 0 && result.rowsRejected === 0 ? (
        <Typography.Text type="secondary">Dữ liệu đã có sẵn: không có dòng nào thay đổi.</Typography.Text>
      ) : null}
    </Card>
  );
}

/** While a queued large file is being imported, the runs list refreshes itself this often. */
export const QUEUED_REFRESH_MS = 5_000;
/** …for at most this long (a job waits for a worker; the operator can still press "Tải lại"). */
const QUEUED_REFRESH_FOR_MS = 10 * 60 * 1000;

/**
 * Upload one file in a chosen format; the server imports it in one transaction and answers the summary.
 * A large file is queued instead (202): a toast says so and the runs list refreshes until its run shows.
 */
export function ImportsScreen() {
  const [waitingSince, setWaitingSince] = useState<{ at: number; runs: number } | null>(null);
  const { data, isFetching, refetch } = useGetImportsQuery(undefined, {
    pollingInterval: waitingSince ? QUEUED_REFRESH_MS : 0,
  });
  const [upload, { isLoading }] = useUploadImportMutation();
  const [format, setFormat] = useState<string | undefined>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [result, setResult] = useState<AdminImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const file = files[0]?.originFileObj;
  const newestRun = data?.runs[0]?.id ?? 0;

  // The queued file's run has landed (a newer run than at the upload), or waiting has gone on too long.
  useEffect(() => {
    if (!waitingSince) return;
    if (newestRun > waitingSince.runs) {
      setWaitingSince(null);
      return;
    }
    const left = waitingSince.at + QUEUED_REFRESH_FOR_MS - Date.now();
    const timer = setTimeout(
      () => {
        setWaitingSince(null);
      },
      Math.max(left, 0),
    );
    return () => {
      clearTimeout(timer);
    };
  }, [waitingSince, newestRun]);

  const send = async () => {
    if (!format || !file) return;
    setResult(null);
    setFailure(null);
    if (file.size > MAX_IMPORT_FILE_BYTES) {
      setFailure(
        'Tệp quá lớn: tối đa 14 MB mỗi lần tải lên. Hãy chia nhỏ tệp hoặc dùng lệnh npm run import.',
      );
      return;
    }
    let contentBase64: string;
    try {
      contentBase64 = await readAsBase64(file);
    } catch {
      setFailure('Không đọc được tệp trên máy của bạn.');
      return;
    }
    const answer = await upload({ format, fileName: file.name, contentBase64 });
    if (answer.data && 'queued' in answer.data) {
      toast.info(answer.data.message);
      setFiles([]);
      setWaitingSince({ at: Date.now(), runs: newestRun });
    } else if (answer.data) setResult(answer.data);
    else setFailure(answer.error.message ?? 'Đã có lỗi xảy ra. Vui lòng thử lại.');
  };

  const runColumns: TableColumnsType<AdminImportRun> = [
    { title: 'Thời điểm', dataIndex: 'finishedAt', render: (value: string) => formatDateTime(value) },
    { title: 'Định dạng', dataIndex: 'format' },
    { title: 'Tệp', dataIndex: 'file', ellipsis: true },
    {
      title: 'Kết quả',
      dataIndex: 'status',
      render: (value: AdminImportRun['status']) =>
        value === 'succeeded' ? <Tag color="green">Thành công</Tag> : <Tag color="red">Thất bại</Tag>,
    },
    { title: 'Đọc', dataIndex: 'rowsRead', align: 'right' },
    { title: 'Ghi', dataIndex: 'rowsWritten', align: 'right' },
    { title: 'Từ chối', dataIndex: 'rowsRejected', align: 'right' },
    { title: 'Lưu ý', dataIndex: 'noticesCount', align: 'right' },
    { title: 'Mã mới', dataIndex: 'companiesCreated', align: 'right' },
  ];

  return (
    <Flex vertical gap={16} data-testid="admin-imports">
      <Card title="Tải tệp lên">
        <Form layout="vertical" onFinish={() => void send()}>
          <Form.Item label="Định dạng dữ liệu" required>
            <Select
              placeholder="Chọn định dạng"
              loading={isFetching && !data}
              value={format}
              onChange={setFormat}
              options={(data?.formats ?? []).map((item) => ({
                value: item.format,
                label: (
                  <span>
                    <Typography.Text strong>{item.format}</Typography.Text>
                    <Typography.Text type="secondary"> · {item.description}</Typography.Text>
                  </span>
                ),
              }))}
              notFoundContent={<Empty description="Không có định dạng nào" />}
            />
          </Form.Item>
          <Form.Item
            label="Tệp"
            required
            extra="Tên tệp giữ nguyên như nguồn (ví dụ FPT.csv, BalanceSheet_ACB_1.xlsx): nhiều định dạng đọc mã chứng khoán từ tên tệp."
          >
            <Upload.Dragger
              maxCount={1}
              fileList={files}
              beforeUpload={() => false}
              onChange={({ fileList }) => {
                setFiles(fileList.slice(-1));
                setResult(null);
                setFailure(null);
              }}
            >
              <Flex vertical align="center" gap="small">
                <InboxOutlined aria-hidden style={{ fontSize: 48, color: 'var(--ant-color-primary)' }} />
                <Typography.Text>Bấm hoặc kéo tệp vào đây</Typography.Text>
                <Typography.Text type="secondary">
                  Tối đa 14 MB mỗi tệp; tệp trên 2 MB được nhập nền và kết quả hiện trong danh sách lần nhập.
                </Typography.Text>
              </Flex>
            </Upload.Dragger>
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<CloudUploadOutlined aria-hidden />}
            loading={isLoading}
            disabled={!format || !file}
          >
            Nhập dữ liệu
          </Button>
        </Form>
      </Card>
      {failure ? (
        <Alert
          type="error"
          showIcon
          title="Không nhập được tệp; không có dữ liệu nào được ghi."
          description={failure}
        />
      ) : null}
      {result ? <Summary result={result} /> : null}
      <Card
        title="Các lần nhập gần đây"
        extra={
          <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void refetch()} loading={isFetching}>
            Tải lại
          </Button>
        }
      >
        <Table<AdminImportRun>
          rowKey="id"
          size="small"
          columns={runColumns}
          dataSource={data?.runs ?? []}
          loading={isFetching}
          scroll={{ x: 800 }}
          locale={{ emptyText: <Empty description="Chưa có lần nhập nào" /> }}
          pagination={{ pageSize: 10, showSizeChanger: false }}
          expandable={{
            rowExpandable: (run) => run.error !== null || run.rejections.length > 0 || run.notices.length > 0,
            expandedRowRender: (run) =>
              run.error ? (
                <Typography.Text type="danger">{run.error}</Typography.Text>
              ) : (
                <Table<ReportedRow>
                  rowKey={(row) => `${row.kind ?? ''}-${String(row.row)}-${row.reason}`}
                  size="small"
                  columns={[{ title: '', dataIndex: 'kind', width: 90 }, ...rejectionColumns]}
                  dataSource={[
                    ...run.rejections.map((row) => ({ ...row, kind: 'Từ chối' })),
                    ...run.notices.map((row) => ({ ...row, kind: 'Lưu ý' })),
                  ]}
                  pagination={{ pageSize: 10, showSizeChanger: false }}
                />
              ),
          }}
        />
      </Card>
    </Flex>
  );
}
