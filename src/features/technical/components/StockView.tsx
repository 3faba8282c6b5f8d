import { Skeleton } from 'antd';
import type { Chart, Options } from 'highcharts';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import type { LoadedHighcharts } from '@/features/charts/components/loadHighcharts';
import { loadHighstock } from '../loadHighstock';

export interface StockViewProps {
  /** Ready Highcharts Stock options (a pure builder's output); every series and axis has an id. */
  options: Options;
  /** The container's height; the options' chart.height sizes the chart itself. */
  height?: number | string;
  onChartReady?: (chart: Chart) => void;
  'data-testid'?: string;
}

const CONTAINER_PROPS = { style: { height: '100%', width: '100%' } };
/**
 * Redraw, one-to-one (series and axes missing from new options are removed, matched by id, so
 * switching a pane off takes its axis away), no animation.
 */
const UPDATE_ARGS: [boolean, boolean, boolean] = [true, true, false];

/**
 * Draws ready options as a Highcharts Stock chart (browser only), like HighchartsView does for
 * plain charts: a skeleton while Highcharts loads, a message if it cannot.
 */
export function StockView({
  options,
  height = '100%',
  onChartReady,
  'data-testid': testId = 'stock-view',
}: StockViewProps) {
  const [loaded, setLoaded] = useState<LoadedHighcharts | null>(null);
  const [failed, setFailed] = useState(false);
  const readyRef = useRef(onChartReady);

  useEffect(() => {
    readyRef.current = onChartReady;
  }, [onChartReady]);

  const handleChart = useCallback((chart: Chart) => {
    readyRef.current?.(chart);
  }, []);

  useEffect(() => {
    let active = true;
    loadHighstock().then(
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
  }, []);

  const style: CSSProperties = { height, width: '100%', minHeight: 0, position: 'relative' };
  let body;
  if (loaded) {
    const { Highcharts, HighchartsReact } = loaded;
    body = (
      <HighchartsReact
        highcharts={Highcharts}
        constructorType="stockChart"
        options={options}
        updateArgs={UPDATE_ARGS}
        containerProps={CONTAINER_PROPS}
        callback={handleChart}
      />
    );
  } else if (failed) {
    body = <div role="alert">Không tải được biểu đồ, vui lòng tải lại trang.</div>;
  } else {
    body = <Skeleton active paragraph={{ rows: 8 }} title={false} />;
  }
  return (
    <div data-testid={testId} style={style}>
      {body}
    </div>
  );
}
