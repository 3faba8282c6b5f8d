import { Empty, Pagination, Skeleton, Space, Spin } from 'antd';
import { useState } from 'react';
import { useStaleAccessRefetch } from '@/features/access';
import { NEWS_PAGE_SIZE, useGetCompanyNewsQuery, type CompanyNewsArgs } from '../newsApi';
import { useNow } from '@/lib/useNow';
import { NewsLimitedNotice } from './NewsLimitedNotice';
import { NewsList } from './NewsList';
import { RetryAlert } from '@/components/RetryAlert';

/**
 * The ticker's and its industry's news, newest first, a page at a time. A guest gets the 10 newest
 * with the server's notice and the upgrade button. Mount with key={ticker} to start at page 1.
 */
export function NewsTab({ ticker }: { ticker: string }) {
  const [page, setPage] = useState(1);
  const args: CompanyNewsArgs = { ticker, page, pageSize: NEWS_PAGE_SIZE };
  const query = useGetCompanyNewsQuery(args);
  const data = query.data;
  const now = useNow();
  useStaleAccessRefetch({
    code: 'NEWS_ALL',
    notice: data?.access,
    queryKey: JSON.stringify(args),
    refetch: query.refetch,
  });

  if (query.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError || !data) {
    return (
      <RetryAlert
        title="Không tải được tin tức."
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <NewsLimitedNotice access={data.access} />
      {data.items.length === 0 ? (
        <Empty description="Chưa có tin tức về doanh nghiệp này" />
      ) : (
        <Spin spinning={query.isFetching}>
          <NewsList items={data.items} now={now} label="Tin tức" testId="news-list" ownTicker={ticker} />
        </Spin>
      )}
      {data.total > data.pageSize && (
        <Pagination
          align="end"
          current={page}
          pageSize={data.pageSize}
          total={data.total}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}
    </Space>
  );
}
