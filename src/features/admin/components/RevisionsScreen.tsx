import { Alert, Button, Flex, Input, Tag, Typography, type TableColumnsType, Table } from 'antd';
import { useState } from 'react';
import type { AdminRevisionRow } from '@/common/contracts/adminRevisions';
import { formatNumber, MISSING_VALUE } from '@/common/format';
import { formatVnDateTime } from '@/common/vietnamTime';
import { useGetRevisionsQuery } from '../adminRevisionsApi';

/** Statements are whole VND; macro figures keep two decimals (indices, rates). */
function figure(row: AdminRevisionRow, value: number | null): string {
  return formatNumber(value, row.kind === 'statement' ? 0 : 2);
}

function ChangeCell({ row }: { row: AdminRevisionRow }) {
  return (
    <span>
      {figure(row, row.oldValue)} →{' '}
      {row.removed ? (
        <Tag color="red">đã xoá</Tag>
      ) : (
        <Typography.Text strong>{figure(row, row.newValue)}</Typography.Text>
      )}
      {row.unit ? <Typography.Text type="secondary">{` ${row.unit}`}</Typography.Text> : null}
    </span>
  );
}

/**
 * Figures a later import or feed changed or removed, the newest change first (docs/DATA.md
 * "Revisions and asOf"): the old value, the new one and when the old one was valid. Filters: a ticker
 * (statement figures) or a macro series id (macro figures); a series name in the list filters by it.
 */
export function RevisionsScreen() {
  const [ticker, setTicker] = useState('');
  const [seriesId, setSeriesId] = useState<number | undefined>();
  const [seriesText, setSeriesText] = useState('');
  const [page, setPage] = useState(1);
  const { data, isFetching, error } = useGetRevisionsQuery({ ticker, seriesId, page });

  const filterSeries = (value: number | undefined) => {
    setSeriesId(value);
    setSeriesText(value === undefined ? '' : String(value));
    setPage(1);
  };

  const columns: TableColumnsType<AdminRevisionRow> = [
    {
      title: 'Mã/Chuỗi',
      key: 'subject',
      width: 200,
      render: (_, row) =>
        row.kind === 'statement' ? (
          <Typography.Text strong>{row.ticker}</Typography.Text>
        ) : (
          <Button
            type="link"
            size="small"
            style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
            onClick={() => {
              filterSeries(row.seriesId ?? undefined);
            }}
          >
            {row.seriesName ?? MISSING_VALUE}
          </Button>
        ),
    },
    {
      title: 'Chỉ tiêu',
      key: 'item',
      render: (_, row) => (
        <Flex vertical>
          <span>{row.itemName}</span>
          {row.kind === 'statement' ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.tableLabel}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    { title: 'Kỳ', dataIndex: 'periodLabel', width: 90 },
    {
      title: 'Giá trị cũ → mới',
      key: 'change',
      align: 'right',
      render: (_, row) => <ChangeCell row={row} />,
    },
    { title: 'Nguồn', dataIndex: 'source', width: 170 },
    {
      title: 'Hiệu lực từ–đến',
      key: 'validity',
      width: 300,
      render: (_, row) => `${formatVnDateTime(row.validFrom)} – ${formatVnDateTime(row.validTo)}`,
    },
  ];

  return (
    <div data-testid="admin-revisions">
      <Typography.Paragraph type="secondary">
        Mỗi lần một lần nhập hoặc nguồn cấp dữ liệu sửa hay xoá một số liệu báo cáo tài chính hoặc vĩ mô, giá
        trị cũ được giữ lại cùng thời gian nó có hiệu lực (giờ Việt Nam). Số liệu minh họa (demo) không được
        lưu lịch sử. Các API dữ liệu trả lại số liệu như đã công bố tại một ngày với tham số asOf.
      </Typography.Paragraph>
      <Flex gap={12} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder="Mã chứng khoán"
          enterButton="Lọc"
          style={{ width: 240 }}
          onSearch={(value) => {
            setTicker(value.trim().toUpperCase());
            setPage(1);
          }}
          data-testid="admin-revisions-ticker"
        />
        <Input.Search
          allowClear
          placeholder="Số hiệu chuỗi vĩ mô"
          enterButton="Lọc"
          inputMode="numeric"
          style={{ width: 260 }}
          value={seriesText}
          onChange={(event) => {
            setSeriesText(event.target.value);
            if (event.target.value === '') filterSeries(undefined);
          }}
          onSearch={(value) => {
            const id = Number(value.trim());
            filterSeries(Number.isInteger(id) && id > 0 ? id : undefined);
          }}
          data-testid="admin-revisions-series"
        />
      </Flex>
      {error ? (
        <Alert type="error" showIcon title="Không tải được danh sách" style={{ marginBottom: 12 }} />
      ) : null}
      <Table<AdminRevisionRow>
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching}
        scroll={{ x: 1100 }}
        locale={{ emptyText: 'Chưa có số liệu nào bị thay đổi' }}
        pagination={{
          current: page,
          pageSize: data?.pageSize ?? 50,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `${String(total)} thay đổi`,
          onChange: (next) => {
            setPage(next);
          },
        }}
      />
    </div>
  );
}
