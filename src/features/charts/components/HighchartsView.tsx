import { Skeleton } from 'antd';
import type { Chart, Options } from 'highcharts';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import type { ChartTableData } from '../options/tableData';
import { ChartDataTable } from './ChartDataTable';
import { loadHighcharts, type LoadedHighcharts } from './loadHighcharts';

export interface HighchartsViewProps {
  /** Ready Highcharts options (a pure builder's output). */
  options: Options;
  height?: number | string;
  onChartReady?: (chart: Chart) => void;
  className?: string;
  'data-testid'?: string;
  /** What to load (default: Highcharts with exporting; Highcharts Stock passes its own loader). */
  load?: () => Promise<LoadedHighcharts>;
  /** 'stockChart' for Highcharts Stock. */
  constructorType?: 'chart' | 'stockChart';
  /** HighchartsReact's update arguments (redraw, oneToOne, animation). */
  updateArgs?: [boolean, boolean, boolean];
  /** Skeleton rows while loading. */
  skeletonRows?: number;
  /** The chart's figures: with them, "Xem bảng số liệu" under the chart shows them as a table. */
  dataTable?: ChartTableData;
  /** The chart's name (the data table's label). */
  title?: string;
}

const CONTAINER_PROPS = { style: { height: '100%', width: '100%' } };
const CHART_AREA_STYLE: CSSProperties = { flex: '1 1 auto', minHeight: 0, position: 'relative' };

/**
 * Draws ready-made options through the shared Highcharts loader (browser only): a skeleton while
 * Highcharts loads, a message if it cannot, and "Xem bảng số liệu" under it. MetricChart, the macro same-period chart and the
 * technical chart (StockView) use it.
 */
export function HighchartsView({
  options,
  height = '100%',
  onChartReady,
  className,
  'data-testid': testId = 'highcharts-view',
  load = loadHighcharts,
  constructorType = 'chart',
  updateArgs,
  skeletonRows = 4,
  dataTable,
  title,
}: HighchartsViewProps) {
  const [loaded, setLoaded] = useState<LoadedHighcharts | null>(null);
  const [failed, setFailed] = useState(false);
  const readyRef = useRef(onChartReady);

  useEffect(() => {
    readyRef.current = onChartReady;
  }, [onChartReady]);

  useEffect(() => {
    let active = true;
    load().then(
      (modules) => {
        if (active) setLoaded(modules);
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [load]);

  const handleChart = useCallback((chart: Chart) => {
    readyRef.current?.(chart);
  }, []);

  // A pixel height is the chart's own: the data table's button and the open table come below it.
  // Any other height ('100%' of a grid cell, '70vh') is the whole box: a column where the chart
  // fills what the button and the open table leave.
  const fixed = typeof height === 'number';
  const style: CSSProperties = fixed
    ? { width: '100%' }
    : { height, width: '100%', minHeight: 0, display: 'flex', flexDirection: 'column' };
  const areaStyle: CSSProperties = fixed ? { height, position: 'relative' } : CHART_AREA_STYLE;
  let body;
  if (loaded) {
    const { Highcharts, HighchartsReact } = loaded;
    body = (
      <HighchartsReact
        highcharts={Highcharts}
        constructorType={constructorType}
        options={options}
        {...(updateArgs ? { updateArgs } : {})}
        containerProps={CONTAINER_PROPS}
        callback={handleChart}
      />
    );
  } else if (failed) {
    body = <div role="alert">Không tải được biểu đồ, vui lòng tải lại trang.</div>;
  } else {
    body = (
      <div role="status" aria-label="Đang tải biểu đồ">
        <Skeleton active paragraph={{ rows: skeletonRows }} title={false} />
      </div>
    );
  }
  return (
    <div data-testid={testId} className={className} style={style}>
      <div style={areaStyle}>{body}</div>
      {dataTable && <ChartDataTable data={dataTable} title={title} bounded={!fixed} />}
    </div>
  );
}
