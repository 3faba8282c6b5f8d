import { ReloadOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Empty,
  Skeleton,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import Link from 'next/link';
import { useAppSelector } from '@/application/hooks';
import type { SameIndustryResponse, SameIndustryRow } from '@/common/contracts/ratios';
import { findRatio, type RatioDefinition } from '@/common/finance/ratios';
import { LockedSection, useAccess } from '@/features/access';
import { FinanceTabs } from '@/features/finance/components/FinanceTabs';
import { selectTicker } from '@/features/enterprise/enterpriseSlice';
import { useMediaQuery } from '@/lib/useMediaQuery';
import { EMPTY_RATIOS_TEXT, formatRatio } from '../ratioFormat';
import { useGetSameIndustryDataQuery, type SameIndustryArgs } from '../ratiosApi';
import { useRatioPeriod } from '../ratioPeriodUrl';
import { useMetricSelection } from '../useMetricSelection';
import { VALUATION_RULE_TEXT, valuationNote } from '../valuationNote';
import { MetricPicker } from './MetricPicker';
import { NotedValue } from './NotedValue';
import { RatioName } from './RatiosScreen';
import { RatioPeriodSwitch } from './RatioPeriodSwitch';
import { companyPath } from '@/common/companyPaths';

const CURRENT_ROW_STYLE = { background: '#e6f4ff' };

function metricDefinitions(data: SameIndustryResponse): RatioDefinition[] {
  return data.metrics.flatMap((code) => {
    const ratio = findRatio(code);
    return ratio ? [ratio] : [];
  });
}

/** Phones (antd's xs): the ticker alone (the name on hover) and narrower figures, so two ratios fit 390 px. */
const PHONE_QUERY = '(max-width: 575.98px)';
const WIDTHS = {
  wide: { company: 260, price: 140, ratio: 150 },
  phone: { company: 88, price: 112, ratio: 112 },
};

function buildColumns(
  ratios: RatioDefinition[],
  count: number,
  phone = false,
): TableColumnsType<SameIndustryRow> {
  const widths = phone ? WIDTHS.phone : WIDTHS.wide;
  const priceColumn = ratios.some((ratio) => ratio.usesPrice)
    ? [
        {
          key: 'valuationPrice',
          title: 'Giá định giá (đồng/cp)',
          align: 'right' as const,
          width: widths.price,
          render: (_: unknown, row: SameIndustryRow) => (
            <NotedValue text={formatRatio(row.valuation?.price, 'vnd')} note={valuationNote(row.valuation)} />
          ),
        },
      ]
    : [];
  return [
    {
      key: 'ticker',
      title: 'Doanh nghiệp',
      // The company names its row for screen readers (<th scope="row">).
      rowScope: 'row',
      fixed: 'left',
      width: widths.company,
      render: (_: unknown, row) => {
        const link = (
          <Link
            href={companyPath(row.ticker, 'finance/same-industry')}
            title={phone ? row.nameVi : undefined}
          >
            <strong>{row.ticker}</strong>
          </Link>
        );
        // On a phone the row's colour marks the company being viewed.
        if (phone) return link;
        return (
          <Space size={6}>
            {link}
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 150 }}>
              {row.shortName || row.nameVi}
            </Typography.Text>
            {row.isCurrent && <Tag color="blue">Đang xem</Tag>}
          </Space>
        );
      },
    },
    ...priceColumn,
    ...ratios.map((ratio) => ({
      key: ratio.code,
      title: <RatioName ratio={ratio} />,
      align: 'right' as const,
      width: widths.ratio,
      render: (_: unknown, row: SameIndustryRow) => {
        const rank = row.ranks[ratio.code];
        const value = row.values[ratio.code] ?? null;
        const why = ratio.usesPrice && value === null ? (row.valuation?.reason ?? null) : null;
        return (
          <span>
            <NotedValue text={formatRatio(value, ratio.unit)} note={why} />
            {rank !== null && rank !== undefined && (
              <Typography.Text type="secondary" style={{ marginLeft: 6, fontSize: 12 }}>
                #{rank}/{count}
              </Typography.Text>
            )}
          </span>
        );
      },
    })),
  ];
}

