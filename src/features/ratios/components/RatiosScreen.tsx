import { InfoCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Skeleton, Tooltip, Typography } from 'antd';
import dynamic from 'next/dynamic';
import { DataTable, type DataColumn } from '@/components/DataTable';
import { useAppSelector } from '@/application/hooks';
import type { RatiosDataResponse } from '@/common/contracts/ratios';
import { findRatio, type RatioDefinition } from '@/common/finance/ratios';
import { LimitedNotice, useStaleAccessRefetch } from '@/features/access';
import { FinanceTabs } from '@/features/finance/components/FinanceTabs';
import { selectTicker } from '@/features/enterprise/enterpriseSlice';
import { averageColumns, averageOf, QUARTERLY_AVERAGES_HINT, type AverageColumn } from '../ratioAverages';
import { EMPTY_RATIOS_TEXT, formatRatio } from '../ratioFormat';
import { ratiosQueryArgs, useGetRatiosDataQuery } from '../ratiosApi';
import { useMetricSelection } from '../useMetricSelection';
import { VALUATION_RULE_TEXT, valuationNote } from '../valuationNote';
import { NotedValue } from './NotedValue';
import { useRatioPeriod } from '../ratioPeriodUrl';
import { RatioPeriodSwitch } from './RatioPeriodSwitch';
import { RatiosExportButtons } from './RatiosExportButtons';
import { Sparkline } from './Sparkline';

interface RatioRow {
  key: string;
  /** Null for the row of the closes the price-based ratios used. */
  ratio: RatioDefinition | null;
  values: (number | null)[];
}

const PRICE_ROW_LABEL = 'Giá dùng để định giá (đồng/cp)';

export function RatioName({ ratio }: { ratio: RatioDefinition }) {
  return (
    <Flex gap={4} align="center" style={{ display: 'inline-flex' }}>
      <span>{ratio.nameVi}</span>
      <Tooltip title={ratio.formulaVi} trigger={['hover', 'focus']}>
        <InfoCircleOutlined
          tabIndex={0}
          aria-label={`Công thức ${ratio.nameVi}`}
          style={{ color: 'rgba(0,0,0,0.45)' }}
        />
      </Tooltip>
    </Flex>
  );
}

function MetricPickerPlaceholder() {
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }} data-testid="metric-picker-loading">
      <Typography.Text strong>Chỉ số hiển thị:</Typography.Text>
      <div style={{ flex: 1, minWidth: 320 }}>
        <Skeleton.Input active block />
      </div>
    </div>
  );
}

function buildRows(data: RatiosDataResponse, metrics: readonly string[]): RatioRow[] {
  const rows: RatioRow[] = metrics.flatMap((code) => {
    const ratio = findRatio(code);
    const values = data.values[code];
    return ratio && values ? [{ key: code, ratio, values }] : [];
  });
  // The closes behind P/E, P/B, P/S, with their day on hover, when such a ratio is shown.
  if (rows.some((row) => row.ratio?.usesPrice))
    rows.push({ key: 'VALUATION_PRICE', ratio: null, values: data.prices });
  return rows;
}

function renderCell(data: RatiosDataResponse, row: RatioRow, index: number) {
  const valuation = data.valuations?.[index];
  if (!row.ratio)
    return <NotedValue text={formatRatio(row.values[index], 'vnd')} note={valuationNote(valuation)} />;
  const text = formatRatio(row.values[index], row.ratio.unit);
  // A missing price-based ratio says why; a present one is explained by the price row. A ratio the
  // sources cannot give (a bank's CASA, NPL) says so too.
  const missing = (row.values[index] ?? null) === null;
  const reason = row.ratio.usesPrice ? valuation?.reason : data.reasons?.[row.ratio.code];
  return <NotedValue text={text} note={missing ? (reason ?? null) : null} />;
}

/** "TB 3 năm" / "TB 5 năm": the ratio's average in the row's format, "-" with the reason when missing. */
function averageColumn(column: AverageColumn): DataColumn<RatioRow> {
  return {
    key: column.key,
    title: (
      <Tooltip title={column.caption} trigger={['hover', 'focus']}>
        <span tabIndex={0} aria-label={`${column.label}: ${column.caption}`}>
          {column.label}
        </span>
      </Tooltip>
    ),
    align: 'right',
    width: 112,
    render: (row) => {
      if (!row.ratio) return null;
      const { value, reason } = averageOf(column, row.ratio.code);
      return <NotedValue text={formatRatio(value, row.ratio.unit)} note={reason} />;
    },
  };
}

