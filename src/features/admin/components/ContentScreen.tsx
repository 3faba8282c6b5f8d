import { PlusOutlined } from '@ant-design/icons';
import {
  Button,
  DatePicker,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
  type TableColumnsType,
} from 'antd';
import { Typography } from '@/components/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import {
  DOCUMENT_KINDS,
  DOCUMENT_KIND_LABELS,
  documentBody,
  newsBody,
  type AdminDocument,
  type AdminNews,
  type DocumentKind,
} from '@/common/contracts/admin';
import {
  useDeleteDocumentMutation,
  useDeleteNewsMutation,
  useGetAdminDocumentsQuery,
  useGetAdminNewsQuery,
  useSaveDocumentMutation,
  useSaveNewsMutation,
} from '../adminApi';
import { formatDateTime, showFieldErrors } from '../adminFormat';
import { EditDeleteActions } from './EditDeleteActions';
import { toast } from '@/lib/toast';

/** Search box, ticker filter and the add button above both tables. */
function ContentFilters({
  onSearch,
  onTicker,
  onAdd,
  addLabel,
}: {
  onSearch: (text: string) => void;
  onTicker: (ticker: string) => void;
  onAdd: () => void;
  addLabel: string;
}) {
  return (
    <Flex gap={12} wrap justify="space-between" style={{ marginBottom: 12 }}>
      <Space wrap>
        <Input.Search
          allowClear
          placeholder="Tìm theo tiêu đề (không cần dấu)"
          enterButton="Tìm"
          style={{ width: 320 }}
          onSearch={(value) => {
            onSearch(value.trim());
          }}
        />
        <Input.Search
          allowClear
          placeholder="Mã CK"
          style={{ width: 160 }}
          onSearch={(value) => {
            onTicker(value.trim().toUpperCase());
          }}
        />
      </Space>
      <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
        {addLabel}
      </Button>
    </Flex>
  );
}

function tickerCell(ticker: string | null, icbCode: string | null): ReactNode {
  if (ticker) return <Tag color="blue">{ticker}</Tag>;
  if (icbCode) return <Tag>Ngành {icbCode}</Tag>;
  return <Typography.Text type="secondary">Chung</Typography.Text>;
}

// ---- news

interface NewsFormValues {
  ticker: string;
  icbCode: string;
  title: string;
  summary: string;
  body: string;
  source: string;
  url: string;
  publishedAt: Dayjs | null;
}

function newsFormValues(item: AdminNews | null): NewsFormValues {
  return {
    ticker: item?.ticker ?? '',
    icbCode: item?.icbCode ?? '',
    title: item?.title ?? '',
    summary: item?.summary ?? '',
    body: item?.body ?? '',
    source: item?.source ?? '',
    url: item?.url ?? '',
    publishedAt: item ? dayjs(item.publishedAt) : dayjs(),
  };
}

