import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Space, type TableColumnsType, Tag } from 'antd';
import { DOCUMENT_KIND_LABELS } from '@/common/contracts/adminMessages';
import type { DocumentItem } from '@/common/contracts/companyPages';
import { MISSING_VALUE } from '@/common/format';
import { safeHref } from '../newsText';
import { formatVnDate } from '@/common/vietnamTime';

function DocumentActions({ item }: { item: DocumentItem }) {
  const openUrl = safeHref(item.openUrl);
  const downloadUrl = safeHref(item.downloadUrl);
  return (
    <Space size={4} wrap>
      {openUrl && (
        <Button
          size="small"
          icon={<EyeOutlined aria-hidden />}
          href={openUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Xem ${item.title}`}
        >
          Xem
        </Button>
      )}
      {downloadUrl && (
        <Button
          size="small"
          icon={<DownloadOutlined aria-hidden />}
          href={downloadUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Tải về ${item.title}`}
        >
          Tải về
        </Button>
      )}
    </Space>
  );
}

export const DOCUMENT_COLUMNS: TableColumnsType<DocumentItem> = [
  { key: 'title', title: 'Tài liệu', dataIndex: 'title' },
  {
    key: 'kind',
    title: 'Loại',
    width: 180,
    render: (_: unknown, item) => <Tag>{DOCUMENT_KIND_LABELS[item.kind]}</Tag>,
  },
  {
    key: 'year',
    title: 'Năm',
    width: 80,
    align: 'right',
    render: (_: unknown, item) => (item.year === null ? MISSING_VALUE : String(item.year)),
  },
  {
    key: 'publishedAt',
    title: 'Ngày công bố',
    width: 130,
    render: (_: unknown, item) => formatVnDate(item.publishedAt),
  },
  {
    key: 'actions',
    title: 'Thao tác',
    width: 180,
    render: (_: unknown, item) => <DocumentActions item={item} />,
  },
];
