import { Skeleton } from 'antd';
import type { Chart } from 'highcharts';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { buildChartOptions } from '../options/buildChartOptions';
import type { MetricChartInput } from '../types';
import { loadHighcharts, type LoadedHighcharts } from './loadHighcharts';

export type MetricChartProps = MetricChartInput & {
  /** Root height; defaults to 100% so the chart fills its grid cell or modal body. */
  height?: number | string;
  /** Called with the Highcharts chart once drawn (the export menu keeps it). */
  onChartReady?: (chart: Chart) => void;
  className?: string;
};

const CONTAINER_PROPS = { style: { height: '100%', width: '100%' } };

/** Draws one chart of metrics with Highcharts, loaded in the browser only. */
export function MetricChart({
  metrics,
  series,
  unit,
  isAutoAxis,
  range,
  title,
  height = '100%',
  onChartReady,
  className,
}: MetricChartProps) {
  const [loaded, setLoaded] = useState<LoadedHighcharts | null>(null);
  const [failed, setFailed] = useState(false);
  const readyRef = useRef(onChartReady);

  useEffect(() => {
    readyRef.current = onChartReady;
  }, [onChartReady]);

  useEffect(() => {
    let active = true;
    loadHighcharts().then(
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

  const handleChart = useCallback((chart: Chart) => {
    readyRef.current?.(chart);
  }, []);

  const options = useMemo(
    () => buildChartOptions({ metrics, series, unit, isAutoAxis, range, title }),
    [metrics, series, unit, isAutoAxis, range, title],
  );

  const style: CSSProperties = { height, width: '100%', minHeight: 0, position: 'relative' };
  let body;
  if (loaded) {
    const { Highcharts, HighchartsReact } = loaded;
    body = (
      <HighchartsReact
        highcharts={Highcharts}
        options={options}
        containerProps={CONTAINER_PROPS}
        callback={handleChart}
      />
    );
  } else if (failed) {
    body = <div role="alert">Không tải được biểu đồ, vui lòng tải lại trang.</div>;
  } else {
    body = <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  }
  return (
    <div data-testid="metric-chart" className={className} style={style}>
      {body}
    </div>
  );
}
