import { Flex, Tooltip, Typography } from 'antd';
import type { FiftyTwoWeekRange } from '@/common/watchlists/figures';
import { formatDate, formatNumber, formatPercent, MISSING_VALUE } from '@/common/format';

/**
 * The 52-week range as the boards draw it: low and high at the ends, a marker where the price sits
 * (its position also in words for screen readers and the tooltip).
 */
export function RangeBar({ range, ticker }: { range: FiftyTwoWeekRange; ticker: string }) {
  if (range.low === null || range.high === null) {
    return (
      <Typography.Text type="secondary" title={range.missing ?? undefined}>
        {MISSING_VALUE}
      </Typography.Text>
    );
  }
  const position = range.position;
  const where =
    position === null
      ? (range.missing ?? '')
      : `giá hiện tại ở ${formatPercent(position, 0)} khoảng giá 52 tuần`;
  const since =
    range.from !== null
      ? `${String(range.sessions)} phiên từ ${formatDate(range.from)}`
      : 'chưa có phiên nào';
  const label = `${ticker}: thấp nhất ${formatNumber(range.low, 0)}, cao nhất ${formatNumber(range.high, 0)}, ${where} (${since})`;
  return (
    <Tooltip title={label}>
      <Flex vertical gap={2} style={{ minWidth: 140 }} aria-label={label} role="img">
        <div style={{ position: 'relative', height: 6, borderRadius: 3, background: '#e5e7eb' }}>
          {position !== null ? (
            <div
              style={{
                position: 'absolute',
                left: `calc(${String(position * 100)}% - 4px)`,
                top: -2,
                width: 8,
                height: 10,
                borderRadius: 2,
                background: '#1d4ed8',
              }}
            />
          ) : null}
        </div>
        <Flex justify="space-between" style={{ fontSize: 12 }}>
          <span>{formatNumber(range.low, 0)}</span>
          <span>{formatNumber(range.high, 0)}</span>
        </Flex>
      </Flex>
    </Tooltip>
  );
}
