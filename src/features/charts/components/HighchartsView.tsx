import { Skeleton } from 'antd';
import type { Chart, Options } from 'highcharts';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { loadHighcharts, type LoadedHighcharts } from './loadHighcharts';

export interface HighchartsViewProps {
  /** Ready Highcharts options (a pure builder's output). */
  options: Options;
  height?: number | string;
  onChartReady?: (chart: Chart) => void;
  className?: string;
  'data-testid'?: string;
}

const CONTAINER_PROPS = { style: { height: '100%', width: '100%' } };

/**
 * Draws ready-made options through the shared Highcharts loader (browser only): a skeleton while
 * Highcharts loads, a message if it cannot. MetricChart and the macro same-period chart use it.
 */
export function HighchartsView({
  options,
  height = '100%',
  onChartReady,
  className,
  'data-testid': testId = 'highcharts-view',
}: HighchartsViewProps) {
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
    <div data-testid={testId} className={className} style={style}>
      {body}
    </div>
  );
}
