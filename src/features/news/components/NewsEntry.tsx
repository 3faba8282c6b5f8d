import { Space, Tag, Typography } from 'antd';
import Link from 'next/link';
import type { NewsItem } from '@/common/contracts/companyPages';
import { TimeAgo } from './TimeAgo';

/**
 * One news item of a list: title (to the article), source, time and, when asked, the summary. With
 * `ownTicker` (the screen's company), news of its industry rather than of the company is tagged.
 */
export function NewsEntry({
  item,
  now,
  showSummary = true,
  ownTicker,
}: {
  item: NewsItem;
  now: Date;
  showSummary?: boolean;
  ownTicker?: string;
}) {
  return (
    <article style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        <Link href={`/news/${String(item.id)}`}>{item.title}</Link>
      </Typography.Title>
      <Space size={8} wrap style={{ marginTop: 4 }}>
        <Typography.Text type="secondary">{item.source}</Typography.Text>
        <TimeAgo iso={item.publishedAt} now={now} />
        {ownTicker !== undefined && item.ticker !== ownTicker && (
          <Tag>{item.ticker ? `Tin ngành · ${item.ticker}` : 'Tin ngành'}</Tag>
        )}
      </Space>
      {showSummary && item.summary && (
        <Typography.Paragraph style={{ margin: '6px 0 0' }}>{item.summary}</Typography.Paragraph>
      )}
    </article>
  );
}
