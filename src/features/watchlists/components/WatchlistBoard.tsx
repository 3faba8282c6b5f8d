import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Button, Empty, Flex, Table, Typography } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useEffect, useMemo, useState } from 'react';
import type { WatchlistBoardResponse, WatchlistBoardRow } from '@/common/contracts/watchlists';
import { ScrollRegion, SCROLLED_TABLE_STYLE } from '@/components/ScrollRegion';
import { toast } from '@/lib/toast';
import { watchlistErrorMessage } from '../watchlistMessages';
import { useRemoveFromWatchlistMutation, useReorderWatchlistTickersMutation } from '../watchlistsApi';
import { boardColumns } from './boardColumns';
import { DRAG_ANNOUNCEMENTS, DRAG_INSTRUCTIONS } from './dragLang';
import { DragHandle, makeSortableRow } from './SortableRows';

export interface WatchlistBoardProps {
  board: WatchlistBoardResponse;
  /** The board is being read again (a poll or a change). */
  refreshing: boolean;
}

/** Rows move up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

type SortState = { key: string | null; order: SortOrder };

/**
 * One list as a price board: sortable by any column (click a header; a third click returns to the
 * list's own order) and reorderable by dragging a row's handle or by keyboard; the new order is
 * saved at once and rolled back with a message when the save fails.
 */
export function WatchlistBoard({ board, refreshing }: WatchlistBoardProps) {
  const listId = board.list.id;
  const [sort, setSort] = useState<SortState>({ key: null, order: null });
  const [order, setOrder] = useState<string[]>(board.list.tickers);
  const [saveOrder] = useReorderWatchlistTickersMutation();
  const [remove, removeState] = useRemoveFromWatchlistMutation();
  const [removing, setRemoving] = useState<string | null>(null);

  // The server's order wins whenever it changes (another tab, an add, a remove).
  const serverOrder = board.list.tickers.join(',');
  useEffect(() => {
    setOrder(serverOrder === '' ? [] : serverOrder.split(','));
  }, [serverOrder, listId]);

  const byTicker = useMemo(() => new Map(board.rows.map((row) => [row.ticker, row])), [board.rows]);
  const rows = order.map((ticker) => byTicker.get(ticker)).filter((row): row is WatchlistBoardRow => !!row);
  const sorted = sort.key !== null && sort.order !== null;
  const Row = useMemo(() => makeSortableRow(sorted), [sorted]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const before = order;
    const next = arrayMove(order, order.indexOf(String(active.id)), order.indexOf(String(over.id)));
    setOrder(next);
    saveOrder({ id: listId, tickers: next })
      .unwrap()
      .catch((error: unknown) => {
        setOrder(before);
        toast.error(`Chưa lưu được thứ tự mới: ${watchlistErrorMessage(error)}`);
      });
  };

  const onRemove = (ticker: string) => {
    setRemoving(ticker);
    remove({ id: listId, ticker })
      .unwrap()
      .then(() => {
        toast.success(`Đã bỏ ${ticker} khỏi “${board.list.name}”.`);
      })
      .catch((error: unknown) => {
        toast.error(watchlistErrorMessage(error));
      })
      .finally(() => {
        setRemoving(null);
      });
  };

  const columns = [
    {
      key: 'drag',
      width: 40,
      title: <span className="visually-hidden">Đổi vị trí</span>,
      render: (_: unknown, row: WatchlistBoardRow) => <DragHandle ticker={row.ticker} />,
    },
    ...boardColumns({
      ratioKeys: board.list.columns,
      sessionDate: board.provenance.date,
      sort,
      onRemove,
      removing: removeState.isLoading ? removing : null,
    }),
  ];

  return (
    <Flex vertical gap={8}>
      {sorted ? (
        <Flex gap={8} align="center" wrap>
          <Typography.Text type="secondary">
            Đang sắp xếp theo cột; thứ tự đã lưu của danh sách không đổi.
          </Typography.Text>
          <Button
            size="small"
            onClick={() => {
              setSort({ key: null, order: null });
            }}
          >
            Về thứ tự của danh sách
          </Button>
        </Flex>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[verticalOnly]}
        onDragEnd={onDragEnd}
        accessibility={{ announcements: DRAG_ANNOUNCEMENTS, screenReaderInstructions: DRAG_INSTRUCTIONS }}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ScrollRegion label={`Bảng giá danh sách ${board.list.name}`}>
            <Table<WatchlistBoardRow>
              size="small"
              rowKey="ticker"
              style={SCROLLED_TABLE_STYLE}
              components={{ body: { row: Row } }}
              columns={columns}
              dataSource={rows}
              pagination={false}
              loading={refreshing && rows.length === 0}
              onChange={(_pagination, _filters, sorter) => {
                const one = Array.isArray(sorter) ? sorter[0] : sorter;
                setSort({ key: one?.order ? String(one.columnKey) : null, order: one?.order ?? null });
              }}
              locale={{
                emptyText: (
                  <Empty description="Danh sách chưa có mã nào. Thêm mã bằng ô tìm kiếm phía trên hoặc nút “Theo dõi” trên trang doanh nghiệp." />
                ),
              }}
              data-testid="watchlist-board"
            />
          </ScrollRegion>
        </SortableContext>
      </DndContext>
    </Flex>
  );
}
