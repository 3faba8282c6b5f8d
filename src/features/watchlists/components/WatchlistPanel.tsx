import { Flex, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import type { Watchlist } from '@/common/contracts/watchlists';
import { dataCaption, MARKET_POLL_MS } from '@/common/market/marketSession';
import { RetryAlert } from '@/components/RetryAlert';
import { useMarketPolling } from '@/features/market/flows/useMarketPolling';
import { toast } from '@/lib/toast';
import { watchlistErrorMessage } from '../watchlistMessages';
import {
  useAddToWatchlistMutation,
  useGetWatchlistBoardQuery,
  type WatchlistOwnerArg,
} from '../watchlistsApi';
import { AddTickerSelect } from './AddTickerSelect';
import { WatchlistActions } from './WatchlistActions';
import { WatchlistBoard } from './WatchlistBoard';

/** How soon a board whose ratio columns were still being computed asks again. */
const RATIOS_RETRY_MS = 3_000;

export interface WatchlistPanelProps {
  list: Watchlist;
  owner: WatchlistOwnerArg;
  order: number[];
  tickerLimit: number;
  onDeleted: () => void;
}

/**
 * One open list: add a ticker, the list's settings, and its price board, read again every
 * MARKET_POLL_MS while the market trades (as the market overview's cards) and not outside the
 * session.
 */
export function WatchlistPanel({ list, owner, order, tickerLimit, onDeleted }: WatchlistPanelProps) {
  const pollingInterval = useMarketPolling();
  const board = useGetWatchlistBoardQuery(
    { id: list.id, owner },
    { pollingInterval, skipPollingIfUnfocused: true },
  );
  const [add, addState] = useAddToWatchlistMutation();
  const data = board.currentData ?? board.data;
  // Ratio columns still being computed on the server: ask again shortly, in or out of the session.
  const pending = data?.ratiosPending === true;
  const { refetch } = board;
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      void refetch();
    }, RATIOS_RETRY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [pending, refetch, data]);
  const full = list.tickers.length >= tickerLimit;

  const onAdd = (ticker: string) => {
    add({ id: list.id, tickers: [ticker] })
      .unwrap()
      .then(() => {
        toast.success(`Đã thêm ${ticker} vào “${list.name}”.`);
      })
      .catch((error: unknown) => {
        toast.error(watchlistErrorMessage(error));
      });
  };

  let body;
  if (board.isError && !data) {
    body = (
      <RetryAlert
        title={`Không tải được bảng giá của danh sách. ${watchlistErrorMessage(board.error)}`}
        retrying={board.isFetching}
        onRetry={() => {
          void board.refetch();
        }}
      />
    );
  } else if (!data || data.list.id !== list.id) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else {
    body = (
      <Flex vertical gap={4}>
        <WatchlistBoard board={data} refreshing={board.isFetching} />
        {data.rows.length > 0 ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="watchlist-caption">
            {dataCaption(data.provenance)}.{' '}
            {pollingInterval > 0
              ? `Tự động cập nhật mỗi ${String(MARKET_POLL_MS / 1000)} giây trong giờ giao dịch.`
              : 'Ngoài giờ giao dịch: bảng giá không tự cập nhật.'}
          </Typography.Text>
        ) : null}
        {data.ratiosPending ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Đang tính các cột chỉ số cho toàn thị trường; bảng sẽ tự cập nhật sau ít giây.
          </Typography.Text>
        ) : null}
        {data.ratioCaption ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {data.ratioCaption}.
          </Typography.Text>
        ) : null}
        {board.isError ? (
          <Typography.Text type="warning" style={{ fontSize: 12 }}>
            Lần cập nhật gần nhất không thành công; đang hiện số liệu trước đó.
          </Typography.Text>
        ) : null}
      </Flex>
    );
  }

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center" justify="space-between">
        <Flex gap={8} align="center" wrap>
          <AddTickerSelect present={list.tickers} adding={addState.isLoading} disabled={full} onAdd={onAdd} />
          <Typography.Text type={full ? 'warning' : 'secondary'} data-testid="watchlist-count">
            {`${String(list.tickers.length)}/${String(tickerLimit)} mã`}
            {full ? ' · đã đạt giới hạn của gói' : ''}
          </Typography.Text>
        </Flex>
        <WatchlistActions list={list} order={order} onDeleted={onDeleted} />
      </Flex>
      {body}
    </Flex>
  );
}
