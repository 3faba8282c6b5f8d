import { Alert, Flex, Input, Popconfirm, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import {
  COMPANY_TYPE_SOURCE_LABELS,
  COMPANY_TYPE_SOURCES,
  type CompanyTypeSource,
} from '@/common/constants/companyTypeSource';
import { COMPANY_TYPE_LABELS, COMPANY_TYPES, type CompanyType } from '@/common/constants/market';
import type { AdminCompanyRow } from '@/common/contracts/adminData';
import { formatNumber } from '@/common/format';
import { useGetAdminCompaniesQuery, useSetCompanyTypeMutation } from '../adminDataApi';

const SOURCE_COLORS: Record<CompanyTypeSource, string> = {
  unknown: 'red',
  guessed: 'orange',
  listing: 'blue',
  statements: 'green',
  admin: 'geekblue',
};

function TypeControl({ row }: { row: AdminCompanyRow }) {
  const [next, setNext] = useState<CompanyType | null>(null);
  const [setType, { isLoading }] = useSetCompanyTypeMutation();
  const warning =
    row.statementValues > 0
      ? ` Mã đã có ${formatNumber(row.statementValues, 0)} số liệu báo cáo: chúng sẽ được đọc theo mẫu của loại hình mới.`
      : '';
  return (
    <Popconfirm
      open={next !== null}
      title={`Đổi loại hình ${row.ticker} sang "${next ? COMPANY_TYPE_LABELS[next] : ''}"?`}
      description={`Các lần nhập sau không ghi đè lựa chọn của quản trị viên.${warning}`}
      okText="Đổi"
      cancelText="Huỷ"
      okButtonProps={{ loading: isLoading }}
      onConfirm={() => {
        if (next)
          void setType({ ticker: row.ticker, companyType: next }).finally(() => {
            setNext(null);
          });
      }}
      onCancel={() => {
        setNext(null);
      }}
    >
      <Select<CompanyType>
        size="small"
        style={{ width: 220 }}
        value={row.companyType}
        aria-label={`Loại hình của ${row.ticker}`}
        onChange={(value) => {
          if (value !== row.companyType) setNext(value);
        }}
        options={COMPANY_TYPES.map((type) => ({ value: type, label: COMPANY_TYPE_LABELS[type] }))}
      />
    </Popconfirm>
  );
}

/**
 * Company types and how each was decided; an administrator's choice is final for imports
 * (docs/DATA.md "Company type"). A type guessed by a price import shows first when filtered.
 */
export function CompaniesScreen() {
  const [search, setSearch] = useState('');
  const [typeSource, setTypeSource] = useState<CompanyTypeSource | undefined>();
  const [page, setPage] = useState(1);
  const { data, isFetching, error } = useGetAdminCompaniesQuery({ q: search, typeSource, page });

  const columns: TableColumnsType<AdminCompanyRow> = [
    { title: 'Mã', dataIndex: 'ticker', width: 90 },
    { title: 'Tên', dataIndex: 'nameVi', ellipsis: true },
    { title: 'Sàn', dataIndex: 'exchange', width: 90, render: (value: string | null) => value ?? '—' },
    { title: 'Loại hình', key: 'type', width: 240, render: (_, row) => <TypeControl row={row} /> },
    {
      title: 'Xác định theo',
      dataIndex: 'companyTypeSource',
      width: 190,
      render: (value: CompanyTypeSource) => (
        <Tag color={SOURCE_COLORS[value]}>{COMPANY_TYPE_SOURCE_LABELS[value]}</Tag>
      ),
    },
    {
      title: 'Số liệu báo cáo',
      dataIndex: 'statementValues',
      width: 140,
      align: 'right',
      render: (value: number) => formatNumber(value, 0),
    },
  ];

  return (
    <div data-testid="admin-companies">
      <Typography.Paragraph type="secondary">
        Loại hình quyết định mẫu báo cáo tài chính. Nhập giá chỉ tạm đoán loại hình; danh sách niêm yết và báo
        cáo tài chính sửa lại; lựa chọn của quản trị viên không bị lần nhập nào ghi đè.
      </Typography.Paragraph>
      <Flex gap={12} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder="Mã hoặc tên (không cần dấu)"
          enterButton="Tìm"
          style={{ width: 320 }}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
        />
        <Select<CompanyTypeSource>
          allowClear
          placeholder="Mọi cách xác định"
          style={{ width: 240 }}
          value={typeSource}
          onChange={(value) => {
            setTypeSource(value);
            setPage(1);
          }}
          options={COMPANY_TYPE_SOURCES.map((item) => ({
            value: item,
            label: COMPANY_TYPE_SOURCE_LABELS[item],
          }))}
        />
      </Flex>
      {error ? (
        <Alert type="error" showIcon title="Không tải được danh sách" style={{ marginBottom: 12 }} />
      ) : null}
      <Table<AdminCompanyRow>
        rowKey="ticker"
        size="small"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching}
        scroll={{ x: 900 }}
        locale={{ emptyText: 'Không có doanh nghiệp nào khớp' }}
        pagination={{
          current: page,
          pageSize: data?.pageSize ?? 50,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `${String(total)} doanh nghiệp`,
          onChange: (next) => {
            setPage(next);
          },
        }}
      />
    </div>
  );
}
