import { useMemo } from 'react';
import type { OhlcResolution } from '@/common/contracts/companyPages';
import type { Bar } from '@/common/technical';
import { buildTechnicalOptions, rangeStart, TECHNICAL_CHART_TITLE } from '../charts/buildTechnicalOptions';
import { technicalTable } from '../charts/technicalTable';
import type { TechnicalPane } from '../charts/layout';
import type { TechnicalOverlays } from '../charts/technicalSeries';
import { StockView } from './StockView';

interface TechnicalChartProps {
  bars: readonly Bar[];
  resolution: OhlcResolution;
  overlays: TechnicalOverlays;
  panes: readonly TechnicalPane[];
  range: string;
}

/** Candles, volume, overlays and oscillator panes as a Highcharts Stock chart. */
export function TechnicalChart({ bars, resolution, overlays, panes, range }: TechnicalChartProps) {
  const options = useMemo(
    () => buildTechnicalOptions({ bars, resolution, overlays, panes, range }),
    [bars, resolution, overlays, panes, range],
  );
  const dataTable = useMemo(
    () => technicalTable({ bars, resolution, overlays, panes, range }, rangeStart(bars, range)),
    [bars, resolution, overlays, panes, range],
  );
  const height = typeof options.chart?.height === 'number' ? options.chart.height : undefined;
  return (
    <StockView
      options={options}
      height={height}
      data-testid="technical-chart"
      dataTable={dataTable}
      title={TECHNICAL_CHART_TITLE}
    />
  );
}
