import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Skeleton, Tabs, Typography } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { RetryAlert } from '@/components/RetryAlert';
import { toast } from '@/lib/toast';
import { useWatchlistOwner } from '../useWatchlistOwner';
import { suggestedListName, watchlistErrorMessage } from '../watchlistMessages';
import { useCreateWatchlistMutation, useGetWatchlistsQuery } from '../watchlistsApi';
import { WatchlistNameModal } from './WatchlistNameModal';
import { WatchlistPanel } from './WatchlistPanel';

/**
 * /watchlist: the caller's lists as tabs (the open one in the address, ?list=ID), each a price board.
 * A guest keeps one list on this browser, moved into the account at sign-in.
 */
export function WatchlistScreen() {
  const router = useRouter();
  const owner = useWatchlistOwner();
  const lists = useGetWatchlistsQuery(owner ?? 'guest', { skip: owner === null });
  const [create, createState] = useCreateWatchlistMutation();
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const data = lists.currentData ?? lists.data;
  const requested = Number(router.query.list);
  const active = data?.lists.find((list) => list.id === requested) ?? data?.lists[0];

  const open = (id: number | null) => {
    const query = { ...router.query };
    if (id === null) delete query.list;
    else query.list = String(id);
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true });
  };

  const atLimit = data !== undefined && data.lists.length >= data.limits.watchlists;
  const createButton = (
    <Button
      icon={<PlusOutlined aria-hidden />}
      disabled={atLimit}
      title={
        atLimit
          ? data.owner === 'device'
            ? 'Đăng nhập để tạo thêm danh sách'
            : `Gói hiện tại cho phép ${String(data.limits.watchlists)} danh sách`
          : undefined
      }
      onClick={() => {
        setCreateError(null);
        setCreating(true);
      }}
    >
      Tạo danh sách
    </Button>
  );

  let body;
  if (owner === null || (lists.isLoading && !data)) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (!data) {
    body = (
      <RetryAlert
        title={`Không tải được danh sách theo dõi. ${watchlistErrorMessage(lists.error)}`}
        retrying={lists.isFetching}
        onRetry={() => {
          void lists.refetch();
        }}
      />
    );
  } else if (data.lists.length === 0 || !active) {
    body = (
      <Empty description="Bạn chưa có danh sách theo dõi nào. Tạo một danh sách rồi thêm mã, hoặc bấm “Theo dõi” trên trang doanh nghiệp.">
        {createButton}
      </Empty>
    );
  } else {
    body = (
      <Tabs
        activeKey={String(active.id)}
        onChange={(key) => {
          open(Number(key));
        }}
        tabBarExtraContent={createButton}
        items={data.lists.map((list) => ({
          key: String(list.id),
          label: `${list.name} (${String(list.tickers.length)})`,
          children:
            list.id === active.id ? (
              <WatchlistPanel
                list={list}
                owner={owner}
                order={data.lists.map((item) => item.id)}
                tickerLimit={data.limits.watchlistTickers}
                onDeleted={() => {
                  open(null);
                }}
              />
            ) : null,
        }))}
      />
    );
  }

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        Danh sách theo dõi
      </Typography.Title>
      {data?.owner === 'device' ? (
        <Alert
          type="info"
          showIcon
          title="Bạn chưa đăng nhập"
          description={
            <>
              Danh sách được lưu trên trình duyệt này (một danh sách) và sẽ chuyển vào tài khoản khi bạn{' '}
              <Link href={`/account/login?next=${encodeURIComponent('/watchlist')}`}>đăng nhập</Link>.
            </>
          }
        />
      ) : null}
      <Card>{body}</Card>
      <WatchlistNameModal
        open={creating}
        title="Tạo danh sách theo dõi"
        okText="Tạo"
        initialName={suggestedListName(data?.lists.map((list) => list.name) ?? [])}
        saving={createState.isLoading}
        error={createError}
        onSubmit={(name) => {
          setCreateError(null);
          create({ name })
            .unwrap()
            .then((list) => {
              setCreating(false);
              toast.success(`Đã tạo “${list.name}”.`);
              open(list.id);
            })
            .catch((error: unknown) => {
              setCreateError(watchlistErrorMessage(error));
            });
        }}
        onCancel={() => {
          setCreating(false);
        }}
      />
    </Flex>
  );
}
