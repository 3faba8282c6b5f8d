import { Alert, Typography } from 'antd';
import type { DataFreshness as Freshness } from '@/common/contracts/enterprise';
import { formatDate } from '@/common/format';

/** "Báo cáo tài chính: FiinTrade (Excel), đến Q2/2023, cập nhật 20/11/2026 · Giá: ohlcv-csv, đến 15/07/2021" */
export function freshnessLine(freshness: Freshness): string {
  const { statements, prices } = freshness;
  const parts = [
    statements
      ? `Báo cáo tài chính: ${statements.sourceLabel}, đến kỳ ${statements.latestPeriod}${statements.updatedAt ? `, cập nhật ${formatDate(statements.updatedAt)}` : ''}`
      : 'Báo cáo tài chính: chưa có',
    prices ? `Giá: ${prices.source}, đến ${formatDate(prices.lastDate)}` : 'Giá: chưa có',
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
