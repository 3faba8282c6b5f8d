import {
  DeleteOutlined,
  EditOutlined,
  LeftOutlined,
  RightOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { Button, Flex, Popconfirm, Select, Tooltip } from 'antd';
import { useState } from 'react';
import type { Watchlist } from '@/common/contracts/watchlists';
import { WATCHLIST_RATIO_KEYS, type WatchlistRatioKey } from '@/common/watchlists/ratioKeys';
import { watchlistRatioColumn } from '@/common/watchlists/ratioColumns';
import { toast } from '@/lib/toast';
import { watchlistErrorMessage } from '../watchlistMessages';
import {
  useDeleteWatchlistMutation,
  useReorderWatchlistsMutation,
  useUpdateWatchlistMutation,
} from '../watchlistsApi';
import { WatchlistNameModal } from './WatchlistNameModal';

const RATIO_OPTIONS = WATCHLIST_RATIO_KEYS.map((key) => {
  const column = watchlistRatioColumn(key);
  return { value: key, label: column.label, title: column.help };
});

export interface WatchlistActionsProps {
  list: Watchlist;
  /** Every list's id in order (to move this one). */
  order: number[];
  onDeleted: () => void;
}

/** Rename, ratio columns, move left or right among the lists, delete (asked first). */
export function WatchlistActions({ list, order, onDeleted }: WatchlistActionsProps) {
  const [renaming, setRenaming] = useState(false);
  const [renameError, setRenameError] = useState<string | null>(null);
  const [update, updateState] = useUpdateWatchlistMutation();
  const [remove, removeState] = useDeleteWatchlistMutation();
  const [reorder, reorderState] = useReorderWatchlistsMutation();
  const index = order.indexOf(list.id);

  const move = (step: -1 | 1) => {
    const next = [...order];
    const target = index + step;
    if (target < 0 || target >= next.length) return;
    [next[index], next[target]] = [next[target] ?? list.id, list.id];
    reorder({ ids: next })
      .unwrap()
      .catch((error: unknown) => {
        toast.error(`Chưa đổi được thứ tự danh sách: ${watchlistErrorMessage(error)}`);
      });
  };

  const setColumns = (columns: WatchlistRatioKey[]) => {
    update({ id: list.id, columns })
      .unwrap()
      .catch((error: unknown) => {
        toast.error(`Chưa lưu được cột chỉ số: ${watchlistErrorMessage(error)}`);
      });
  };

  return (
    <Flex gap={8} wrap align="center">
      <Select<WatchlistRatioKey[]>
        mode="multiple"
        allowClear
        style={{ minWidth: 240 }}
        aria-label="Cột chỉ số"
        placeholder="Thêm cột chỉ số (P/E, ROE…)"
        suffix={<SettingOutlined aria-hidden />}
        value={list.columns}
        options={RATIO_OPTIONS}
        loading={updateState.isLoading}
        onChange={setColumns}
        maxTagCount="responsive"
        data-testid="watchlist-columns"
      />
      <Button
        icon={<EditOutlined aria-hidden />}
        onClick={() => {
          setRenameError(null);
          setRenaming(true);
        }}
      >
        Đổi tên
      </Button>
      <Tooltip title="Chuyển danh sách sang trái">
        <Button
          icon={<LeftOutlined aria-hidden />}
          aria-label="Chuyển danh sách sang trái"
          disabled={index <= 0}
          loading={reorderState.isLoading}
          onClick={() => {
            move(-1);
          }}
        />
      </Tooltip>
      <Tooltip title="Chuyển danh sách sang phải">
        <Button
          icon={<RightOutlined aria-hidden />}
          aria-label="Chuyển danh sách sang phải"
          disabled={index < 0 || index >= order.length - 1}
          loading={reorderState.isLoading}
          onClick={() => {
            move(1);
          }}
        />
      </Tooltip>
      <Popconfirm
        title={`Xóa danh sách “${list.name}”?`}
        description={`${String(list.tickers.length)} mã trong danh sách sẽ bị bỏ theo dõi. Không thể hoàn tác.`}
        okText="Xóa"
        cancelText="Hủy"
        okButtonProps={{ danger: true, loading: removeState.isLoading }}
        onConfirm={() => {
          void remove({ id: list.id })
            .unwrap()
            .then(() => {
              toast.success(`Đã xóa danh sách “${list.name}”.`);
              onDeleted();
            })
            .catch((error: unknown) => {
              toast.error(watchlistErrorMessage(error));
            });
        }}
      >
        <Button danger icon={<DeleteOutlined aria-hidden />}>
          Xóa danh sách
        </Button>
      </Popconfirm>
      <WatchlistNameModal
        open={renaming}
        title="Đổi tên danh sách"
        okText="Lưu"
        initialName={list.name}
        saving={updateState.isLoading}
        error={renameError}
        onSubmit={(name) => {
          update({ id: list.id, name })
            .unwrap()
            .then(() => {
              setRenaming(false);
            })
            .catch((error: unknown) => {
              setRenameError(watchlistErrorMessage(error));
            });
        }}
        onCancel={() => {
          setRenaming(false);
        }}
      />
    </Flex>
  );
}
