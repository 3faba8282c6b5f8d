import { Card, Flex, Typography } from 'antd';
import type { Chart } from 'highcharts';
import { useCallback, useRef, useState } from 'react';
import { ChartExportMenu } from '@/features/charts/components/ChartExportMenu';
import { ExpandChartModal } from '@/features/charts/components/ExpandChartModal';
import { formatReleaseDate, seriesRefOf, type SeriesIndex } from '../macroMetrics';
import { useMacroChart } from '../useMacroChart';
import { MetricSubscriptions } from '../useMacroSeries';
import { useMacroView } from '../useMacroView';
import { SamePeriodView, TimeSeriesView } from './ChartViews';
import { MacroFormulaPanel } from './MacroFormulaPanel';
import { MacroToolbar } from './MacroToolbar';
import { SamePeriodExportMenu } from './SamePeriodExportMenu';
import { SelectedMetricRow } from './SelectedMetricRow';

const CHART_HEIGHT = 400;

interface MacroWorkspaceProps {
  index: SeriesIndex;
  /** The chart's title in exports and the expanded view. */
  title: string;
}

/** Toolbar, the chart card (sized by the size switch), its source and the selected metrics. */
export function MacroWorkspace({ index, title }: MacroWorkspaceProps) {
  const [{ selectedSize: size }] = useMacroView();
  const chart = useMacroChart(index, title);
  const [expanded, setExpanded] = useState(false);
  const chartRef = useRef<Chart | null>(null);
  const onChartReady = useCallback((drawn: Chart) => {
    chartRef.current = drawn;
  }, []);
  const hasSeries = chart.list.length > 0 || (chart.formulas?.length ?? 0) > 0;
  const getChart = () => (hasSeries ? chartRef.current : null);
  const view = chart.timeSeries ? 'time_series' : 'same_period';
  const ViewComponent = chart.timeSeries ? TimeSeriesView : SamePeriodView;

  const exportMenu = chart.timeSeries ? (
    <ChartExportMenu input={chart.input} getChart={getChart} fileName={title} />
  ) : (
    <SamePeriodExportMenu
      data={chart.samePeriodData}
      maxYears={chart.maxYears}
      getChart={getChart}
      fileName={`${title} cùng kỳ`}
      title={`${title} (cùng kỳ)`}
    />
  );

  return (
    <Flex vertical gap="middle">
      <MetricSubscriptions
        ids={chart.timeSeries ? chart.list.map((m) => m.extendID) : []}
        samePeriod={false}
      />
      <MetricSubscriptions
        ids={chart.timeSeries ? [] : chart.samePeriodCandidates.map((m) => m.extendID)}
        samePeriod
      />
      <MacroToolbar
        rangeOptions={chart.rangeOptions}
        exportMenu={exportMenu}
        canExpand={hasSeries}
        onExpand={() => {
          setExpanded(true);
        }}
      />
      <Card
        size="small"
        data-testid="macro-chart"
        data-view={view}
        data-size={String(size)}
        style={{ width: `${String(size)}%`, minWidth: 'min(100%, 360px)' }}
      >
        <ViewComponent chart={chart} height={CHART_HEIGHT} onChartReady={onChartReady} />
        {(chart.sources.length > 0 || chart.releaseDate) && (
          <Flex wrap gap="middle" style={{ marginTop: 8 }}>
            {chart.sources.length > 0 && (
              <Typography.Text type="secondary">Nguồn: {chart.sources.join('; ')}</Typography.Text>
            )}
            {chart.releaseDate && (
              <Typography.Text type="secondary">
                Cập nhật: {formatReleaseDate(chart.releaseDate)}
              </Typography.Text>
            )}
          </Flex>
        )}
      </Card>
      {chart.list.length > 0 && (
        <ul aria-label="Chỉ tiêu trên biểu đồ" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {chart.list.map((metric) => (
            <SelectedMetricRow
              key={metric.extendID}
              metric={metric}
              name={chart.nameOf(metric.extendID)}
              seriesRef={seriesRefOf(index, metric.extendID)}
              error={chart.timeSeries ? chart.series.errors[metric.extendID] : undefined}
              onRetry={() => {
                chart.series.retry(metric.extendID);
              }}
            />
          ))}
        </ul>
      )}
      {chart.timeSeries && <MacroFormulaPanel chart={chart} />}
      <ExpandChartModal
        open={expanded && hasSeries}
        title={title}
        onClose={() => {
          setExpanded(false);
        }}
      >
        <ViewComponent chart={chart} height="70vh" />
      </ExpandChartModal>
    </Flex>
  );
}
