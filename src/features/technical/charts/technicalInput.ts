import type { OhlcResolution } from '@/common/contracts/companyPages';
import type { Bar } from '@/common/technical';
import type { TechnicalPane } from './layout';
import type { TechnicalOverlays } from './technicalSeries';

/** What the technical chart draws: its options (buildTechnicalOptions) and data table read it. */
export interface TechnicalChartInput {
  /** Adjusted bars, oldest first. */
  bars: readonly Bar[];
  overlays: TechnicalOverlays;
  /** Oscillator panes under the volume (stacked RSI, MACD, stochastic whatever the order given). */
  panes: readonly TechnicalPane[];
  /** A range key (6M, 1Y, 3Y, All): the x-axis starts that long before the last bar. */
  range: string;
  /** The bars' period, for the tooltip's date; day by default. */
  resolution?: OhlcResolution;
}
