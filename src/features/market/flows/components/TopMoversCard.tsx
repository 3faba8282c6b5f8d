import { Card, Empty, Flex, Segmented, Select, Skeleton, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Link from 'next/link';
import { useState } from 'react';
import { companyPath } from '@/common/companyPaths';
import { EXCHANGES, type Exchange } from '@/common/constants/market';
import type { MoverStock } from '@/common/contracts/marketFlows';
import { formatNumber } from '@/common/format';
import { dataCaption } from '@/common/market/marketSession';
import { MOVER_KIND_LABELS, MOVER_KINDS, MOVERS_COUNT, type MoverKind } from '@/common/market/movers';
import { RetryAlert } from '@/components/RetryAlert';
import { billions, changeColor, shares, signedPercentPoints } from '../figures';
import { useGetMarketMoversQuery } from '../marketFlowsApi';
import { useMarketPolling } from '../useMarketPolling';

const ALL = 'all';

const KIND_OPTIONS = MOVER_KINDS.map((kind) => ({ value: kind, label: MOVER_KIND_LABELS[kind] }));
const EXCHANGE_OPTIONS = [
  { value: ALL, label: 'Tất cả sàn' },
  ...EXCHANGES.map((exchange) => ({ value: exchange, label: exchange })),
];

const COLUMNS: ColumnsType<MoverStock> = [
  {
    key: 'ticker',
    title: 'Mã',
    render: (_, row) => (
      <Flex vertical>
        <Link href={companyPath(row.ticker)}>{row.ticker}</Link>
        <Typography.Text type="secondary" ellipsis style={{ maxWidth: 160, fontSize: 12 }}>
          {row.name}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    key: 'price',
    title: 'Giá (đồng)',
    align: 'right',
    render: (_, row) => formatNumber(row.price, 0),
  },
  {
    key: 'pctChange',
    title: '% thay đổi',
    align: 'right',
    render: (_, row) => (
      <span style={{ color: changeColor(row.pctChange) }}>{signedPercentPoints(row.pctChange)}</span>
    ),
  },
  {
    key: 'totalValue',
    title: 'Giá trị (tỷ đồng)',
    align: 'right',
    render: (_, row) => billions(row.totalValue),
  },
  {
    key: 'totalVolume',
    title: 'Khối lượng (cp)',
    align: 'right',
    responsive: ['sm'],
    render: (_, row) => shares(row.totalVolume),
  },
];

/**
 * Top movers of the latest session (GET /api/market/movers): gainers, losers, most traded by value
 * and by volume, on one exchange and one ICB level-2 industry ("ngành") when chosen.
 */
export function TopMoversCard() {
  const [kind, setKind] = useState<MoverKind>('gainers');
  const [exchange, setExchange] = useState<Exchange | typeof ALL>(ALL);
  const [industry, setIndustry] = useState<string>(ALL);
  const pollingInterval = useMarketPolling();
  const movers = useGetMarketMoversQuery(
    {
      kind,
      ...(exchange === ALL ? {} : { exchange }),
      ...(industry === ALL ? {} : { industry }),
    },
    { pollingInterval, skipPollingIfUnfocused: true },
  );
  const data = movers.currentData ?? movers.data;
  const industryOptions = [
    { value: ALL, label: 'Tất cả ngành' },
    ...(data?.industries ?? []).map((option) => ({ value: option.code, label: option.name })),
  ];

  let body;
  if (movers.isError) {
    body = (
      <RetryAlert
        title="Không tải được danh sách cổ phiếu nổi bật."
        retrying={movers.isFetching}
        onRetry={() => {
          void movers.refetch();
        }}
      />
    );
  } else if (!data) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else {
    body = (
      <Table<MoverStock>
        size="small"
        rowKey="ticker"
        columns={COLUMNS}
        dataSource={data.stocks}
        pagination={false}
        loading={movers.isFetching && !movers.currentData}
        locale={{ emptyText: <Empty description="Không có cổ phiếu phù hợp trong phiên này" /> }}
        data-testid="market-movers-table"
      />
    );
  }

  return (
    <Card title="Cổ phiếu nổi bật" data-testid="market-movers" style={{ height: '100%' }}>
      <Flex vertical gap={12}>
        <Segmented<MoverKind>
          options={KIND_OPTIONS}
          value={kind}
          onChange={setKind}
          aria-label="Loại danh sách"
          block
        />
        <Flex gap={8} wrap>
          <Select
            aria-label="Sàn giao dịch"
            value={exchange}
            options={EXCHANGE_OPTIONS}
            onChange={(value: Exchange | typeof ALL) => {
              setExchange(value);
            }}
            style={{ minWidth: 130 }}
          />
          <Select
            aria-label="Ngành"
            value={industry}
            options={industryOptions}
            onChange={(value: string) => {
              setIndustry(value);
            }}
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minWidth: 200 }}
          />
        </Flex>
        {body}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {`${MOVERS_COUNT} mã đứng đầu; ngành theo ICB cấp 2. `}
          {data ? dataCaption(data) : null}
          {data?.live ? ' (bảng giá trong phiên)' : null}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
