import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Result, Skeleton } from 'antd';
import Head from 'next/head';
import Link from 'next/link';
import { useGetNewsDetailQuery } from '../newsApi';
import { companyNewsHref } from '../newsText';
import { isNotFound } from '../refused';
import { useNow } from '@/lib/useNow';
import { NewsArticle } from './NewsArticle';
import { RetryAlert } from '@/components/RetryAlert';

function NotFound() {
  return (
    <Result
      status="404"
      title="Không tìm thấy tin tức"
      subTitle="Tin tức bạn tìm không tồn tại hoặc đã bị gỡ."
      extra={
        <Link href="/">
          <Button type="primary">Về trang chủ</Button>
        </Link>
      }
    />
  );
}

/** /news/{id}: one article, loaded in the browser. `id` null: the address holds no valid id. */
export function NewsDetailScreen({ id }: { id: number | null }) {
  const query = useGetNewsDetailQuery(id ?? 0, { skip: id === null });
  const news = query.data;
  const now = useNow();

  let title = 'Tin tức | VnFin';
  let body;
  if (id === null || isNotFound(query.error)) {
    title = 'Không tìm thấy tin tức | VnFin';
    body = <NotFound />;
  } else if (query.isError) {
    body = (
      <RetryAlert
        title="Không tải được tin tức."
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  } else if (!news) {
    body = <Skeleton active paragraph={{ rows: 10 }} />;
  } else {
    title = `${news.title} | VnFin`;
    body = (
      <>
        <Link href={companyNewsHref(news.ticker)}>
          <ArrowLeftOutlined aria-hidden />{' '}
          {news.ticker ? `Tin tức và tài liệu ${news.ticker}` : 'Tin tức và tài liệu'}
        </Link>
        <div style={{ marginTop: 16 }}>
          <NewsArticle news={news} now={now} />
        </div>
      </>
    );
  }

  return (
    <>
      <Head>
        <title>{title}</title>
      </Head>
      <Card data-testid="news-detail" style={{ maxWidth: 880, margin: '0 auto' }}>
        {body}
      </Card>
    </>
  );
}
