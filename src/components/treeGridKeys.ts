import type { KeyboardEvent } from 'react';

/**
 * Keys of a treegrid's rows (WAI-ARIA treegrid pattern, row focus): Up/Down the previous/next row,
 * Home/End the first/last, Right opens a closed row (or goes to its first child), Left closes an
 * open row (or goes to its parent), Enter opens or closes. The row is the focus; DataTable keeps
 * one row in the tab order (roving tabindex).
 */
export interface TreeGridRowActions {
  /** The row's key becomes the one in the tab order. */
  focusKey: (key: string) => void;
  toggle: (key: string) => void;
}

function rowsOf(tbody: HTMLElement): HTMLTableRowElement[] {
  return [...tbody.querySelectorAll<HTMLTableRowElement>(':scope > tr[data-row-key]')];
}

function levelOf(row: HTMLElement): number {
  return Number(row.getAttribute('aria-level') ?? '1');
}

function parentOf(rows: readonly HTMLTableRowElement[], index: number): HTMLTableRowElement | undefined {
  const level = levelOf(rows[index] as HTMLElement);
  for (let at = index - 1; at >= 0; at -= 1) {
    const candidate = rows[at] as HTMLTableRowElement;
    if (levelOf(candidate) < level) return candidate;
  }
  return undefined;
}

export function onTreeGridKeyDown(event: KeyboardEvent<HTMLElement>, actions: TreeGridRowActions): void {
  const row = event.target as HTMLElement;
  // Keys pressed on a button inside a row keep their own meaning.
  if (row.tagName !== 'TR') return;
  const rows = rowsOf(event.currentTarget);
  const index = rows.indexOf(row as HTMLTableRowElement);
  if (index < 0) return;
  const key = row.dataset.rowKey ?? '';
  const expanded = row.getAttribute('aria-expanded');
  let target: HTMLTableRowElement | undefined;
  switch (event.key) {
    case 'ArrowDown':
      target = rows[index + 1];
      break;
    case 'ArrowUp':
      target = rows[index - 1];
      break;
    case 'Home':
      target = rows[0];
      break;
    case 'End':
      target = rows[rows.length - 1];
      break;
    case 'ArrowRight':
      if (expanded === 'false') actions.toggle(key);
      else if (expanded === 'true') target = rows[index + 1];
      break;
    case 'ArrowLeft':
      if (expanded === 'true') actions.toggle(key);
      else target = parentOf(rows, index);
      break;
    case 'Enter':
      if (expanded !== null) actions.toggle(key);
      break;
    default:
      return;
  }
  event.preventDefault();
  if (target) {
    actions.focusKey(target.dataset.rowKey ?? '');
    target.focus();
  }
}