function buildColumns(data: RatiosDataResponse): DataColumn<RatioRow>[] {
  return [
    {
      key: 'ratio',
      title: 'Chỉ số',
      fixed: true,
      width: 300,
      render: (row) => (row.ratio ? <RatioName ratio={row.ratio} /> : <span>{PRICE_ROW_LABEL}</span>),
      cellTitle: (row) => row.ratio?.nameVi ?? PRICE_ROW_LABEL,
    },
    {
      key: 'trend',
      title: 'Xu hướng',
      width: 120,
      // Phones keep the figures: the name and two periods fill a 390 px screen.
      narrowWidth: 0,
      render: (row) => (
        <Sparkline values={row.values} label={`Xu hướng ${row.ratio?.nameVi ?? PRICE_ROW_LABEL}`} />
      ),
    },
    ...data.periods.map((period, index) => ({
      key: period.key,
      title: period.label,
      align: 'right' as const,
      width: 112,
      render: (row: RatioRow) => renderCell(data, row, index),
    })),
    ...averageColumns(data).map(averageColumn),
  ];
}

/**
 * The metric picker (antd's searchable Select) loads in the browser after the page (next/dynamic,
 * no server render): the table comes first, the placeholder holds its place.
 */
const MetricPickerSlot = dynamic(() => import('./MetricPicker').then((module) => module.MetricPicker), {
  ssr: false,
  loading: () => <MetricPickerPlaceholder />,
});

/** Ratios by period (oldest to newest) with a trend line each, for the chosen set of ratios. */
export function RatiosScreen() {
  const ticker = useAppSelector(selectTicker);
  const [periodType] = useRatioPeriod();
  const selection = useMetricSelection('numeral', ticker);
  const args = ratiosQueryArgs({ ticker, periodType });
  const dataQuery = useGetRatiosDataQuery(args);
  const data = dataQuery.data;
  useStaleAccessRefetch({
    code: 'FINANCE_NUMERAL_ALL',
    notice: data?.access,
    queryKey: JSON.stringify(args),
    refetch: dataQuery.refetch,
  });
  const metrics = selection.metrics ?? [];
  const rows = data ? buildRows(data, metrics) : [];
  const hasFigures = rows.some((row) => row.ratio && row.values.some((value) => value !== null));

  let body;
  if (dataQuery.isLoading || selection.isLoading) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (dataQuery.isError || selection.isError || !data) {
    body = (
      <Alert
        type="error"
        showIcon
        title="Không tải được chỉ số tài chính."
        action={
          <Button
            icon={<ReloadOutlined aria-hidden />}
            onClick={() => {
              void dataQuery.refetch();
              void selection.refetch();
            }}
          >
            Thử lại
          </Button>
        }
      />
    );
  } else if (!hasFigures) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={data.emptyReason ?? EMPTY_RATIOS_TEXT}
        data-testid="ratios-empty"
      />
    );
  } else {
    body = (
      <DataTable<RatioRow>
        label={`Chỉ số tài chính ${ticker}`}
        columns={buildColumns(data)}
        rows={rows}
        loading={dataQuery.isFetching}
      />
    );
  }

  return (
    <>
      <FinanceTabs active="NUMERAL" query={{ ticker }} />
      <Card title="Chỉ số tài chính" extra={<RatioPeriodSwitch />}>
        <Flex vertical gap="middle">
          {(data ?? selection.companyType) && (
            <MetricPickerSlot
              companyType={data?.companyType ?? selection.companyType ?? 'non_financial'}
              value={metrics}
              onChange={selection.change}
              saving={selection.saving}
            />
          )}
          <Typography.Text type="secondary">
            Dòng tiền (lợi nhuận, doanh thu) lấy tổng 4 quý gần nhất; số dư lấy bình quân đầu và cuối 12
            tháng. {VALUATION_RULE_TEXT}
          </Typography.Text>
          <LimitedNotice access={data?.access} />
          <RatiosExportButtons data={hasFigures ? data : undefined} metrics={metrics} />
          {body}
          {data?.periodType === 'quarter' && hasFigures && (
            <Typography.Text type="secondary">{QUARTERLY_AVERAGES_HINT}</Typography.Text>
          )}
        </Flex>
      </Card>
    </>
  );
}
