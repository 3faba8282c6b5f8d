import { ExportOutlined } from '@ant-design/icons';
import { SectionTitle } from '@/components/SectionTitle';
import { Divider, Space, Typography } from 'antd';
import type { NewsDetail } from '@/common/contracts/companyPages';
import { bodyParagraphs, safeHref } from '../newsText';
import { NewsList } from './NewsList';
import { TimeAgo } from './TimeAgo';

/** One article: heading, source and time, the body as plain-text paragraphs, the original, related news. */
export function NewsArticle({ news, now }: { news: NewsDetail; now: Date }) {
  const original = safeHref(news.url);
  return (
    <article>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {news.title}
      </Typography.Title>
      <Space size={8} wrap>
        <Typography.Text strong>{news.source}</Typography.Text>
        <TimeAgo iso={news.publishedAt} now={now} />
      </Space>
      {news.summary && (
        <Typography.Paragraph strong style={{ marginTop: 16 }}>
          {news.summary}
        </Typography.Paragraph>
      )}
      <div data-testid="news-body">
        {bodyParagraphs(news.body).map((paragraph, index) => (
          <Typography.Paragraph key={index} style={{ whiteSpace: 'pre-line' }}>
            {paragraph}
          </Typography.Paragraph>
        ))}
      </div>
      {original && (
        <Typography.Link href={original} target="_blank" rel="noopener noreferrer nofollow">
          Xem bài gốc <ExportOutlined aria-hidden />
        </Typography.Link>
      )}
      {news.related.length > 0 && (
        <section aria-labelledby="related-news">
          <Divider />
          <SectionTitle level={2} looks={4} id="related-news">
            Tin liên quan
          </SectionTitle>
          <NewsList items={news.related} now={now} label="Tin liên quan" showSummary={false} />
        </section>
      )}
    </article>
  );
}
