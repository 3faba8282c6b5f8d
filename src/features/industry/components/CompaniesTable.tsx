import { Card, Empty, Flex, Select, Table, type TableColumnsType, Typography } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import type { CompanyFigure, IndustryCompaniesResponse } from '@/common/contracts/industry';
import { industryPermission, type DeepDataIndustry } from '@/common/industry/industries';
import { queryStatus } from '@/components/QueryStatus';
import { LockedSection } from '@/features/access';
import { PERIOD_LABELS } from '@/features/macro/macroMetrics';
import { useGetIndustryCompaniesQuery } from '../industryApi';
import {
  changeTone,
  companyHref,
  errorKind,
  formatChange,
  formatShare,
  formatWithUnit,
} from '../industryFormat';

export const COMPANIES_TITLE = 'So sánh doanh nghiệp niêm yết';

type CompanyRow = IndustryCompaniesResponse['rows'][number];
type CompanyIndicator = IndustryCompaniesResponse['indicators'][number];

/** Sorts by a figure's number; companies without it go last whichever way. */
function byFigure(code: string, pick: (figure: CompanyFigure) => number | null) {
  return (a: CompanyRow, b: CompanyRow): number => {
    const x = a.figures[code] ? pick(a.figures[code]) : null;
    const y = b.figures[code] ? pick(b.figures[code]) : null;
    return (x ?? Number.NEGATIVE_INFINITY) - (y ?? Number.NEGATIVE_INFINITY);
  };
}

function columnsFor(indicator: CompanyIndicator): TableColumnsType<CompanyRow> {
  const { code, unit } = indicator;
  const figure = (row: CompanyRow) => row.figures[code] ?? null;
  return [
    {
      key: 'ticker',
      title: 'Mã',
      rowScope: 'row',
      width: 90,
      sorter: (a, b) => a.ticker.localeCompare(b.ticker),
      render: (_: unknown, row) =>
        row.listed ? (
          <Link href={companyHref(row.ticker)}>
            <strong>{row.ticker}</strong>
          </Link>
        ) : (
          <strong data-testid="unlisted-ticker">{row.ticker}</strong>
        ),
    },
    { key: 'name', title: 'Doanh nghiệp', dataIndex: 'name' },
    { key: 'exchange', title: 'Sàn', width: 80, render: (_: unknown, row) => row.exchange ?? '-' },
    {
      key: 'value',
      title: unit ? `Giá trị (${unit})` : 'Giá trị',
      align: 'right',
      defaultSortOrder: 'descend',
      sorter: byFigure(code, (item) => item.value),
      render: (_: unknown, row) => formatWithUnit(figure(row)?.value, unit),
    },
    {
      key: 'yoy',
      title: 'So với cùng kỳ',
      align: 'right',
      sorter: byFigure(code, (item) => item.yoy),
      render: (_: unknown, row) => {
        const yoy = figure(row)?.yoy;
        return <Typography.Text type={changeTone(yoy)}>{formatChange(yoy)}</Typography.Text>;
      },
    },
    {
      key: 'share',
      title: 'Tỷ trọng',
      align: 'right',
      sorter: byFigure(code, (item) => item.share),
      render: (_: unknown, row) => formatShare(figure(row)?.share),
    },
    { key: 'period', title: 'Kỳ', width: 100, render: (_: unknown, row) => figure(row)?.periodLabel ?? '-' },
  ];
}

function CompaniesBody({ data }: { data: IndustryCompaniesResponse }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const indicator = data.indicators.find((item) => item.code === chosen) ?? data.indicators[0];
  if (!indicator || data.rows.length === 0) return <Empty description="Chưa có doanh nghiệp để so sánh" />;
  return (
    <Flex vertical gap="small">
      {data.indicators.length > 1 && (
        <Select<string>
          aria-label="Chỉ tiêu so sánh doanh nghiệp"
          style={{ maxWidth: 420 }}
          value={indicator.code}
          options={data.indicators.map((item) => ({
            value: item.code,
            label: `${item.name} (${PERIOD_LABELS[item.frequency]})`,
          }))}
          onChange={setChosen}
        />
      )}
      <Table<CompanyRow>
        key={indicator.code}
        size="small"
        rowKey="ticker"
        columns={columnsFor(indicator)}
        dataSource={data.rows}
        pagination={false}
        scroll={{ x: 720 }}
        data-testid="industry-companies"
      />
    </Flex>
  );
}

/** The industry's listed companies on its operating indicators, one indicator at a time. */
export function CompaniesTable({ industry }: { industry: DeepDataIndustry }) {
  const query = useGetIndustryCompaniesQuery(industry);
  const forbidden = errorKind(query.error) === 'forbidden' && !query.data;
  let body;
  if (forbidden) body = <LockedSection code={industryPermission(industry)} framed={false} />;
  else body = queryStatus(query, 'Không tải được bảng so sánh doanh nghiệp', 4);
  return (
    <Card title={COMPANIES_TITLE} size="small">
      {body ?? (query.data && <CompaniesBody data={query.data} />)}
    </Card>
  );
}
