import { Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import {
  DOCUMENT_KIND_LABELS,
  type AdminDocument,
  type AdminNews,
  type DocumentKind,
} from '@/common/contracts/admin';
import {
  useDeleteDocumentMutation,
  useDeleteNewsMutation,
  useGetAdminDocumentsQuery,
  useGetAdminNewsQuery,
} from '../adminApi';
import { formatDateTime } from '../adminFormat';
import { ContentTab, tickerCell, type ContentTabConfig } from './ContentTab';
import { DocumentModal } from './DocumentModal';
import { NewsModal } from './NewsModal';

const NEWS_COLUMNS: TableColumnsType<AdminNews> = [
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
  { title: '', key: 'demo', width: 110, render: (_, row) => (row.isDemo ? <Tag>Minh họa</Tag> : null) },
];

const NEWS: ContentTabConfig<AdminNews> = {
  useList: useGetAdminNewsQuery,
  useRemove: useDeleteNewsMutation,
  columns: NEWS_COLUMNS,
  addLabel: 'Thêm tin tức',
  confirmTitle: 'Xoá tin này?',
  emptyText: 'Không có tin tức nào',
  totalLabel: (total) => `${String(total)} tin`,
  renderModal: (editing, onClose) => <NewsModal editing={editing} onClose={onClose} />,
};

const DOCUMENT_COLUMNS: TableColumnsType<AdminDocument> = [
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
];

const DOCUMENTS: ContentTabConfig<AdminDocument> = {
  useList: useGetAdminDocumentsQuery,
  useRemove: useDeleteDocumentMutation,
  columns: DOCUMENT_COLUMNS,
  addLabel: 'Thêm tài liệu',
  confirmTitle: 'Xoá tài liệu này?',
  emptyText: 'Không có tài liệu nào',
  totalLabel: (total) => `${String(total)} tài liệu`,
  renderModal: (editing, onClose) => <DocumentModal editing={editing} onClose={onClose} />,
};

/** News and documents of companies and industries: search, add, edit, delete. */
export function ContentScreen() {
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'news', label: 'Tin tức', children: <ContentTab config={NEWS} /> },
        { key: 'documents', label: 'Tài liệu', children: <ContentTab config={DOCUMENTS} /> },
      ]}
    />
  );
}
