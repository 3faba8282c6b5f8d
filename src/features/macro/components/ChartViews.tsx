import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Select, Skeleton, Spin } from 'antd';
import type { Chart } from 'highcharts';
import { useMemo } from 'react';
import { MetricChart } from '@/features/charts/components/MetricChart';
import { HighchartsView } from '@/features/charts/components/HighchartsView';
import { categoryTable } from '@/features/charts/options/categoryCharts';
import { buildSamePeriodOptions } from '../charts/samePeriodOptions';
import { EMPTY_SELECTION_TEXT, legendName } from '../macroMetrics';
import { setSamePeriodMetric } from '../macroView';
import type { MacroChart } from '../useMacroChart';
import type { MacroSeriesState } from '../useMacroSeries';
import { useMacroView } from '../useMacroView';

export const FIGURES_ERROR_TEXT = 'Không tải được số liệu biểu đồ';
export const NO_SAME_PERIOD_TEXT = 'Chỉ tiêu theo năm không có dạng xem cùng kỳ';

interface ViewProps {
  chart: MacroChart;
  height: number | string;
  onChartReady?: (chart: Chart) => void;
}

function FiguresError({
  state,
  message,
  onRetry = state.retryAll,
}: {
  state: MacroSeriesState;
  message?: string;
  onRetry?: () => void;
}) {
  return (
    <Alert
      type="error"
      showIcon
      title={FIGURES_ERROR_TEXT}
      description={message}
      action={
        <Button icon={<ReloadOutlined aria-hidden />} loading={state.fetching} onClick={onRetry}>
          Thử lại
        </Button>
      }
    />
  );
}

function ChartSkeleton({ height }: { height: number | string }) {
  return <Skeleton.Node active style={{ width: '100%', height }} />;
}

/** The selected metrics over time (the shared MetricChart). */
export function TimeSeriesView({ chart, height, onChartReady }: ViewProps) {
  const { input, series } = chart;
  if (input.metrics.length === 0) return <Empty description={EMPTY_SELECTION_TEXT} />;
  const ids = chart.list.map((metric) => metric.extendID);
  const failed = ids.filter((id) => series.errors[id]);
  // Formula series (issue 33) count as arrived once one is evaluated; their errors show apart.
  const formulas = chart.formulas ?? [];
  const formulaSeries = chart.formulaFigures?.series ?? {};
  const arrived = ids.some((id) => series.data[id]) || Object.keys(formulaSeries).length > 0;
  const formulasSettled = formulas.length === 0 || !chart.formulaFigures?.isLoading;
  if (ids.length > 0 && failed.length === ids.length && formulas.length === 0) {
    const forbidden = failed.every((id) => series.errors[id]?.kind === 'forbidden');
    return (
      <FiguresError
        state={series}
        message={forbidden ? 'Các chỉ tiêu đã chọn cần nâng cấp gói để xem.' : undefined}
      />
    );
  }
  if (!arrived && !(ids.length === 0 && formulasSettled)) return <ChartSkeleton height={height} />;
  return (
    <Spin spinning={series.loading || !formulasSettled}>
      <MetricChart {...input} height={height} onChartReady={onChartReady} />
    </Spin>
  );
}

/** One selected metric year by year: a select picks which when several can be drawn. */
export function SamePeriodView({ chart, height, onChartReady }: ViewProps) {
  const [, change] = useMacroView();
  const { samePeriodCandidates: candidates, samePeriodChosen: chosen, samePeriodState: state } = chart;
  const { samePeriodData: data, samePeriodOthers: others, maxYears, nameOf } = chart;
  const options = useMemo(
    () =>
      data && chosen
        ? buildSamePeriodOptions({
            data,
            color: chosen.seriesColor,
            maxYears,
            name: nameOf(chosen.extendID),
            others: others.map(({ metric, data: figures }) => ({
              data: figures,
              color: metric.seriesColor,
              name: nameOf(metric.extendID),
            })),
          })
        : null,
    [data, chosen, maxYears, nameOf, others],
  );

  if (chart.list.length === 0) return <Empty description={EMPTY_SELECTION_TEXT} />;
  if (!chosen) return <Empty description={NO_SAME_PERIOD_TEXT} />;
  const error = state.errors[chosen.extendID];
  let body;
  // An answer in another form than asked counts as unreadable.
  const wrongForm = Boolean(state.data[chosen.extendID]) && !data;
  const retry = () => {
    state.retry(chosen.extendID);
  };
  if (error || wrongForm) body = <FiguresError state={state} message={error?.message} onRetry={retry} />;
  else if (!options) body = <ChartSkeleton height={height} />;
  else {
    body = (
      <HighchartsView
        options={options}
        height={height}
        onChartReady={onChartReady}
        dataTable={categoryTable(options, 'Năm')}
        title={nameOf(chosen.extendID)}
      />
    );
  }

  return (
    <Flex vertical gap="small">
      {candidates.length > 1 && (
        <Select<string>
          size="small"
          aria-label="Chỉ tiêu so sánh cùng kỳ"
          style={{ maxWidth: 420 }}
          value={chosen.extendID}
          options={candidates.map((metric) => ({
            value: metric.extendID,
            label: legendName(nameOf(metric.extendID), metric.extendID),
          }))}
          onChange={(extendID) => change(setSamePeriodMetric(extendID))}
        />
      )}
      {body}
    </Flex>
  );
}
