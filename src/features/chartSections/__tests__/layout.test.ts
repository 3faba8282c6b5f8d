import type { ChartConfig } from '@/common/contracts/charts';
import {
  applyGridLayout,
  colsForSize,
  DEFAULT_CHART_ROWS,
  nextChartPosition,
  sameGridLayout,
  sizeForCols,
  gridLayoutForWidth,
  stackGridLayout,
  toGridLayout,
} from '../layout';

function chart(chartId: string, size: ChartConfig['size'], position: ChartConfig['position']): ChartConfig {
  return {
    chartId,
    chartName: chartId,
    metrics: [],
    size,
    isAutoAxis: true,
    viewType: 'quarter',
    initTimeFilter: 'All',
    position,
    textBlockContent: null,
  };
}

const plain = (items: ReturnType<typeof toGridLayout>) =>
  items.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));

describe('chart sizes and grid columns', () => {
  it('maps 100/66/50/33 to 12/8/6/4 columns', () => {
    expect([100, 66, 50, 33].map((size) => colsForSize(size as ChartConfig['size']))).toEqual([12, 8, 6, 4]);
  });

  it('takes the nearest size for any width, a tie going to the wider size', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(sizeForCols)).toEqual([
      33, 33, 33, 33, 50, 50, 66, 66, 66, 100, 100, 100,
    ]);
  });
});

describe('toGridLayout', () => {
  it('reads x, y, w, h from the position, and the width from the size when absent', () => {
    const layout = toGridLayout([
      chart('a', 50, { x: 0, y: 0 }),
      chart('b', 33, { x: 6, y: 0, w: 5, h: 10 }),
      chart('c', 66, { x: 0, y: 8 }),
    ]);
    expect(plain(layout)).toEqual([
      { i: 'a', x: 0, y: 0, w: 6, h: DEFAULT_CHART_ROWS },
      { i: 'b', x: 6, y: 0, w: 5, h: 10 },
      { i: 'c', x: 0, y: 8, w: 8, h: DEFAULT_CHART_ROWS },
    ]);
    expect(layout[0]).toMatchObject({ minW: 3, minH: 4 });
  });

  it('keeps every card inside the 12 columns', () => {
    const layout = toGridLayout([
      chart('wide', 100, { x: 5, y: 2 }),
      chart('half', 50, { x: 9, y: 0 }),
      chart('huge', 33, { x: 0, y: 0, w: 40 }),
    ]);
    expect(plain(layout)).toEqual([
      { i: 'wide', x: 0, y: 2, w: 12, h: 8 },
      { i: 'half', x: 6, y: 0, w: 6, h: 8 },
      { i: 'huge', x: 0, y: 0, w: 12, h: 8 },
    ]);
    for (const item of layout) expect(item.x + item.w).toBeLessThanOrEqual(12);
  });
});

describe('applyGridLayout', () => {
  it('writes the cells back into the positions and the nearest size from the width', () => {
    const charts = [
      chart('a', 100, { x: 0, y: 0 }),
      chart('b', 50, { x: 0, y: 8 }),
      chart('c', 33, { x: 0, y: 16 }),
    ];
    const next = applyGridLayout(charts, [
      { i: 'a', x: 0, y: 0, w: 7, h: 9 },
      { i: 'b', x: 7, y: 0, w: 5, h: 9 },
    ]);
    expect(next[0]).toMatchObject({ chartId: 'a', size: 66, position: { x: 0, y: 0, w: 7, h: 9 } });
    expect(next[1]).toMatchObject({ chartId: 'b', size: 50, position: { x: 7, y: 0, w: 5, h: 9 } });
    // Not in the layout: unchanged (same object).
    expect(next[2]).toBe(charts[2]);
    // The input is not changed.
    expect(charts[0]?.position).toEqual({ x: 0, y: 0 });
  });

  it('clamps cells that would leave the grid', () => {
    const [moved] = applyGridLayout([chart('a', 50, { x: 0, y: 0 })], [{ i: 'a', x: 10, y: -2, w: 6, h: 0 }]);
    expect(moved?.position).toEqual({ x: 6, y: 0, w: 6, h: 1 });
  });

  it('round-trips: the layout of the applied charts is the layout applied', () => {
    const charts = [
      chart('a', 50, { x: 0, y: 0 }),
      chart('b', 50, { x: 6, y: 0, h: 6 }),
      chart('c', 100, { x: 0, y: 8 }),
    ];
    const layout = toGridLayout(charts);
    const applied = applyGridLayout(charts, layout);
    expect(plain(toGridLayout(applied))).toEqual(plain(layout));
    expect(applied.map((item) => item.size)).toEqual([50, 50, 100]);
    // A moved layout survives the same round trip.
    const moved = [
      { i: 'a', x: 4, y: 8, w: 8, h: 8 },
      { i: 'b', x: 0, y: 0, w: 4, h: 6 },
      { i: 'c', x: 0, y: 16, w: 12, h: 10 },
    ];
    expect(plain(toGridLayout(applyGridLayout(charts, moved)))).toEqual(moved);
    expect(sameGridLayout(toGridLayout(applyGridLayout(charts, moved)), moved)).toBe(true);
    expect(sameGridLayout(layout, moved)).toBe(false);
  });
});

