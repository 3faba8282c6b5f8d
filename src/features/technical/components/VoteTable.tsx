import { Table, type TableColumnsType, Typography } from 'antd';
import { SectionTitle } from '@/components/SectionTitle';
import { formatNumber } from '@/common/format';
import type { GroupSummary, IndicatorVote } from '@/common/technical';
import { formatPrice } from '../charts/tooltip';
import { countsText, SignalText } from './SignalText';

interface VoteTableProps {
  title: string;
  group: GroupSummary;
  /** Moving averages are prices; oscillators plain numbers. */
  valueKind: 'price' | 'number';
}

/** One group of the vote table: each indicator, its value and its signal in colour. */
export function VoteTable({ title, group, valueKind }: VoteTableProps) {
  const columns: TableColumnsType<IndicatorVote> = [
    { key: 'name', title: 'Chỉ báo', dataIndex: 'name', rowScope: 'row' },
    {
      key: 'value',
      title: 'Giá trị',
      align: 'right',
      render: (_, vote) => (valueKind === 'price' ? formatPrice(vote.value) : formatNumber(vote.value)),
    },
    {
      key: 'signal',
      title: 'Tín hiệu',
      align: 'right',
      render: (_, vote) => <SignalText signal={vote.signal} />,
    },
  ];
  return (
    <section aria-label={title}>
      <SectionTitle level={4} looks={5} style={{ marginBottom: 4 }}>
        {title}: <SignalText signal={group.signal} text={group.label} />
      </SectionTitle>
      <Typography.Text type="secondary">{countsText(group.counts)}</Typography.Text>
      <Table<IndicatorVote>
        size="small"
        rowKey="key"
        pagination={false}
        columns={columns}
        dataSource={group.votes}
        style={{ marginTop: 8 }}
      />
    </section>
  );
}
