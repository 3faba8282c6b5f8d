import { ReloadOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Flex,
  Input,
  Select,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import type { AdminQualityRow } from '@/common/contracts/adminData';
import { QUALITY_CHECK_KINDS, QUALITY_CHECK_LABELS, type QualityCheckKind } from '@/common/finance/quality';
import { formatNumber } from '@/common/format';
import { useGetQualityMarksQuery } from '../adminDataApi';
import { formatDateTime } from '../adminFormat';
import { companyHref } from '@/common/companyPaths';

const KIND_COLORS: Record<QualityCheckKind, string> = {
  balance: 'red',
  total: 'orange',
  parent_profit: 'purple',
  quarters_year: 'blue',
};

const vnd = (value: number): string => formatNumber(value, 0);

/**
 * Every published figure that breaks its source's identities, per company and period, the largest
 * difference first (docs/DATA.md "Quality marks"). Filters: ticker and check kind.
 */
export function QualityScreen() {
  const [ticker, setTicker] = useState('');
  const [kind, setKind] = useState<QualityCheckKind | undefined>();
  const [page, setPage] = useState(1);
  // The computation time shown when "Tính lại" was pressed: ask for a recomputation until a newer one arrives.
  const [refreshFrom, setRefreshFrom] = useState<string | null>(null);
  const { data, isFetching, error } = useGetQualityMarksQuery({
    ticker,
    kind,
    page,
    ...(refreshFrom !== null ? { refresh: '1' as const } : {}),
  });
  // One recomputation per press; paging afterwards reads the list the server kept.
  const computedAt = data?.computedAt;
  useEffect(() => {
    if (refreshFrom !== null && computedAt !== undefined && computedAt !== refreshFrom) setRefreshFrom(null);
  }, [refreshFrom, computedAt]);

  const columns: TableColumnsType<AdminQualityRow> = [
    {
      title: 'Mã',
      dataIndex: 'ticker',
      width: 80,
      render: (value: string, row) => (
        <Link href={companyHref(value, 'finance', { tableName: row.statement })}>{value}</Link>
      ),
    },
    { title: 'Kỳ', dataIndex: 'periodLabel', width: 90 },
    { title: 'Báo cáo', dataIndex: 'statementLabel', width: 170 },
    {
      title: 'Chỉ tiêu',
      key: 'item',
      render: (_, row) => (
        <Tooltip title={row.message}>
          <span>{row.itemName}</span>
        </Tooltip>
      ),
    },
    {
      title: 'Kiểm tra',
      dataIndex: 'kind',
      width: 200,
      render: (value: QualityCheckKind) => (
        <Tag color={KIND_COLORS[value]}>{QUALITY_CHECK_LABELS[value]}</Tag>
      ),
    },
    { title: 'Công bố (đồng)', dataIndex: 'published', align: 'right', render: vnd },
    { title: 'Theo đẳng thức (đồng)', dataIndex: 'expected', align: 'right', render: vnd },
    {
      title: 'Chênh lệch (đồng)',
      dataIndex: 'difference',
      align: 'right',
      render: (value: number) => <Typography.Text strong>{vnd(value)}</Typography.Text>,
    },
    { title: 'Nguồn', dataIndex: 'source', width: 150 },
  ];

  const counts = data
    ? QUALITY_CHECK_KINDS.map((item) => `${QUALITY_CHECK_LABELS[item]}: ${String(data.byKind[item])}`).join(
        ' · ',
      )
    : '';

  return (
    <div data-testid="admin-quality">
      <Typography.Paragraph type="secondary">
        Số liệu nguồn công bố không khớp chính các đẳng thức của nguồn (tổng tài sản và tổng nguồn vốn, tổng
        và các dòng con, lợi nhuận cổ đông công ty mẹ, bốn quý và cả năm). Số công bố được giữ nguyên và đánh
        dấu trên bảng báo cáo; sai lệch nhỏ hơn mức làm tròn (500 đồng mỗi số hạng) không được tính.
      </Typography.Paragraph>
      <Flex gap={12} wrap justify="space-between" style={{ marginBottom: 12 }}>
        <Flex gap={12} wrap>
          <Input.Search
            allowClear
            placeholder="Mã chứng khoán"
            enterButton="Lọc"
            style={{ width: 240 }}
            onSearch={(value) => {
              setTicker(value.trim().toUpperCase());
              setPage(1);
            }}
            data-testid="admin-quality-ticker"
          />
          <Select<QualityCheckKind>
            allowClear
            placeholder="Mọi loại kiểm tra"
            style={{ width: 320 }}
            value={kind}
            onChange={(value) => {
              setKind(value);
              setPage(1);
            }}
            options={QUALITY_CHECK_KINDS.map((item) => ({ value: item, label: QUALITY_CHECK_LABELS[item] }))}
          />
        </Flex>
        <Button
          icon={<ReloadOutlined aria-hidden />}
          loading={isFetching}
          onClick={() => {
            setRefreshFrom(computedAt ?? '');
          }}
        >
          Tính lại
        </Button>
      </Flex>
      {error ? (
        <Alert type="error" showIcon title="Không tải được danh sách" style={{ marginBottom: 12 }} />
      ) : null}
      {data ? (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          {`${String(data.companiesScanned)} doanh nghiệp, tính lúc ${formatDateTime(data.computedAt)} trong ${(data.durationMs / 1000).toFixed(1)} giây. ${counts}`}
        </Typography.Paragraph>
      ) : null}
      <Table<AdminQualityRow>
        rowKey={(row) => `${row.ticker}-${row.statement}-${row.periodKey}-${row.itemCode}-${row.kind}`}
        size="small"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching}
        scroll={{ x: 1200 }}
        locale={{ emptyText: 'Không có sai lệch nào khớp bộ lọc' }}
        expandable={{ expandedRowRender: (row) => <Typography.Text>{row.message}</Typography.Text> }}
        pagination={{
          current: page,
          pageSize: data?.pageSize ?? 50,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `${String(total)} sai lệch`,
          onChange: (next) => {
            setPage(next);
          },
        }}
      />
    </div>
  );
}
