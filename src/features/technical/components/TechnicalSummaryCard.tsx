import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Divider, Flex, Skeleton, Typography } from 'antd';
import { TECHNICAL_GROUP_LABELS } from '@/common/technical';
import { formatBarDate } from '../charts/tooltip';
import type { TechnicalSummaryResponse } from '../technicalApi';
import { SignalGauge } from './SignalGauge';
import { countsText } from './SignalText';
import { TimeframeSummary } from './TimeframeSummary';
import { VoteTable } from './VoteTable';

export const SUMMARY_ERROR_TEXT = 'Không tải được tín hiệu kỹ thuật';

interface TechnicalSummaryCardProps {
  ticker: string;
  summary: TechnicalSummaryResponse | undefined;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
}

/** The gauge, the vote counts, the timeframe row and the two vote tables. */
export function TechnicalSummaryCard({
  ticker,
  summary,
  failed,
  retrying,
  onRetry,
}: TechnicalSummaryCardProps) {
  let body;
  if (summary) {
    body = (
      <Flex vertical gap="small">
        <SignalGauge score={summary.score} signal={summary.signal} label={summary.label} />
        <Typography.Text style={{ textAlign: 'center' }} data-testid="technical-counts">
          {countsText(summary.counts)}
        </Typography.Text>
        {summary.time !== null && (
          <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
            Cập nhật: {formatBarDate(summary.time, summary.resolution)}
          </Typography.Text>
        )}
        <Divider style={{ margin: '8px 0' }} />
        <TimeframeSummary ticker={ticker} />
        <Divider style={{ margin: '8px 0' }} />
        <VoteTable
          title={TECHNICAL_GROUP_LABELS.movingAverages}
          group={summary.movingAverages}
          valueKind="price"
        />
        <VoteTable
          title={TECHNICAL_GROUP_LABELS.oscillators}
          group={summary.oscillators}
          valueKind="number"
        />
      </Flex>
    );
  } else if (failed) {
    body = (
      <Alert
        type="error"
        showIcon
        title={SUMMARY_ERROR_TEXT}
        action={
          <Button size="small" icon={<ReloadOutlined aria-hidden />} loading={retrying} onClick={onRetry}>
            Thử lại
          </Button>
        }
      />
    );
  } else {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  }
  return (
    <Card size="small" title="Tổng hợp tín hiệu" data-testid="technical-summary">
      {body}
    </Card>
  );
}
