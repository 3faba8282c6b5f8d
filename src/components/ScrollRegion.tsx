import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways inside a region the keyboard can reach (WCAG 2.1.1): antd's own
 * scroller (Table `scroll.x`) cannot take the focus, so the table is drawn at its natural width in
 * this focusable box instead.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}

/** The style a table inside a ScrollRegion takes: its natural width, at least the region's. */
export const SCROLLED_TABLE_STYLE = { width: 'max-content', minWidth: '100%' } as const;
