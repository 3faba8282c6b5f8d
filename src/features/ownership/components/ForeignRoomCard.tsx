import { Alert, Card, Flex, Typography } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import type { ForeignRoomSummary } from '@/common/contracts/ownership';
import { formatNumber } from '@/common/format';
import { queryStatus } from '@/components/QueryStatus';
import { HighchartsView } from '@/features/charts/components/HighchartsView';
import { useGetForeignRoomQuery } from '../ownershipApi';
import { FOREIGN_ROOM_CHART_TITLE, foreignRoomChartOptions, foreignRoomChartTable } from '../ownershipCharts';
import { formatRatio, formatShares } from '../ownershipText';

const GRID_STYLE: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
  gap: '12px 16px',
  margin: 0,
};

const SHARES_BASIS = { listed: 'cổ phiếu niêm yết', outstanding: 'cổ phiếu lưu hành' } as const;

function figures(summary: ForeignRoomSummary): { key: string; label: string; value: string }[] {
  return [
    { key: 'ownership', label: 'Tỷ lệ sở hữu nước ngoài', value: formatRatio(summary.ownershipRatio) },
    {
      key: 'limit',
      label: 'Giới hạn sở hữu nước ngoài',
      value: summary.limitPct === null ? '-' : `${formatNumber(summary.limitPct, 2)}%`,
    },
    { key: 'room-shares', label: 'Room còn lại (cp)', value: formatShares(summary.roomShares) },
    { key: 'room-ratio', label: 'Room còn lại (% cổ phiếu)', value: formatRatio(summary.roomRatio) },
    { key: 'held', label: 'Nước ngoài nắm giữ (cp)', value: formatShares(summary.heldShares) },
  ];
}

function RoomChart({ ticker }: { ticker: string }) {
  const query = useGetForeignRoomQuery({ ticker });
  const { data } = query;
  const options = useMemo(() => (data ? foreignRoomChartOptions(data) : null), [data]);
  const table = useMemo(() => (data ? foreignRoomChartTable(data) : null), [data]);
  const status = queryStatus(query, 'Không tải được biểu đồ room nước ngoài.', 4);
  if (status !== null || !data || !options || !table) return status;
  if (data.points.length === 0)
    return <Typography.Text type="secondary">Chưa có dữ liệu room nước ngoài theo phiên.</Typography.Text>;
  return (
    <HighchartsView
      options={options}
      height={300}
      title={FOREIGN_ROOM_CHART_TITLE}
      dataTable={table}
      data-testid="foreign-room-chart"
    />
  );
}

/**
 * Today's foreign ownership against the limit: ratio = (limit % x shares - room left) / shares
 * (src/common/market/foreignOwnership.ts), and its history per session.
 */
export function ForeignRoomCard({ ticker, summary }: { ticker: string; summary: ForeignRoomSummary }) {
  return (
    <Card title="Sở hữu nước ngoài và room" data-testid="ownership-foreign-room">
      <Flex vertical gap="middle">
        <dl style={GRID_STYLE}>
          {figures(summary).map((figure) => (
            <div key={figure.key}>
              <dt style={{ color: 'var(--ant-color-text-description)', fontSize: 12 }}>{figure.label}</dt>
              <dd style={{ margin: 0, fontWeight: 600, fontSize: 15 }} data-testid={`foreign-${figure.key}`}>
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
        {summary.reason && <Alert type="info" showIcon title={summary.reason} />}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {summary.asOf ? `Phiên ${summary.asOf}. ` : ''}
          Tỷ lệ sở hữu = (giới hạn % × số cổ phiếu − room còn lại) / số cổ phiếu
          {summary.sharesBasis && summary.shares !== null
            ? `; số cổ phiếu: ${formatShares(summary.shares)} ${SHARES_BASIS[summary.sharesBasis]}.`
            : '.'}
        </Typography.Text>
        <RoomChart ticker={ticker} />
      </Flex>
    </Card>
  );
}