function NewsModal({ editing, onClose }: { editing: AdminNews | null; onClose: () => void }) {
  const [form] = Form.useForm<NewsFormValues>();
  const [save, { isLoading }] = useSaveNewsMutation();

  const submit = async () => {
    const values = form.getFieldsValue(true) as NewsFormValues;
    const checked = newsBody.safeParse({
      ...values,
      url: values.url.trim() || null,
      publishedAt: values.publishedAt ? values.publishedAt.toISOString() : undefined,
    });
    if (!checked.success) {
      showFieldErrors(form, checked.error);
      return;
    }
    const { data: saved } = await save({ id: editing?.id, body: checked.data });
    if (saved) {
      toast.success(editing ? 'Đã lưu tin tức.' : 'Đã đăng tin tức.');
      onClose();
    }
  };

  return (
    <Modal
      open
      width={720}
      title={editing ? 'Sửa tin tức' : 'Thêm tin tức'}
      okText={editing ? 'Lưu' : 'Đăng tin'}
      cancelText="Huỷ"
      confirmLoading={isLoading}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form<NewsFormValues> form={form} layout="vertical" initialValues={newsFormValues(editing)}>
        <Form.Item name="title" label="Tiêu đề" required>
          <Input maxLength={500} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="ticker" label="Mã chứng khoán" normalize={(value: string) => value.toUpperCase()}>
            <Input maxLength={12} style={{ width: 160 }} placeholder="VD: FPT" />
          </Form.Item>
          <Form.Item name="icbCode" label="Mã ngành ICB">
            <Input maxLength={4} style={{ width: 160 }} placeholder="VD: 8300" />
          </Form.Item>
          <Form.Item name="source" label="Nguồn" required>
            <Input maxLength={200} style={{ width: 200 }} placeholder="VD: CafeF" />
          </Form.Item>
          <Form.Item name="publishedAt" label="Thời điểm đăng" required>
            <DatePicker showTime format="HH:mm DD/MM/YYYY" />
          </Form.Item>
        </Space>
        <Form.Item name="url" label="Đường dẫn bài gốc">
          <Input placeholder="https://" />
        </Form.Item>
        <Form.Item name="summary" label="Tóm tắt">
          <Input.TextArea rows={2} maxLength={5000} />
        </Form.Item>
        <Form.Item name="body" label="Nội dung">
          <Input.TextArea rows={6} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function NewsTab() {
  const [search, setSearch] = useState('');
  const [ticker, setTicker] = useState('');
  const [page, setPage] = useState(1);
  const [modal, setModal] = useState<{ editing: AdminNews | null } | null>(null);
  const { data, isFetching } = useGetAdminNewsQuery({ q: search, ticker, page });
  const [remove, removing] = useDeleteNewsMutation();

  const columns: TableColumnsType<AdminNews> = [
    {
      title: 'Ngày đăng',
      dataIndex: 'publishedAt',
      width: 150,
      render: (value: string) => formatDateTime(value),
    },
    { title: 'Mã', key: 'ticker', width: 110, render: (_, row) => tickerCell(row.ticker, row.icbCode) },
    {
      title: 'Tiêu đề',
      key: 'title',
      render: (_, row) =>
        row.url ? (
          <Typography.Link href={row.url} target="_blank" rel="noopener noreferrer">
            {row.title}
          </Typography.Link>
        ) : (
          row.title
        ),
    },
    { title: 'Nguồn', dataIndex: 'source', width: 140 },
    {
      title: '',
      key: 'demo',
      width: 110,
      render: (_, row) => (row.isDemo ? <Tag>Minh họa</Tag> : null),
    },
    {
      title: '',
      key: 'actions',
      width: 170,
      render: (_, row) => (
        <EditDeleteActions
          confirmTitle="Xoá tin này?"
          deleting={removing.isLoading && removing.originalArgs === row.id}
          onEdit={() => {
            setModal({ editing: row });
          }}
          onDelete={async () => {
            const { data: done } = await remove(row.id);
            if (done) toast.success(done.message);
          }}
        />
      ),
    },
  ];

  return (
    <>
      <ContentFilters
        addLabel="Thêm tin tức"
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
        onTicker={(value) => {
          setTicker(value);
          setPage(1);
        }}
        onAdd={() => {
          setModal({ editing: null });
        }}
      />
      <Table<AdminNews>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching}
        scroll={{ x: 900 }}
        locale={{ emptyText: <Empty description="Không có tin tức nào" /> }}
        pagination={{
          current: page,
          pageSize: data?.pageSize ?? 20,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `${String(total)} tin`,
          onChange: setPage,
        }}
      />
      {modal ? (
        <NewsModal
          editing={modal.editing}
          onClose={() => {
            setModal(null);
          }}
        />
      ) : null}
    </>
  );
}

// ---- documents

interface DocumentFormValues {
  ticker: string;
  icbCode: string;
  kind: DocumentKind;
  title: string;
  year: number | null;
  fileUrl: string;
  mimeType: string;
  publishedAt: Dayjs | null;
}

function documentFormValues(item: AdminDocument | null): DocumentFormValues {
  return {
    ticker: item?.ticker ?? '',
    icbCode: item?.icbCode ?? '',
    kind: item?.kind ?? 'financial_statement',
    title: item?.title ?? '',
    year: item?.year ?? null,
    fileUrl: item?.fileUrl ?? '',
    mimeType: item?.mimeType ?? 'application/pdf',
    publishedAt: item ? dayjs(item.publishedAt) : dayjs(),
  };
}

function DocumentModal({ editing, onClose }: { editing: AdminDocument | null; onClose: () => void }) {
  const [form] = Form.useForm<DocumentFormValues>();
  const [save, { isLoading }] = useSaveDocumentMutation();

  const submit = async () => {
    const values = form.getFieldsValue(true) as DocumentFormValues;
    const checked = documentBody.safeParse({
      ...values,
      publishedAt: values.publishedAt ? values.publishedAt.toISOString() : undefined,
    });
    if (!checked.success) {
      showFieldErrors(form, checked.error);
      return;
    }
    const { data: saved } = await save({ id: editing?.id, body: checked.data });
    if (saved) {
      toast.success(editing ? 'Đã lưu tài liệu.' : 'Đã thêm tài liệu.');
      onClose();
    }
  };

  return (
    <Modal
      open
      width={720}
      title={editing ? 'Sửa tài liệu' : 'Thêm tài liệu'}
      okText={editing ? 'Lưu' : 'Thêm tài liệu'}
      cancelText="Huỷ"
      confirmLoading={isLoading}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form<DocumentFormValues> form={form} layout="vertical" initialValues={documentFormValues(editing)}>
        <Form.Item name="title" label="Tiêu đề" required>
          <Input maxLength={500} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="kind" label="Loại tài liệu" required>
            <Select
              style={{ width: 200 }}
              options={DOCUMENT_KINDS.map((kind) => ({ value: kind, label: DOCUMENT_KIND_LABELS[kind] }))}
            />
          </Form.Item>
          <Form.Item name="ticker" label="Mã chứng khoán" normalize={(value: string) => value.toUpperCase()}>
            <Input maxLength={12} style={{ width: 160 }} placeholder="VD: FPT" />
          </Form.Item>
          <Form.Item name="icbCode" label="Mã ngành ICB">
            <Input maxLength={4} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="year" label="Năm">
            <InputNumber<number> min={1990} max={2100} precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="publishedAt" label="Ngày công bố" required>
            <DatePicker showTime format="HH:mm DD/MM/YYYY" />
          </Form.Item>
        </Space>
        <Form.Item name="fileUrl" label="Đường dẫn tệp" required>
          <Input placeholder="https://" />
        </Form.Item>
        <Form.Item name="mimeType" label="Kiểu tệp">
          <Input placeholder="application/pdf" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function DocumentsTab() {
  const [search, setSearch] = useState('');
  const [ticker, setTicker] = useState('');
  const [page, setPage] = useState(1);
  const [modal, setModal] = useState<{ editing: AdminDocument | null } | null>(null);
  const { data, isFetching } = useGetAdminDocumentsQuery({ q: search, ticker, page });
  const [remove, removing] = useDeleteDocumentMutation();

  const columns: TableColumnsType<AdminDocument> = [
    {
      title: 'Ngày công bố',
      dataIndex: 'publishedAt',
      width: 150,
      render: (value: string) => formatDateTime(value),
    },
    { title: 'Mã', key: 'ticker', width: 110, render: (_, row) => tickerCell(row.ticker, row.icbCode) },
    {
      title: 'Loại',
      dataIndex: 'kind',
      width: 170,
      render: (kind: DocumentKind) => DOCUMENT_KIND_LABELS[kind],
    },
    {
      title: 'Tiêu đề',
      key: 'title',
      render: (_, row) => (
        <Typography.Link href={row.fileUrl} target="_blank" rel="noopener noreferrer">
          {row.title}
        </Typography.Link>
      ),
    },
    { title: 'Năm', dataIndex: 'year', width: 80, render: (value: number | null) => value ?? '-' },
    {
      title: '',
      key: 'actions',
      width: 170,
      render: (_, row) => (
        <EditDeleteActions
          confirmTitle="Xoá tài liệu này?"
          deleting={removing.isLoading && removing.originalArgs === row.id}
          onEdit={() => {
            setModal({ editing: row });
          }}
          onDelete={async () => {
            const { data: done } = await remove(row.id);
            if (done) toast.success(done.message);
          }}
        />
      ),
    },
  ];

  return (
    <>
      <ContentFilters
        addLabel="Thêm tài liệu"
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
        onTicker={(value) => {
          setTicker(value);
          setPage(1);
        }}
        onAdd={() => {
          setModal({ editing: null });
        }}
      />
      <Table<AdminDocument>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching}
        scroll={{ x: 900 }}
        locale={{ emptyText: <Empty description="Không có tài liệu nào" /> }}
        pagination={{
          current: page,
          pageSize: data?.pageSize ?? 20,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `${String(total)} tài liệu`,
          onChange: setPage,
        }}
      />
      {modal ? (
        <DocumentModal
          editing={modal.editing}
          onClose={() => {
            setModal(null);
          }}
        />
      ) : null}
    </>
  );
}

/** News and documents of companies and industries: search, add, edit, delete. */
export function ContentScreen() {
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'news', label: 'Tin tức', children: <NewsTab /> },
        { key: 'documents', label: 'Tài liệu', children: <DocumentsTab /> },
      ]}
    />
  );
}
