import { HolderOutlined } from '@ant-design/icons';
import type { DraggableSyntheticListeners, DraggableAttributes } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Tooltip } from 'antd';
import { createContext, useContext, useMemo, type CSSProperties, type HTMLAttributes } from 'react';

/**
 * Rows a board can reorder by drag and by keyboard, after antd's "drag sorting with handle" example:
 * the table's body row is a dnd-kit sortable, and the handle in the first cell carries the drag
 * listeners and dnd-kit's keyboard attributes (Space picks the row up, arrows move it, Space drops,
 * Esc cancels).
 */

interface HandleContext {
  setActivatorNodeRef?: (element: HTMLElement | null) => void;
  listeners?: DraggableSyntheticListeners;
  attributes?: DraggableAttributes;
  disabled: boolean;
}

const RowContext = createContext<HandleContext>({ disabled: true });

export function DragHandle({ ticker }: { ticker: string }) {
  const { setActivatorNodeRef, listeners, attributes, disabled } = useContext(RowContext);
  const title = disabled
    ? 'Bỏ sắp xếp theo cột để kéo thả thứ tự'
    : `Kéo để đổi vị trí ${ticker} (hoặc nhấn Space rồi dùng phím mũi tên)`;
  return (
    <Tooltip title={title}>
      <Button
        type="text"
        size="small"
        icon={<HolderOutlined aria-hidden />}
        style={{ cursor: disabled ? 'not-allowed' : 'move', touchAction: 'none' }}
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        disabled={disabled}
        aria-label={`Đổi vị trí ${ticker}`}
        aria-roledescription="hàng có thể kéo thả"
        data-testid={`drag-${ticker}`}
      />
    </Tooltip>
  );
}

interface SortableRowProps extends HTMLAttributes<HTMLTableRowElement> {
  'data-row-key': string;
}

/** antd Table's body row as a sortable item (its key is the ticker). */
export function makeSortableRow(disabled: boolean) {
  return function SortableRow(props: SortableRowProps) {
    const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
      useSortable({ id: props['data-row-key'], disabled });
    const style: CSSProperties = {
      ...props.style,
      transform: CSS.Translate.toString(transform),
      transition,
      ...(isDragging ? { position: 'relative', zIndex: 10, background: '#f0f5ff' } : {}),
    };
    const context = useMemo(
      () => ({ setActivatorNodeRef, listeners, attributes, disabled }),
      [setActivatorNodeRef, listeners, attributes],
    );
    return (
      <RowContext.Provider value={context}>
        <tr {...props} ref={setNodeRef} style={style} />
      </RowContext.Provider>
    );
  };
}
