import { Table, type TableColumnsType, Typography } from 'antd';
import Link from 'next/link';
import type { IndustryListResponse, IndustryOverviewResponse } from '@/common/contracts/industry';
import { ALL_INDUSTRIES_PERMISSION, INDUSTRY_ROUTES } from '@/common/industry/industries';
import { queryStatus } from '@/components/QueryStatus';
import { LockedSection } from '@/features/access';
import { useGetIndustryOverviewQuery } from '../industryApi';
import { changeTone, errorKind, formatChange, formatWithUnit, permissionOf } from '../industryFormat';

type OverviewRow = IndustryOverviewResponse['rows'][number];

const COLUMNS: TableColumnsType<OverviewRow> = [
  {
    key: 'industry',
    title: 'Ngành',
    rowScope: 'row',
    sorter: (a, b) => a.name.localeCompare(b.name, 'vi'),
    render: (_: unknown, row) => <Link href={INDUSTRY_ROUTES.dashboard(row.industry)}>{row.name}</Link>,
  },
  {
    key: 'indicator',
    title: 'Chỉ tiêu tiêu biểu',
    render: (_: unknown, row) =>
      row.seriesName && row.seriesName !== row.indicatorName
        ? `${row.indicatorName}: ${row.seriesName}`
        : row.indicatorName,
  },
  {
    key: 'value',
    title: 'Giá trị mới nhất',
    align: 'right',
    render: (_: unknown, row) => formatWithUnit(row.figure?.value, row.unit),
  },
  { key: 'period', title: 'Kỳ', render: (_: unknown, row) => row.figure?.periodLabel ?? '-' },
  {
    key: 'yoy',
    title: 'So với cùng kỳ',
    align: 'right',
    sorter: (a, b) =>
      (a.figure?.yoy ?? Number.NEGATIVE_INFINITY) - (b.figure?.yoy ?? Number.NEGATIVE_INFINITY),
    render: (_: unknown, row) => (
      <Typography.Text type={changeTone(row.figure?.yoy)}>{formatChange(row.figure?.yoy)}</Typography.Text>
    ),
  },
];

function OverviewFigures() {
  const query = useGetIndustryOverviewQuery(undefined);
  if (errorKind(query.error) === 'forbidden' && !query.data) {
    return <LockedSection code={ALL_INDUSTRIES_PERMISSION} />;
  }
  return (
    queryStatus(query, 'Không tải được bảng tổng hợp các ngành', 4) ?? (
      <Table<OverviewRow>
        size="small"
        rowKey="industry"
        columns={COLUMNS}
        dataSource={query.data?.rows ?? []}
        pagination={false}
        scroll={{ x: 640 }}
        data-testid="industry-overview"
      />
    )
  );
}

/**
 * Every industry's headline figure side by side (DEEP_DATA_ALL), or the locked section, in antd's
 * sortable Table: /industry loads this file after the page (the section is below the cards).
 */
export function OverviewTable({ access }: { access: IndustryListResponse['overview'] }) {
  if (access.locked) {
    return (
      <LockedSection
        code={permissionOf(access.permission, ALL_INDUSTRIES_PERMISSION)}
        requiredPlan={access.requiredPlan}
      />
    );
  }
  return <OverviewFigures />;
}
