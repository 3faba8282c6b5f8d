import { Alert, Tag, Typography } from 'antd';
import type { DataFreshness as Freshness } from '@/common/contracts/enterprise';
import { formatDate } from '@/common/format';
import { formatVnDateTime } from '@/common/vietnamTime';

/**
 * "Báo cáo tài chính: FiinTrade (Excel), đến kỳ Q2/2023, cập nhật 2026-11-20 · Giá: SSI FastConnect
 * Data, phiên 2026-11-27 (cập nhật 2026-11-27 19:32)"
 */
export function freshnessLine(freshness: Freshness): string {
  const { statements, prices } = freshness;
  const parts = [
    statements
      ? `Báo cáo tài chính: ${statements.sourceLabel}, đến kỳ ${statements.latestPeriod}${statements.updatedAt ? `, cập nhật ${formatDate(statements.updatedAt)}` : ''}`
      : 'Báo cáo tài chính: chưa có',
    prices
      ? `Giá: ${prices.sourceLabel}, phiên ${formatDate(prices.lastDate)}${prices.fetchedAt ? ` (cập nhật ${formatVnDateTime(prices.fetchedAt)})` : ''}`
      : 'Giá: chưa có',
  ];
  return parts.join(' · ');
}

/**
 * Where the company's statements and prices come from and how old they are, under the header of
 * every company page; a warning when prices or statements are older than the set age
 * (docs/DATA.md "Freshness").
 */
export function DataFreshness({ freshness }: { freshness: Freshness }) {
  return (
    <div data-testid="data-freshness" style={{ marginTop: 8 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {freshnessLine(freshness)}
      </Typography.Text>
      {freshness.feed?.late && (
        <Tag color="warning" style={{ marginInlineStart: 8 }} data-testid="feed-late">
          {`${freshness.feed.sourceLabel} chậm${freshness.feed.behind > 0 ? ` ${String(freshness.feed.behind)} phiên` : ''}`}
        </Tag>
      )}
      {freshness.warnings.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          data-testid="data-freshness-warning"
          title={freshness.warnings.length === 1 ? freshness.warnings[0] : 'Số liệu có thể đã lỗi thời'}
          description={
            freshness.warnings.length > 1 ? (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {freshness.warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}
    </div>
  );
}
