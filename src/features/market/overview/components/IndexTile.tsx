import { Card, Flex, Tag, Typography } from 'antd';
import type { IndexSummary, OfficialBreadth } from '@/common/contracts/market';
import { formatNumber } from '@/common/format';
import { changeTextColor } from '../marketColors';
import {
  billionsText,
  comparisonText,
  millionSharesText,
  points,
  signedPercent,
  signedPoints,
} from '../figures';
import { BreadthBar } from './BreadthBar';
import { DataCaption } from './DataCaption';

/** "Sở giao dịch công bố: tăng 300 (trần 5), giảm 120 (sàn 2), đứng giá 50"; a count the feed did not send reads "-". */
export function officialBreadthText(counts: OfficialBreadth): string {
  const count = (value: number | null) => formatNumber(value, 0);
  return `Sở giao dịch công bố: tăng ${count(counts.advances)} (trần ${count(counts.ceilings)}), giảm ${count(counts.declines)} (sàn ${count(counts.floors)}), đứng giá ${count(counts.noChanges)}`;
}

/** One index: level, change, traded value and volume against history, breadth bar, data caption. */
export function IndexTile({ index }: { index: IndexSummary }) {
  const color = changeTextColor(index.change);
  return (
    <Card size="small" data-testid={`market-index-${index.code}`} style={{ height: '100%' }}>
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="baseline">
          <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
            {index.name}
          </Typography.Title>
          {index.live && <Tag color="green">Trong phiên</Tag>}
        </Flex>
        {index.level === null ? (
          <Typography.Text type="secondary">Chưa có dữ liệu chỉ số: chưa đồng bộ nguồn giá.</Typography.Text>
        ) : (
          <Flex align="baseline" gap={8} wrap>
            <span style={{ fontSize: 22, fontWeight: 600, color }} data-testid="market-index-level">
              {points(index.level)}
            </span>
            <span style={{ color }} data-testid="market-index-change">
              {signedPoints(index.change)} ({signedPercent(index.pctChange)})
            </span>
          </Flex>
        )}
        <Typography.Text style={{ fontSize: 13 }}>
          Giá trị: <strong>{billionsText(index.value.current)}</strong>{' '}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            ({comparisonText(index.value)})
          </Typography.Text>
        </Typography.Text>
        <Typography.Text style={{ fontSize: 13 }}>
          Khối lượng: <strong>{millionSharesText(index.volume.current)}</strong>{' '}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            ({comparisonText(index.volume)})
          </Typography.Text>
        </Typography.Text>
        <BreadthBar
          breadth={index.breadth}
          note={index.breadthNote}
          testId={`market-breadth-${index.code}`}
        />
        {index.officialBreadth && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="market-official-breadth">
            {officialBreadthText(index.officialBreadth)}
          </Typography.Text>
        )}
        <DataCaption provenance={index.provenance} />
      </Flex>
    </Card>
  );
}