describe('placing charts', () => {
  it('puts a new chart in the first free cell where it fits, else below every other', () => {
    expect(nextChartPosition([], 50)).toEqual({ x: 0, y: 0, w: 6, h: 8 });
    const charts = [chart('a', 50, { x: 0, y: 0 }), chart('b', 50, { x: 6, y: 0, h: 12 })];
    // Under the shorter left chart there is room for a third of the width.
    expect(nextChartPosition(charts, 33)).toEqual({ x: 0, y: 8, w: 4, h: 8 });
    // A second half-width chart goes beside the first one; a full-width chart below both.
    expect(nextChartPosition([chart('a', 50, { x: 0, y: 0 })], 50)).toEqual({ x: 6, y: 0, w: 6, h: 8 });
    expect(nextChartPosition(charts, 100)).toEqual({ x: 0, y: 12, w: 12, h: 8 });
  });

  it('stacks a layout in one full-width column in reading order for narrow screens', () => {
    const layout = toGridLayout([
      chart('right', 50, { x: 6, y: 0 }),
      chart('left', 50, { x: 0, y: 0, h: 5 }),
      chart('below', 100, { x: 0, y: 8 }),
    ]);
    expect(plain(stackGridLayout(layout))).toEqual([
      { i: 'left', x: 0, y: 0, w: 12, h: 5 },
      { i: 'right', x: 0, y: 5, w: 12, h: 8 },
      { i: 'below', x: 0, y: 13, w: 12, h: 8 },
    ]);
  });

  it('a board on a half-screen window keeps two columns instead of collapsing to one; phones stack', () => {
    const layout = toGridLayout([
      chart('a', 33, { x: 0, y: 0 }),
      chart('b', 33, { x: 4, y: 0 }),
      chart('c', 33, { x: 8, y: 0, h: 10 }),
      chart('wide', 66, { x: 0, y: 8 }),
      chart('d', 33, { x: 8, y: 10 }),
    ]);
    const saved = plain(layout);
    // Wide enough: the saved layout as it is.
    expect(plain(gridLayoutForWidth(layout, 1000))).toEqual(plain(layout));
    // A medium container (a half-screen window beside the side menu): two per row, in reading order.
    expect(plain(gridLayoutForWidth(layout, 520))).toEqual([
      { i: 'a', x: 0, y: 0, w: 6, h: 8 },
      { i: 'b', x: 6, y: 0, w: 6, h: 8 },
      { i: 'c', x: 0, y: 8, w: 6, h: 10 },
      { i: 'wide', x: 0, y: 18, w: 12, h: 8 },
      { i: 'd', x: 0, y: 26, w: 6, h: 8 },
    ]);
    // A phone: one column.
    expect(gridLayoutForWidth(layout, 360).every((item) => item.x === 0 && item.w === 12)).toBe(true);
    // The derived layouts never change the saved one.
    expect(plain(layout)).toEqual(saved);
  });
});
