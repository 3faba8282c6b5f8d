import { StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { toast } from '@/lib/toast';
import { useWatchlistOwner } from './useWatchlistOwner';
import { suggestedListName, watchlistErrorMessage } from './watchlistMessages';
import {
  useAddToWatchlistMutation,
  useCreateWatchlistMutation,
  useGetWatchlistsQuery,
} from './watchlistsApi';

/**
 * One click from the ticker search: adds the ticker to the caller's first list (a guest's device
 * list), or makes "Danh sách theo dõi" with it when there is none, and says which list in the
 * toast. The full choice of lists is the company page's "Theo dõi" (AddToWatchlistButton).
 */
export function QuickWatchButton({ ticker }: { ticker: string }) {
  const owner = useWatchlistOwner();
  const lists = useGetWatchlistsQuery(owner ?? 'guest', { skip: owner === null });
  const [add, addState] = useAddToWatchlistMutation();
  const [create, createState] = useCreateWatchlistMutation();
  const first = lists.currentData?.lists[0];
  const inFirst = first?.tickers.includes(ticker) ?? false;

  const onClick = async () => {
    try {
      if (first) {
        const result = await add({ id: first.id, tickers: [ticker] }).unwrap();
        toast.success(`Đã thêm ${ticker} vào “${result.list.name}”.`);
      } else {
        const list = await create({ name: suggestedListName([]), tickers: [ticker] }).unwrap();
        toast.success(`Đã tạo “${list.name}” với ${ticker}.`);
      }
    } catch (error) {
      toast.error(watchlistErrorMessage(error));
    }
  };

  return (
    <Button
      type="link"
      size="small"
      icon={<StarOutlined aria-hidden />}
      disabled={owner === null || !lists.currentData || inFirst}
      loading={addState.isLoading || createState.isLoading}
      // Keep the search open and focused while the button is pressed.
      onMouseDown={(event) => {
        event.preventDefault();
      }}
      onClick={() => {
        void onClick();
      }}
      data-testid={`quick-watch-${ticker}`}
    >
      {inFirst && first
        ? `${ticker} đã có trong “${first.name}”`
        : `Theo dõi ${ticker}${first ? ` (vào “${first.name}”)` : ''}`}
    </Button>
  );
}
