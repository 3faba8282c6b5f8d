import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

/** What screen readers hear while a row is moved (dnd-kit's live region), in Vietnamese. */
export const DRAG_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Nhấn Space hoặc Enter để nhấc mã lên, dùng phím mũi tên lên xuống để di chuyển, nhấn Space hoặc Enter để thả, Esc để hủy.',
};

export const DRAG_ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) => `Đã nhấc ${String(active.id)}.`,
  onDragOver: ({ active, over }) =>
    over
      ? `${String(active.id)} đang ở vị trí của ${String(over.id)}.`
      : `${String(active.id)} ở ngoài danh sách.`,
  onDragEnd: ({ active, over }) =>
    over ? `Đã thả ${String(active.id)} vào vị trí của ${String(over.id)}.` : `Đã thả ${String(active.id)}.`,
  onDragCancel: ({ active }) => `Đã hủy di chuyển ${String(active.id)}.`,
};
