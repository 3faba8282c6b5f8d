import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import type { AdminContentQuery, AdminMessage, AdminPage } from '@/common/contracts/admin';
import { toast } from '@/lib/toast';
import { EditDeleteActions } from './EditDeleteActions';

/** Search box, ticker filter and the add button above the table. */
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
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
        {addLabel}
      </Button>
    </Flex>
  );
}

/** The company's ticker, its industry, or "Chung" for market-wide content. */
export function tickerCell(ticker: string | null, icbCode: string | null): ReactNode {
  if (ticker) return <Tag color="blue">{ticker}</Tag>;
  if (icbCode) return <Tag>Ngành {icbCode}</Tag>;
  return <Typography.Text type="secondary">Chung</Typography.Text>;
}

interface ContentItem {
  id: number;
}

/** What differs between the news and the documents tab: their data, columns, words and form. */
export interface ContentTabConfig<Item extends ContentItem> {
  useList: (args: Partial<AdminContentQuery> & { page: number }) => {
    data?: AdminPage<Item>;
    isFetching: boolean;
  };
  useRemove: () => readonly [
    (id: number) => PromiseLike<{ data?: AdminMessage }>,
    { isLoading: boolean; originalArgs?: number },
  ];
  /** The data columns; the edit/delete column is added after them. */
  columns: TableColumnsType<Item>;
  addLabel: string;
  confirmTitle: string;
  emptyText: string;
  /** "12 tin", "12 tài liệu". */
  totalLabel: (total: number) => string;
  /** The add/edit dialog; `editing` is null to add. */
  renderModal: (editing: Item | null, onClose: () => void) => ReactNode;
}

/** One content list of the admin console: filters, a paged table with edit/delete, the form dialog. */
export function ContentTab<Item extends ContentItem>({ config }: { config: ContentTabConfig<Item> }) {
  const [search, setSearch] = useState('');
  const [ticker, setTicker] = useState('');
  const [page, setPage] = useState(1);
  const [modal, setModal] = useState<{ editing: Item | null } | null>(null);
  const { data, isFetching } = config.useList({ q: search, ticker, page });
  const [remove, removing] = config.useRemove();

  const columns: TableColumnsType<Item> = [
    ...config.columns,
    {
      title: '',
      key: 'actions',
      width: 170,
      render: (_, row) => (
        <EditDeleteActions
          confirmTitle={config.confirmTitle}
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
        addLabel={config.addLabel}
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
      <Table<Item>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching}
        scroll={{ x: 900 }}
        locale={{ emptyText: <Empty description={config.emptyText} /> }}
        pagination={{
          current: page,
          pageSize: data?.pageSize ?? 20,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: config.totalLabel,
          onChange: setPage,
        }}
      />
      {modal
        ? config.renderModal(modal.editing, () => {
            setModal(null);
          })
        : null}
    </>
  );
}
