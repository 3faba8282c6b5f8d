import { Card, Flex, Skeleton, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type {
  IndustriesResponse,
  IndustryMultiple,
  IndustryPerformanceRow,
} from '@/common/contracts/marketFlows';
import { formatNumber } from '@/common/format';
import {
  PERFORMANCE_PERIOD_LABELS,
  PERFORMANCE_PERIODS,
  VALUATION_HISTORY_YEARS,
} from '@/common/market/industryPerformance';
import { dataCaption, sessionDay, vietnamClock } from '@/common/market/marketSession';
import { RetryAlert } from '@/components/RetryAlert';
import { changeColor, signedFraction } from '../figures';
import { FIRST_INDUSTRY_PERIOD } from '../flowsPreload';
import { useGetIndustryPerformanceQuery } from '../marketFlowsApi';
import { useMarketPolling } from '../useMarketPolling';

function ValuationCell({ multiple, label }: { multiple: IndustryMultiple; label: string }) {
  if (multiple.today === null) {
    return <Typography.Text type="secondary">-</Typography.Text>;
  }
  return (
    <Flex vertical align="flex-end" aria-label={`${label} trung vị`}>
      <span>{formatNumber(multiple.today)}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {`${formatNumber(multiple.min)}–${formatNumber(multiple.max)}, TB ${formatNumber(multiple.mean)}`}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {`phân vị ${formatNumber(multiple.percentile, 0)}% · ${multiple.members} mã`}
      </Typography.Text>
    </Flex>
  );
}

const changeOf = (row: IndustryPerformanceRow, period: (typeof PERFORMANCE_PERIODS)[number]) =>
  row.changes[period].change ?? Number.NEGATIVE_INFINITY;

const COLUMNS: ColumnsType<IndustryPerformanceRow> = [
  {
    key: 'name',
    title: 'Ngành',
    fixed: 'left',
    render: (_, row) => (
      <Flex vertical>
        <span>{row.name}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${row.companies} mã`}</Typography.Text>
      </Flex>
    ),
  },
  ...PERFORMANCE_PERIODS.map((period) => ({
    key: period,
    title: PERFORMANCE_PERIOD_LABELS[period],
    align: 'right' as const,
    sorter: (a: IndustryPerformanceRow, b: IndustryPerformanceRow) =>
      changeOf(a, period) - changeOf(b, period),
    render: (_: unknown, row: IndustryPerformanceRow) => (
      <span style={{ color: changeColor(row.changes[period].change) }}>
        {signedFraction(row.changes[period].change)}
      </span>
    ),
  })),
  {
    key: 'pe',
    title: 'P/E trung vị (lần)',
    align: 'right',
    render: (_, row) => <ValuationCell multiple={row.pe} label="P/E" />,
  },
  {
    key: 'pb',
    title: 'P/B trung vị (lần)',
    align: 'right',
    render: (_, row) => <ValuationCell multiple={row.pb} label="P/B" />,
  },
];

function methodNote(data: IndustriesResponse): string {
  const starts = PERFORMANCE_PERIODS.flatMap((period) => {
    const start = data.periodStarts[period];
    return start ? [`${PERFORMANCE_PERIOD_LABELS[period].toLowerCase()} từ ${sessionDay(start)}`] : [];
  });
  const { valuation } = data;
  const computed = vietnamClock(valuation.computedAt);
  return [
    'Thay đổi theo vốn hóa (số cổ phiếu hiện nay × giá điều chỉnh) của các mã có giá ở cả hai phiên' +
      (starts.length > 0 ? `: ${starts.join(', ')}.` : '.'),
    valuation.to && valuation.from
      ? `P/E, P/B: trung vị các mã trong ngành tại phiên ${sessionDay(valuation.to)}, so với ${valuation.points} ` +
        `điểm cuối tháng trong ${VALUATION_HISTORY_YEARS} năm từ ${sessionDay(valuation.from)} ` +
        `(thấp nhất–cao nhất, trung bình, phân vị = tỷ lệ điểm không cao hơn hôm nay)` +
        (computed ? `, tính lúc ${computed}.` : '.')
      : 'Chưa đủ dữ liệu để tính định giá ngành.',
    data.live ? 'Phiên đang giao dịch: giá hiện tại trên bảng giá, 1 ngày so với giá tham chiếu.' : '',
    'Ngành theo ICB cấp 2.',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Each ICB level-2 industry's cap-weighted change over 1D, 1W, 1M, YTD, 1Y and its median P/E and
 * P/B against its own five-year monthly history (GET /api/market/industries).
 */
export function IndustryPerformanceCard() {
  const pollingInterval = useMarketPolling();
  const industries = useGetIndustryPerformanceQuery(FIRST_INDUSTRY_PERIOD, {
    pollingInterval,
    skipPollingIfUnfocused: true,
  });
  const data = industries.data;

  let body;
  if (industries.isError) {
    body = (
      <RetryAlert
        title="Không tải được hiệu suất ngành."
        retrying={industries.isFetching}
        onRetry={() => {
          void industries.refetch();
        }}
      />
    );
  } else if (!data) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    body = (
      <Table<IndustryPerformanceRow>
        size="small"
        rowKey="icbCode"
        columns={COLUMNS}
        dataSource={data.rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Chưa có dữ liệu giá của các ngành' }}
        data-testid="market-industries-table"
      />
    );
  }

  return (
    <Card title="Hiệu suất ngành" data-testid="market-industries">
      <Flex vertical gap={12}>
        {body}
        {data && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {`${methodNote(data)} ${dataCaption(data)}`}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
