import type { Chart, Options } from 'highcharts';
import { HighchartsView } from '@/features/charts/components/HighchartsView';
import type { ChartTableData } from '@/features/charts/options/tableData';
import { loadHighstock } from '../loadHighstock';

export interface StockViewProps {
  /** Ready Highcharts Stock options (a pure builder's output); every series and axis has an id. */
  options: Options;
  /** The container's height; the options' chart.height sizes the chart itself. */
  height?: number | string;
  onChartReady?: (chart: Chart) => void;
  'data-testid'?: string;
  /** The chart's figures for "Xem bảng số liệu" under it. */
  dataTable?: ChartTableData;
  title?: string;
}

/**
 * Redraw, one-to-one (series and axes missing from new options are removed, matched by id, so
 * switching a pane off takes its axis away), no animation.
 */
const UPDATE_ARGS: [boolean, boolean, boolean] = [true, true, false];

/** Draws ready options as a Highcharts Stock chart through the shared HighchartsView. */
export function StockView({
  options,
  height = '100%',
  onChartReady,
  'data-testid': testId = 'stock-view',
  dataTable,
  title,
}: StockViewProps) {
  return (
    <HighchartsView
      options={options}
      height={height}
      onChartReady={onChartReady}
      data-testid={testId}
      load={loadHighstock}
      constructorType="stockChart"
      updateArgs={UPDATE_ARGS}
      skeletonRows={8}
      dataTable={dataTable}
      title={title}
    />
  );
}
