import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { RetryAlert } from './RetryAlert';

interface QueryLike {
  data?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * What a card shows before its data: a skeleton while the first load runs, the error with 'Thử lại'
 * when it failed; null once the data is there (the card draws it).
 */
export function queryStatus(query: QueryLike, errorTitle: string, skeletonRows = 6): ReactNode {
  if (query.isLoading) return <Skeleton active paragraph={{ rows: skeletonRows }} />;
  if (query.data === undefined) {
    return (
      <RetryAlert
        title={errorTitle}
        retrying={query.isFetching}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }
  return null;
}
