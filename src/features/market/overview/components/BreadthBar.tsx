import { Flex, Typography } from 'antd';
import type { IndexBreadth } from '@/common/contracts/market';
import { formatNumber } from '@/common/format';
import { BOARD_COLORS, BOARD_TEXT_COLORS } from '../marketColors';

/** The bar's segments, left to right: ceiling, other advancers, unchanged, other decliners, floor. */
export function breadthSegments(
  breadth: IndexBreadth,
): { key: keyof typeof BOARD_COLORS; label: string; count: number }[] {
  return [
    { key: 'ceiling', label: 'Trần', count: breadth.ceiling },
    { key: 'up', label: 'Tăng (không kể trần)', count: breadth.advancers - breadth.ceiling },
    { key: 'unchanged', label: 'Đứng giá', count: breadth.unchanged },
    { key: 'down', label: 'Giảm (không kể sàn)', count: breadth.decliners - breadth.floor },
    { key: 'floor', label: 'Sàn', count: breadth.floor },
  ];
}

const count = (value: number) => formatNumber(value, 0);

/** "Tăng 3 (trần 1), giảm 1 (sàn 0), đứng giá 2": the counts in words (the bar's accessible name). */
export function breadthSentence(breadth: IndexBreadth): string {
  return `Tăng ${count(breadth.advancers)} (trần ${count(breadth.ceiling)}), giảm ${count(breadth.decliners)} (sàn ${count(breadth.floor)}), đứng giá ${count(breadth.unchanged)}`;
}

/**
 * Market breadth as one stacked bar (plain HTML, so it is in the server's page), with the counts
 * written beside it: colour never carries the meaning alone.
 */
export function BreadthBar({
  breadth,
  note,
  testId,
}: {
  breadth: IndexBreadth | null;
  note: string | null;
  testId: string;
}) {
  if (breadth === null) {
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        {note ?? 'Chưa có dữ liệu độ rộng thị trường.'}
      </Typography.Text>
    );
  }
  const classified = breadth.advancers + breadth.decliners + breadth.unchanged;
  return (
    <Flex vertical gap={4} data-testid={testId}>
      <div
        role="img"
        aria-label={`Độ rộng thị trường: ${breadthSentence(breadth)}`}
        style={{ display: 'flex', height: 10, borderRadius: 5, overflow: 'hidden', background: '#e5e7eb' }}
      >
        {classified > 0 &&
          breadthSegments(breadth)
            .filter((segment) => segment.count > 0)
            .map((segment) => (
              <span
                key={segment.key}
                data-segment={segment.key}
                title={`${segment.label}: ${count(segment.count)}`}
                style={{
                  width: `${(segment.count / classified) * 100}%`,
                  background: BOARD_COLORS[segment.key],
                }}
              />
            ))}
      </div>
      <Flex justify="space-between" wrap style={{ fontSize: 12 }}>
        <span style={{ color: BOARD_TEXT_COLORS.up }}>
          ▲ {count(breadth.advancers)}{' '}
          <span style={{ color: BOARD_TEXT_COLORS.ceiling }}>(trần {count(breadth.ceiling)})</span>
        </span>
        <span style={{ color: BOARD_TEXT_COLORS.unchanged }}>■ {count(breadth.unchanged)}</span>
        <span style={{ color: BOARD_TEXT_COLORS.down }}>
          ▼ {count(breadth.decliners)}{' '}
          <span style={{ color: BOARD_TEXT_COLORS.floor }}>(sàn {count(breadth.floor)})</span>
        </span>
      </Flex>
    </Flex>
  );
}
