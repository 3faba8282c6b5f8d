/** The oscillator panes a user can add under the price, in the order they are stacked. */
export const TECHNICAL_PANES = ['rsi', 'macd', 'stochastic'] as const;
export type TechnicalPane = (typeof TECHNICAL_PANES)[number];

export const TECHNICAL_PANE_LABELS: Record<TechnicalPane, string> = {
  rsi: 'RSI',
  macd: 'MACD',
  stochastic: 'Stochastic',
};

export type PaneId = 'price' | 'volume' | TechnicalPane;

/** One y-axis pane: its top and height in percent of the plot area. */
export interface PaneBox {
  id: PaneId;
  top: number;
  height: number;
}

/** Shares in percent by the number of oscillator panes (0 to 3): the price keeps the most room. */
const SHARES: readonly { price: number; volume: number; pane: number }[] = [
  { price: 78, volume: 22, pane: 0 },
  { price: 56, volume: 16, pane: 28 },
  { price: 46, volume: 14, pane: 20 },
  { price: 40, volume: 12, pane: 16 },
];

/** The selected panes in stacking order, each once. */
export function orderedPanes(panes: readonly TechnicalPane[]): TechnicalPane[] {
  return TECHNICAL_PANES.filter((pane) => panes.includes(pane));
}

/** Price, volume, then each selected pane, stacked from the top; heights add up to 100. */
export function paneLayout(panes: readonly TechnicalPane[]): PaneBox[] {
  const shown = orderedPanes(panes);
  const share = SHARES[shown.length] ?? SHARES[SHARES.length - 1];
  if (!share) return [];
  const heights: [PaneId, number][] = [
    ['price', share.price],
    ['volume', share.volume],
    ...shown.map((pane): [PaneId, number] => [pane, share.pane]),
  ];
  let top = 0;
  return heights.map(([id, height]) => {
    const box = { id, top, height };
    top += height;
    return box;
  });
}

const BASE_HEIGHT = 440;
const PANE_HEIGHT = 150;

/** The chart's height in pixels: each oscillator pane adds room instead of squeezing the price. */
export function technicalChartHeight(paneCount: number): number {
  return BASE_HEIGHT + PANE_HEIGHT * Math.max(0, Math.min(paneCount, TECHNICAL_PANES.length));
}
