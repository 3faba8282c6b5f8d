import { Card, Empty, Flex, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import type { InsiderDeal } from '@/common/contracts/ownership';
import {
  INSIDER_ACTION_LABELS,
  INSIDER_RELATION_LABELS,
  INSIDER_STATUS_LABELS,
  type InsiderStatus,
} from '@/common/market/events';
import { queryStatus } from '@/components/QueryStatus';
import { INSIDER_PAGE_SIZE, useGetInsiderDealsQuery } from '../ownershipApi';
import { formatRatio, formatShares, formatWindow } from '../ownershipText';
import { SCROLLED_TABLE_STYLE, ScrollRegion } from '@/components/ScrollRegion';

const STATUS_COLORS: Record<InsiderStatus, string> = {
  registered: 'gold',
  done: 'green',
  cancelled: 'default',
};

function Registered({ deal }: { deal: InsiderDeal }) {
  return (
    <Flex vertical>
      <span>{formatShares(deal.registeredShares)}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formatWindow(deal.registeredFrom, deal.registeredTo)}
      </Typography.Text>
    </Flex>
  );
}

function Executed({ deal }: { deal: InsiderDeal }) {
  if (deal.executedShares === null)
    return <Typography.Text type="secondary">Chưa có kết quả</Typography.Text>;
  const above = deal.executedRatio !== null && deal.executedRatio > 1;
  return (
    <Flex vertical>
      <span>
        {formatShares(deal.executedShares)}
        {deal.executedRatio !== null && (
          <Typography.Text type="secondary"> ({formatRatio(deal.executedRatio)} đăng ký)</Typography.Text>
        )}
      </span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {deal.executedOn ?? 'Chưa rõ ngày'}
      </Typography.Text>
      {above && (
        <Tag color="orange" style={{ width: 'fit-content' }}>
          Vượt khối lượng đăng ký
        </Tag>
      )}
    </Flex>
  );
}

function Holding({ shares, ratio }: { shares: number | null; ratio: number | null }) {
  return (
    <Flex vertical align="end">
      <span>{formatShares(shares)}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formatRatio(ratio)}
      </Typography.Text>
    </Flex>
  );
}

/** Insider and related-party deals: registered against executed, holdings before and after. */
export function InsiderDealsCard({ ticker }: { ticker: string }) {
  const [page, setPage] = useState(1);
  const query = useGetInsiderDealsQuery({ ticker, page, pageSize: INSIDER_PAGE_SIZE });
  const { data } = query;
  const status = queryStatus(query, 'Không tải được giao dịch nội bộ.', 5);
  let body;
  if (status !== null || !data) body = status;
  else if (data.total === 0)
    body = <Empty description="Chưa có giao dịch của người nội bộ và người liên quan" />;
  else
    body = (
      <ScrollRegion label="Bảng giao dịch của người nội bộ và người liên quan">
        <Table<InsiderDeal>
          size="small"
          rowKey="id"
          loading={query.isFetching}
          dataSource={data.items}
          style={SCROLLED_TABLE_STYLE}
          pagination={{
            current: data.page,
            pageSize: data.pageSize,
            total: data.total,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={[
            {
              title: 'Người giao dịch',
              key: 'person',
              render: (_, deal) => (
                <Flex vertical>
                  <span>{deal.personName}</span>
                  {deal.position && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {deal.position}
                    </Typography.Text>
                  )}
                </Flex>
              ),
            },
            {
              title: 'Quan hệ',
              dataIndex: 'relation',
              render: (value: InsiderDeal['relation']) => INSIDER_RELATION_LABELS[value],
            },
            {
              title: 'Giao dịch',
              dataIndex: 'action',
              render: (value: InsiderDeal['action']) => (
                <Tag color={value === 'buy' ? 'green' : 'red'}>{INSIDER_ACTION_LABELS[value]}</Tag>
              ),
            },
            {
              title: 'Đăng ký (cp)',
              key: 'registered',
              align: 'right',
              render: (_, deal) => <Registered deal={deal} />,
            },
            {
              title: 'Thực hiện (cp)',
              key: 'executed',
              align: 'right',
              render: (_, deal) => <Executed deal={deal} />,
            },
            {
              title: 'Trước giao dịch',
              key: 'before',
              align: 'right',
              render: (_, deal) => <Holding shares={deal.sharesBefore} ratio={deal.ratioBefore} />,
            },
            {
              title: 'Sau giao dịch',
              key: 'after',
              align: 'right',
              render: (_, deal) => <Holding shares={deal.sharesAfter} ratio={deal.ratioAfter} />,
            },
            {
              title: 'Trạng thái',
              dataIndex: 'status',
              render: (value: InsiderStatus, deal) => (
                <Tooltip title={`Nguồn: ${deal.source}`}>
                  <Tag color={STATUS_COLORS[value]}>{INSIDER_STATUS_LABELS[value]}</Tag>
                </Tooltip>
              ),
            },
          ]}
        />
      </ScrollRegion>
    );
  return (
    <Card title="Giao dịch của người nội bộ và người liên quan" data-testid="ownership-insider-deals">
      {body}
    </Card>
  );
}
