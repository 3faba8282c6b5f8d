import { FileTextOutlined } from '@ant-design/icons';
import { Button, type TableColumnsType, Tag } from 'antd';
import type { AnalysisReportItem } from '@/common/contracts/companyPages';
import { formatNumber, MISSING_VALUE } from '@/common/format';
import { safeHref } from '@/features/news/newsText';
import { formatVnDate } from '@/common/vietnamTime';
import { RECOMMENDATIONS, SCOPE_LABELS } from '../reportFilters';

export function RecommendationTag({ value }: { value: AnalysisReportItem['recommendation'] }) {
  if (value === null) return <>{MISSING_VALUE}</>;
  const { label, color } = RECOMMENDATIONS[value];
  return <Tag color={color}>{label}</Tag>;
}

function OpenFile({ item }: { item: AnalysisReportItem }) {
  const href = safeHref(item.fileUrl);
  if (!href) return null;
  return (
    <Button
      size="small"
      icon={<FileTextOutlined aria-hidden />}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Mở tài liệu ${item.title}`}
    >
      Mở tài liệu
    </Button>
  );
}

export const REPORT_COLUMNS: TableColumnsType<AnalysisReportItem> = [
  {
    key: 'publishedAt',
    title: 'Ngày',
    width: 110,
    render: (_: unknown, item) => formatVnDate(item.publishedAt),
  },
  { key: 'title', title: 'Tiêu đề', dataIndex: 'title' },
  { key: 'source', title: 'Nguồn', dataIndex: 'source', width: 160 },
  {
    key: 'recommendation',
    title: 'Khuyến nghị',
    width: 110,
    render: (_: unknown, item) => <RecommendationTag value={item.recommendation} />,
  },
  {
    key: 'targetPrice',
    title: 'Giá mục tiêu (đồng)',
    width: 150,
    align: 'right',
    render: (_: unknown, item) => formatNumber(item.targetPrice, 0),
  },
  {
    key: 'scope',
    title: 'Phạm vi',
    width: 120,
    render: (_: unknown, item) => SCOPE_LABELS[item.scope],
  },
  {
    key: 'file',
    title: 'Tài liệu',
    width: 140,
    render: (_: unknown, item) => <OpenFile item={item} />,
  },
];
