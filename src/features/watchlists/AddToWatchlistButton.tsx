import { CheckOutlined, DownOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { useWatchlistOwner } from './useWatchlistOwner';
import { suggestedListName, tickersText, watchlistErrorMessage } from './watchlistMessages';
import {
  useAddToWatchlistMutation,
  useCreateWatchlistMutation,
  useGetWatchlistsQuery,
} from './watchlistsApi';

export interface AddToWatchlistButtonProps {
  /** The tickers to add (a company page's one, or the screener's selected rows). */
  tickers: string[];
  size?: 'small' | 'middle' | 'large';
}

/** The name dialog (antd Modal and Form) loads on first use, not with every company page. */
const WatchlistNameModal = dynamic(
  () => import('./components/WatchlistNameModal').then((module) => module.WatchlistNameModal),
  { ssr: false },
);

const CREATE_KEY = 'create';
const RETRY_KEY = 'retry';

/**
 * "Thêm vào danh sách theo dõi": a menu of the caller's lists (a guest's one list on the device)
 * marking those that already hold the tickers, and "Tạo danh sách mới…" which names a new list and
 * puts the tickers in it. The lists are read when the menu first opens, not with the page.
 */
export function AddToWatchlistButton({ tickers, size }: AddToWatchlistButtonProps) {
  const owner = useWatchlistOwner();
  const [opened, setOpened] = useState(false);
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const lists = useGetWatchlistsQuery(owner ?? 'guest', { skip: !opened || owner === null });
  const [add, addState] = useAddToWatchlistMutation();
  const [create, createState] = useCreateWatchlistMutation();
  const none = tickers.length === 0;
  const data = lists.currentData;
  const names = data?.lists.map((list) => list.name) ?? [];
  const what = tickersText(tickers);

  const addTo = async (id: number) => {
    const list = data?.lists.find((item) => item.id === id);
    try {
      const result = await add({ id, tickers }).unwrap();
      const already = result.alreadyIn.length > 0 ? ` (${tickersText(result.alreadyIn)} đã có sẵn)` : '';
      toast.success(`Đã thêm ${tickersText(result.added)} vào “${result.list.name}”${already}.`);
    } catch (error) {
      toast.error(list ? `${list.name}: ${watchlistErrorMessage(error)}` : watchlistErrorMessage(error));
    }
  };

  const createList = async (name: string) => {
    setCreateError(null);
    try {
      const list = await create({ name, tickers }).unwrap();
      setCreating(false);
      toast.success(`Đã tạo “${list.name}” với ${what}.`);
    } catch (error) {
      setCreateError(watchlistErrorMessage(error));
    }
  };

  const atListLimit = data !== undefined && data.lists.length >= data.limits.watchlists;
  let items: MenuProps['items'];
  if (lists.isError) {
    items = [{ key: RETRY_KEY, label: 'Không tải được danh sách. Bấm để thử lại' }];
  } else if (!data) {
    items = [{ key: 'loading', label: 'Đang tải danh sách…', disabled: true }];
  } else {
    items = [
      ...data.lists.map((list) => {
        const holds = tickers.every((ticker) => list.tickers.includes(ticker));
        const count = `${String(list.tickers.length)}/${String(data.limits.watchlistTickers)} mã`;
        return {
          key: String(list.id),
          disabled: holds,
          icon: holds ? <CheckOutlined aria-hidden /> : <StarOutlined aria-hidden />,
          label: holds ? `${list.name} · đã có` : `${list.name} · ${count}`,
        };
      }),
      ...(data.lists.length > 0 ? [{ type: 'divider' as const }] : []),
      {
        key: CREATE_KEY,
        icon: <PlusOutlined aria-hidden />,
        disabled: atListLimit,
        label: atListLimit
          ? data.owner === 'device'
            ? 'Đăng nhập để tạo thêm danh sách'
            : `Đã đạt giới hạn ${String(data.limits.watchlists)} danh sách`
          : 'Tạo danh sách mới…',
      },
    ];
  }

  return (
    <>
      <Dropdown
        trigger={['click']}
        disabled={none}
        onOpenChange={(open) => {
          if (open) setOpened(true);
        }}
        menu={{
          items,
          onClick: ({ key }) => {
            if (key === RETRY_KEY) void lists.refetch();
            else if (key === CREATE_KEY) {
              setCreateError(null);
              setCreating(true);
            } else void addTo(Number(key));
          },
        }}
      >
        <Button
          size={size}
          icon={<StarOutlined aria-hidden />}
          loading={addState.isLoading}
          aria-label={`Thêm ${what} vào danh sách theo dõi`}
          data-testid="add-to-watchlist"
        >
          Theo dõi <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      {creating ? (
        <WatchlistNameModal
          open={creating}
          title="Tạo danh sách theo dõi"
          okText="Tạo và thêm"
          initialName={suggestedListName(names)}
          note={none ? undefined : `Thêm ${what} vào danh sách mới.`}
          saving={createState.isLoading}
          error={createError}
          onSubmit={(name) => {
            void createList(name);
          }}
          onCancel={() => {
            setCreating(false);
          }}
        />
      ) : null}
    </>
  );
}
