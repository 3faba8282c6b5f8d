import { Card, Empty, Table, Typography } from 'antd';
import type { MajorHolder, OwnershipResponse } from '@/common/contracts/ownership';
import { HOLDER_KIND_LABELS } from '@/common/market/events';
import { formatRatio, formatRatioChange, formatShares, formatSharesChange } from '../ownershipText';
import { SCROLLED_TABLE_STYLE, ScrollRegion } from '@/components/ScrollRegion';

function History({ holder }: { holder: MajorHolder }) {
  return (
    <Typography.Text type="secondary">
      Sở hữu qua các kỳ:{' '}
      {holder.history
        .map((stake) => `${stake.asOf}: ${formatRatio(stake.ratio)} (${formatShares(stake.shares)} cp)`)
        .join(' · ')}
    </Typography.Text>
  );
}

/** Each major shareholder's latest stake and its change since the previous published date. */
export function MajorHoldersCard({ data }: { data: OwnershipResponse }) {
  return (
    <Card title="Cổ đông lớn" data-testid="ownership-major-holders">
      {data.majorHolders.length === 0 ? (
        <Empty description={data.majorHoldersNote ?? 'Chưa có dữ liệu'} />
      ) : (
        <ScrollRegion label="Bảng cổ đông lớn">
          <Table<MajorHolder>
            size="small"
            rowKey="name"
            pagination={data.majorHolders.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            style={SCROLLED_TABLE_STYLE}
            dataSource={data.majorHolders}
            expandable={{
              expandedRowRender: (holder) => <History holder={holder} />,
              rowExpandable: (holder) => holder.history.length > 1,
            }}
            columns={[
              { title: 'Cổ đông', dataIndex: 'name' },
              {
                title: 'Nhóm',
                dataIndex: 'kind',
                render: (kind: MajorHolder['kind']) => HOLDER_KIND_LABELS[kind],
              },
              { title: 'Ngày', dataIndex: 'asOf' },
              {
                title: 'Số cổ phiếu',
                dataIndex: 'shares',
                align: 'right',
                render: (value: number | null) => formatShares(value),
              },
              {
                title: 'Tỷ lệ',
                dataIndex: 'ratio',
                align: 'right',
                render: (value: number | null) => formatRatio(value),
              },
              {
                title: 'Thay đổi (cp)',
                dataIndex: 'sharesChange',
                align: 'right',
                render: (value: number | null) => formatSharesChange(value),
              },
              {
                title: 'Thay đổi tỷ lệ',
                dataIndex: 'ratioChange',
                align: 'right',
                render: (value: number | null, holder) =>
                  holder.previousAsOf ? (
                    <span title={`So với ${holder.previousAsOf}`}>{formatRatioChange(value)}</span>
                  ) : (
                    formatRatioChange(value)
                  ),
              },
            ]}
          />
        </ScrollRegion>
      )}
    </Card>
  );
}
