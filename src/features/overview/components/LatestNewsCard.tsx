import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import Link from 'next/link';
import { useAppSelector } from '@/application/hooks';
import { selectTicker } from '@/features/enterprise/enterpriseSlice';
import { OVERVIEW_NEWS_COUNT, useGetOverviewNewsQuery } from '../overviewApi';
import { relativeTime } from '@/common/vietnamTime';
import { useNow } from '@/lib/useNow';
import { RetryAlert } from '@/components/RetryAlert';
import { companyPath } from '@/common/companyPaths';

/** The ticker's newest news: title (to the article), source and when. */
export function LatestNewsCard() {
  const ticker = useAppSelector(selectTicker);
  const { currentData, isFetching, isError, refetch } = useGetOverviewNewsQuery(ticker);
  const now = useNow();
  const items = currentData?.items.slice(0, OVERVIEW_NEWS_COUNT);

  let body;
  if (isError) {
    body = (
      <RetryAlert
        title="Không tải được tin tức."
        retrying={isFetching}
        onRetry={() => {
          void refetch();
        }}
      />
    );
  } else if (!items) {
    body = <Skeleton active paragraph={{ rows: 5 }} />;
  } else if (items.length === 0) {
    body = <Empty description="Chưa có tin tức cho mã này" />;
  } else {
    body = (
      <ul aria-label={`Tin mới nhất của ${ticker}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item) => (
          <li
            key={item.id}
            data-testid="overview-news-item"
            style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}
          >
            <Link href={`/news/${String(item.id)}`} style={{ fontWeight: 500 }}>
              {item.title}
            </Link>
            <Flex gap={8} wrap style={{ marginTop: 2 }}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {item.source}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <time dateTime={item.publishedAt}>{relativeTime(item.publishedAt, now)}</time>
              </Typography.Text>
            </Flex>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card
      title="Tin tức mới nhất"
      extra={<Link href={companyPath(ticker, 'news')}>Xem tất cả tin</Link>}
      style={{ height: '100%' }}
    >
      {body}
    </Card>
  );
}
