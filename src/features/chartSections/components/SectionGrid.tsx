import 'react-grid-layout/css/styles.css';
import { useMemo, type ReactNode } from 'react';
import { GridLayout, useContainerWidth, type Layout } from 'react-grid-layout';
import type { ChartConfig } from '@/common/contracts/charts';
import {
  FULL_GRID_WIDTH,
  GRID_COLS,
  GRID_MARGIN,
  GRID_ROW_HEIGHT,
  gridLayoutForWidth,
  toGridLayout,
  type GridItem,
} from '../layout';

/** Below this width the cards are laid out for the width (two columns, then one) and cannot be moved. */
export const NARROW_GRID_WIDTH = FULL_GRID_WIDTH;

export interface SectionGridProps {
  charts: readonly ChartConfig[];
  /** Drag (by the card's .chart-card-drag handle) and resize. */
  editable: boolean;
  /** The layout after a drag or a resize. */
  onLayoutCommit?: (layout: GridItem[]) => void;
  renderCard: (chart: ChartConfig, draggable: boolean) => ReactNode;
}

function plain(layout: Layout): GridItem[] {
  return layout.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));
}

/** The cards of one section on a 12-column grid (react-grid-layout v2). */
export function SectionGrid({ charts, editable, onLayoutCommit, renderCard }: SectionGridProps) {
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  const narrow = mounted && width > 0 && width < NARROW_GRID_WIDTH;
  const movable = editable && !narrow;
  // Only the saved layout is ever committed (movable): the narrower ones are derived from it.
  const shownWidth = narrow ? width : 0;
  const layout = useMemo(() => gridLayoutForWidth(toGridLayout(charts), shownWidth), [charts, shownWidth]);

  const commit = (next: Layout) => {
    if (movable) onLayoutCommit?.(plain(next));
  };

  return (
    <div ref={containerRef} data-testid="section-grid">
      {mounted && (
        <GridLayout
          width={width}
          layout={layout}
          gridConfig={{
            cols: GRID_COLS,
            rowHeight: GRID_ROW_HEIGHT,
            margin: GRID_MARGIN,
            containerPadding: [0, 0],
          }}
          dragConfig={{ enabled: movable, handle: '.chart-card-drag' }}
          resizeConfig={{ enabled: movable, handles: ['se'] }}
          onDragStop={commit}
          onResizeStop={commit}
        >
          {charts.map((chart) => (
            <div key={chart.chartId}>{renderCard(chart, movable)}</div>
          ))}
        </GridLayout>
      )}
    </div>
  );
}
