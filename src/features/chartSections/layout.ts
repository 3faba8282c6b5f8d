import { CHART_SIZES, type ChartSize } from '@/common/constants/charts';
import type { ChartConfig, ChartPosition } from '@/common/contracts/charts';

/**
 * Pure mapping between a section's charts (each with a size of 100/66/50/33 % and a stored position)
 * and the 12-column grid of react-grid-layout. A chart without a stored width takes the width of its
 * size; a chart without a stored height takes DEFAULT_CHART_ROWS rows.
 */

export const GRID_COLS = 12;
/** Pixels of one grid row. */
export const GRID_ROW_HEIGHT = 40;
/** [horizontal, vertical] gap between cards, in pixels. */
export const GRID_MARGIN = [12, 12] as const;
export const DEFAULT_CHART_ROWS = 8;
export const MIN_CHART_COLS = 3;
export const MIN_CHART_ROWS = 4;

const SIZE_COLS: Record<ChartSize, number> = { 100: 12, 66: 8, 50: 6, 33: 4 };

/** One grid cell as react-grid-layout reads it (`i` is the chart id). */
export interface GridItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
  minW?: number;
  minH?: number;
}

/** What the mapping reads of a chart. */
export type GridChart = Pick<ChartConfig, 'chartId' | 'size' | 'position'>;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function whole(value: number | undefined, fallback: number): number {
  return value === undefined || !Number.isFinite(value) ? fallback : Math.round(value);
}

/** Grid columns of a chart size: 100 -> 12, 66 -> 8, 50 -> 6, 33 -> 4. */
export function colsForSize(size: ChartSize): number {
  return SIZE_COLS[size];
}

/** The size whose columns are nearest to `w` (a tie goes to the wider size). */
export function sizeForCols(w: number): ChartSize {
  let best: ChartSize = CHART_SIZES[0];
  for (const size of CHART_SIZES) {
    if (Math.abs(SIZE_COLS[size] - w) < Math.abs(SIZE_COLS[best] - w)) best = size;
  }
  return best;
}

/** The grid cell of one chart: width from the position, else from the size; x kept inside the grid. */
export function toGridItem(chart: GridChart): GridItem {
  const w = clamp(whole(chart.position.w, colsForSize(chart.size)), 1, GRID_COLS);
  const h = Math.max(1, whole(chart.position.h, DEFAULT_CHART_ROWS));
  const x = clamp(whole(chart.position.x, 0), 0, GRID_COLS - w);
  const y = Math.max(0, whole(chart.position.y, 0));
  return {
    i: chart.chartId,
    x,
    y,
    w,
    h,
    minW: Math.min(MIN_CHART_COLS, w),
    minH: Math.min(MIN_CHART_ROWS, h),
  };
}

export function toGridLayout(charts: readonly GridChart[]): GridItem[] {
  return charts.map(toGridItem);
}

/**
 * Writes a grid layout back into the charts: x, y, w, h into each position and the size nearest to
 * the width. Charts absent from the layout are kept as they were; the order of `charts` is kept.
 */
export function applyGridLayout<T extends GridChart>(
  charts: readonly T[],
  layout: readonly Pick<GridItem, 'i' | 'x' | 'y' | 'w' | 'h'>[],
): T[] {
  const byId = new Map(layout.map((item) => [item.i, item]));
  return charts.map((chart) => {
    const item = byId.get(chart.chartId);
    if (!item) return chart;
    const w = clamp(Math.round(item.w), 1, GRID_COLS);
    const position: ChartPosition = {
      x: clamp(Math.round(item.x), 0, GRID_COLS - w),
      y: Math.max(0, Math.round(item.y)),
      w,
      h: Math.max(1, Math.round(item.h)),
    };
    return { ...chart, position, size: sizeForCols(w) };
  });
}

/** True when both layouts place every chart in the same cell (order ignored). */
export function sameGridLayout(
  a: readonly Pick<GridItem, 'i' | 'x' | 'y' | 'w' | 'h'>[],
  b: readonly Pick<GridItem, 'i' | 'x' | 'y' | 'w' | 'h'>[],
): boolean {
  if (a.length !== b.length) return false;
  const byId = new Map(b.map((item) => [item.i, item]));
  return a.every((item) => {
    const other = byId.get(item.i);
    return (
      other !== undefined &&
      other.x === item.x &&
      other.y === item.y &&
      other.w === item.w &&
      other.h === item.h
    );
  });
}

function overlaps(
  a: Pick<GridItem, 'x' | 'y' | 'w' | 'h'>,
  b: Pick<GridItem, 'x' | 'y' | 'w' | 'h'>,
): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/**
 * Where a new chart of a size goes: the first free cell in reading order (top to bottom, left to
 * right) where it fits without covering another chart, so two half-width charts sit side by side;
 * below everything when no gap is wide enough.
 */
export function nextChartPosition(charts: readonly GridChart[], size: ChartSize): ChartPosition {
  const layout = toGridLayout(charts);
  const w = colsForSize(size);
  const h = DEFAULT_CHART_ROWS;
  const bottom = layout.reduce((max, item) => Math.max(max, item.y + item.h), 0);
  for (let y = 0; y < bottom; y += 1) {
    for (let x = 0; x + w <= GRID_COLS; x += 1) {
      const cell = { x, y, w, h };
      if (!layout.some((item) => overlaps(item, cell))) return cell;
    }
  }
  return { x: 0, y: bottom, w, h };
}

/** One full-width column in reading order (top to bottom, left to right), for narrow screens. */
export function stackGridLayout(layout: readonly GridItem[]): GridItem[] {
  const ordered = [...layout].sort((a, b) => a.y - b.y || a.x - b.x);
  let y = 0;
  return ordered.map((item) => {
    const stacked = { ...item, x: 0, y, w: GRID_COLS, minW: GRID_COLS };
    y += item.h;
    return stacked;
  });
}

/** Containers at least this wide show the saved layout (and may move and resize cards). */
export const FULL_GRID_WIDTH = 640;
/** Below this width (a phone) the cards stack in one column. */
export const ONE_COLUMN_WIDTH = 400;

/**
 * Two columns for a medium container: cards of up to half the width take half, wider ones the
 * whole row, placed in reading order, each row as tall as its tallest card. Rows of the saved
 * layout stay rows where they fit, so a board does not collapse to one column on a half-screen window.
 */
export function twoColumnGridLayout(layout: readonly GridItem[]): GridItem[] {
  const ordered = [...layout].sort((a, b) => a.y - b.y || a.x - b.x);
  const half = GRID_COLS / 2;
  let x = 0;
  let rowY = 0;
  let rowHeight = 0;
  return ordered.map((item) => {
    const w = item.w > half ? GRID_COLS : half;
    if (x + w > GRID_COLS) {
      rowY += rowHeight;
      x = 0;
      rowHeight = 0;
    }
    const placed = { ...item, x, y: rowY, w, minW: w };
    x += w;
    rowHeight = Math.max(rowHeight, item.h);
    return placed;
  });
}

/**
 * The layout a container of `width` pixels shows, derived from the saved one and never saved
 * back: the saved layout from FULL_GRID_WIDTH, two columns below it, one column on a phone.
 */
export function gridLayoutForWidth(layout: readonly GridItem[], width: number): GridItem[] {
  if (width <= 0 || width >= FULL_GRID_WIDTH) return [...layout];
  return width < ONE_COLUMN_WIDTH ? stackGridLayout(layout) : twoColumnGridLayout(layout);
}
