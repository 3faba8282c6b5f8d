import { LockOutlined } from '@ant-design/icons';
import { Card, Skeleton, Tag, Typography } from 'antd';
import Link from 'next/link';
import type { MacroReleaseCard } from '@/common/contracts/macro';
import { formatDate } from '@/common/format';
import { RetryAlert } from '@/components/RetryAlert';
import { useGetMacroReleaseCalendarQuery } from '../releaseCalendarApi';
import { changeText, figureText, nextReleaseText } from '../releaseCardText';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Typography.Text>
      <Typography.Text type="secondary">{label}: </Typography.Text>
      {value}
    </Typography.Text>
  );
}

function ReleaseCard({ card }: { card: MacroReleaseCard }) {
  const next = nextReleaseText(card);
  const title = card.path ? <Link href={card.path}>{card.title}</Link> : card.title;
  return (
    <Card size="small" style={{ height: '100%' }} data-testid="macro-release-card">
      <div className="macro-group-card-text">
        <Typography.Text strong style={{ fontSize: 16 }}>
          {title}
          {card.isDemo && <Tag style={{ marginLeft: 8 }}>Minh họa</Tag>}
          {card.locked && (
            <Tag icon={<LockOutlined aria-hidden />} style={{ marginLeft: 8 }}>
              Khóa
            </Tag>
          )}
        </Typography.Text>
        {card.latest ? (
          <Typography.Text style={{ fontSize: 20 }} data-testid="macro-release-latest">
            {figureText(card.latest, card.unit)}{' '}
            <Typography.Text type="secondary">({card.latest.label})</Typography.Text>
          </Typography.Text>
        ) : null}
        {card.previous ? (
          <Line label={`Kỳ trước (${card.previous.label})`} value={figureText(card.previous, card.unit)} />
        ) : null}
        {card.latest ? <Line label="Thay đổi" value={changeText(card)} /> : null}
        {card.reason ? <Typography.Text type="secondary">{card.reason}</Typography.Text> : null}
        <Line label="Lịch công bố" value={card.schedule} />
        {card.lastRelease ? <Line label="Công bố gần nhất" value={formatDate(card.lastRelease)} /> : null}
        {next ? <Typography.Text>{next}</Typography.Text> : null}
        <Typography.Text type="secondary">
          Nguồn: {card.publisher}
          {card.source && card.isDemo ? ` · ${card.source}` : ''}
        </Typography.Text>
      </div>
    </Card>
  );
}

/** /macro: what is published when, with the latest figure, the previous and the change (issue 33). */
export function ReleaseCalendar() {
  const calendar = useGetMacroReleaseCalendarQuery(undefined);
  if (calendar.isError && !calendar.data) {
    return (
      <RetryAlert
        title="Không tải được lịch công bố số liệu"
        retrying={calendar.isFetching}
        onRetry={() => {
          void calendar.refetch();
        }}
      />
    );
  }
  if (!calendar.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  return (
    <div className="card-grid" data-testid="macro-release-calendar">
      {calendar.data.cards.map((card) => (
        <ReleaseCard card={card} key={card.key} />
      ))}
    </div>
  );
}