function SummaryRow({
  label,
  values,
  ratios,
}: {
  label: string;
  values: Record<string, number | null>;
  ratios: RatioDefinition[];
}) {
  const withPrice = ratios.some((ratio) => ratio.usesPrice);
  return (
    <Table.Summary.Row>
      <Table.Summary.Cell index={0}>
        <strong>{label}</strong>
      </Table.Summary.Cell>
      {withPrice && <Table.Summary.Cell index={1} />}
      {ratios.map((ratio, index) => (
        <Table.Summary.Cell key={ratio.code} index={index + (withPrice ? 2 : 1)} align="right">
          <strong>{formatRatio(values[ratio.code], ratio.unit)}</strong>
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
}

/** "Ngành: X (ICB c)", or when the group was widened "Nhóm so sánh: X (ICB c) vì ngành Y chỉ có n công ty". */
export function peerGroupText(industry: SameIndustryResponse['industry']): string {
  if (!industry) return 'Ngành: Chưa phân ngành';
  const group = `${industry.nameVi} (ICB ${industry.icbCode})`;
  const own = industry.widenedFrom;
  if (!own) return `Ngành: ${group}`;
  return `Nhóm so sánh: ${group} vì ngành ${own.nameVi} chỉ có ${String(own.count)} công ty`;
}

function Caption({ data }: { data: SameIndustryResponse }) {
  return (
    <Typography.Text type="secondary">
      {peerGroupText(data.industry)} · Kỳ: {data.period?.label ?? '-'} · {data.rows.length} doanh nghiệp. Hạng
      1 là tốt nhất (P/E, P/B, chi phí, nợ xấu: thấp hơn là tốt hơn). {VALUATION_RULE_TEXT}
    </Typography.Text>
  );
}

/** A 403 (PLAN_REQUIRED) answer: the plan does not open the screen; not an error to show as one. */
function isRefused(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'kind' in error && error.kind === 'forbidden';
}

/** The company against its ICB peers for the chosen ratios, ranked, with median and average rows. */
export function SameIndustryScreen() {
  const ticker = useAppSelector(selectTicker);
  const [period] = useRatioPeriod();
  const access = useAccess('ANALYSIS_VALUE_ALL');
  const phone = useMediaQuery(PHONE_QUERY);
  const selection = useMetricSelection('same_industry', ticker);
  const metrics = selection.metrics ?? [];
  const args: SameIndustryArgs = {
    ticker,
    metrics: metrics.join(','),
    period,
  };
  const dataQuery = useGetSameIndustryDataQuery(args, { skip: metrics.length === 0 });
  const data = dataQuery.data;
  // Locked when the server refuses, or when the settled session's plan does not open it and nothing
  // was rendered for this visitor (figures the server sent for this token are shown as they are).
  const locked =
    isRefused(dataQuery.error) ||
    isRefused(selection.error) ||
    (access.settled && access.level === 'none' && !data);

  let body;
  if (locked) {
    body = <LockedSection code="ANALYSIS_VALUE_ALL" title="So sánh cùng ngành" framed={false} />;
  } else if (
    selection.isLoading ||
    dataQuery.isLoading ||
    (!data && !dataQuery.isError && !selection.isError)
  ) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (dataQuery.isError || selection.isError || !data) {
    body = (
      <Alert
        type="error"
        showIcon
        title="Không tải được dữ liệu so sánh cùng ngành."
        action={
          <Button
            icon={<ReloadOutlined aria-hidden />}
            onClick={() => {
              void selection.refetch();
              if (metrics.length > 0) void dataQuery.refetch();
            }}
          >
            Thử lại
          </Button>
        }
      />
    );
  } else if (data.rows.length === 0 || Object.values(data.counts).every((count) => count === 0)) {
    body = <Empty description={EMPTY_RATIOS_TEXT} />;
  } else {
    const ratios = metricDefinitions(data);
    body = (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Caption data={data} />
        <Table<SameIndustryRow>
          size="small"
          bordered
          pagination={false}
          rowKey="ticker"
          columns={buildColumns(ratios, data.rows.length, phone)}
          dataSource={data.rows}
          loading={dataQuery.isFetching}
          scroll={{ x: 'max-content' }}
          onRow={(row) => (row.isCurrent ? { style: CURRENT_ROW_STYLE, 'aria-current': true } : {})}
          summary={() => (
            <Table.Summary>
              <SummaryRow label="Trung vị ngành" values={data.median} ratios={ratios} />
              <SummaryRow label="Trung bình ngành" values={data.average} ratios={ratios} />
            </Table.Summary>
          )}
        />
      </Space>
    );
  }

  return (
    <>
      <FinanceTabs active="SAME_INDUSTRY" query={{ ticker }} />
      <Card title="So sánh cùng ngành" extra={<RatioPeriodSwitch />}>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {selection.companyType && !locked && (
            <MetricPicker
              companyType={selection.companyType}
              value={metrics}
              onChange={selection.change}
              saving={selection.saving}
            />
          )}
          {body}
        </Space>
      </Card>
    </>
  );
}
