import { Button, Card, Empty, List, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import type { EntitlementSuggestion } from '@/common/portfolio/suggestions';
import { formatNumber } from '@/common/format';
import { RetryAlert } from '@/components/RetryAlert';
import { useAddTransactionMutation, useGetPortfolioSuggestionsQuery } from '../portfoliosApi';
import { formatDong } from '../portfolioText';

function describe(item: EntitlementSuggestion): string {
  if (item.kind === 'cash_dividend') {
    return `${formatNumber(item.sharesHeld, 0)} cp × ${formatDong(item.cashPerShare)} đ/cp = ${formatDong(item.amount)} đồng`;
  }
  return `${formatNumber(item.sharesHeld, 0)} cp × ${formatNumber(((item.ratio ?? 1) - 1) * 100, 2)}% = ${formatNumber(item.quantity, 0)} cổ phiếu mới (làm tròn xuống)`;
}

/** Dividends and bonus shares owed from the events data; "Ghi nhận" records one as a ledger line. */
export function SuggestionsCard({ id }: { id: number }) {
  const query = useGetPortfolioSuggestionsQuery(id);
  const [add, { isLoading }] = useAddTransactionMutation();
  const [error, setError] = useState<string | null>(null);
  const accept = async (item: EntitlementSuggestion) => {
    setError(null);
    const result = await add({
      id,
      body: {
        kind: item.kind,
        date: item.date,
        ticker: item.ticker,
        eventId: item.eventId,
        ...(item.kind === 'cash_dividend' ? { amount: String(item.amount) } : { quantity: item.quantity }),
      },
    });
    if ('error' in result) setError((result.error as { message?: string }).message ?? 'Không ghi nhận được.');
  };
  let body;
  if (query.isLoading) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (!query.data) {
    body = (
      <RetryAlert
        title="Không tải được gợi ý cổ tức"
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.suggestions.length === 0) {
    body = (
      <Empty description="Không có cổ tức hay cổ phiếu thưởng nào chờ ghi nhận cho các mã đã nắm giữ." />
    );
  } else {
    body = (
      <List<EntitlementSuggestion>
        dataSource={query.data.suggestions}
        renderItem={(item) => (
          <List.Item
            key={item.eventId}
            actions={[
              <Button
                key="accept"
                type="primary"
                size="small"
                loading={isLoading}
                onClick={() => void accept(item)}
              >
                Ghi nhận
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={`${item.ticker} · ${item.title}`}
              description={`Ngày GDKHQ ${item.date}${item.paymentDate ? ` · thanh toán ${item.paymentDate}` : ''} · ${describe(item)} · Nguồn: ${item.source}`}
            />
          </List.Item>
        )}
      />
    );
  }
  return (
    <Card title="Cổ tức và cổ phiếu thưởng chờ ghi nhận" data-testid="portfolio-suggestions">
      <Typography.Paragraph type="secondary">
        Tính trên số cổ phiếu nắm giữ cuối ngày trước ngày giao dịch không hưởng quyền (GDKHQ) và ghi vào ngày
        GDKHQ. Cổ tức tiền là số trước thuế TNCN 5%; cổ phiếu lẻ bị làm tròn xuống như thông lệ tại Việt Nam.
      </Typography.Paragraph>
      {error && (
        <Typography.Paragraph type="danger" role="alert">
          {error}
        </Typography.Paragraph>
      )}
      {body}
    </Card>
  );
}
