import { Alert, Empty, Flex, Skeleton, Spin } from 'antd';
import type Highcharts from 'highcharts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/application/hooks';
import { activeRange, FINANCE_RANGE_OPTIONS } from '@/common/constants/ranges';
import type { ChartMetric } from '@/common/contracts/charts';
import type { AccessNotice } from '@/common/contracts/finance';
import type { FinanceChip } from '@/common/contracts/financeChart';
import {
  selectFinancePeriod,
  selectFinanceRange,
  selectIsExpandChartInModal,
  setExpandChartInModal,
} from '@/features/charts/chartSlice';
import { ExpandChartModal } from '@/features/charts/components/ExpandChartModal';
import { FormulaSeriesPanel } from '@/features/charts/components/FormulaSeriesPanel';
import { useFormulaFigures } from '@/features/charts/formulaFigures';
import { MetricChart } from '@/features/charts/components/MetricChart';
import { viewerRange } from '@/features/charts/rangeWindow';
import type { MetricChartInput } from '@/features/charts/types';
import { LimitedNotice } from '@/features/access';
import { selectUnit } from '@/features/enterprise/enterpriseSlice';
import { chartNotice, EMPTY_SELECTION_TEXT, metricIndex, metricName, toChartMetrics } from '../chartMetrics';
import { useChartSelection } from '../useChartSelection';
import { SeriesSubscriptions, useFinanceSeries } from '../useFinanceSeries';
import { FinancialChartToolbar } from './FinancialChartToolbar';
import { MetricChips } from './MetricChips';
import { SelectedMetricList } from './SelectedMetricList';

const CHART_HEIGHT = 420;

interface FinancialChartWorkspaceProps {
  ticker: string;
  chips: readonly FinanceChip[];
  /** The most metrics the visitor may draw at once. */
  max: number;
  /** Shown above the chart when the plan limits it. */
  limitedNotice?: AccessNotice;
}

/** Chips, toolbar, the chart and its legend for one ticker whose chips have arrived. */
export function FinancialChartWorkspace({ ticker, chips, max, limitedNotice }: FinancialChartWorkspaceProps) {
  const dispatch = useAppDispatch();
  const period = useAppSelector(selectFinancePeriod);
  const range = useAppSelector(selectFinanceRange);
  const unit = useAppSelector(selectUnit);
  const expanded = useAppSelector(selectIsExpandChartInModal);
  const [isAutoAxis, setAutoAxis] = useState(true);
  const chartRef = useRef<Highcharts.Chart | null>(null);
  const selection = useChartSelection({ ticker, chips, max });
  const index = useMemo(() => metricIndex(chips), [chips]);
  const keys = useMemo(() => selection.shown.map((metric) => metric.id), [selection.shown]);
  const figures = useFinanceSeries({ ticker, period, keys });
  // Formula series (issue 33): kept while the screen is open, evaluated with this ticker as default.
  const [formulas, setFormulas] = useState<ChartMetric[]>([]);
  const formulaFigures = useFormulaFigures(formulas, ticker, period);

  useEffect(
    () => () => {
      dispatch(setExpandChartInModal(false));
    },
    [dispatch],
  );

  const title = `Biểu đồ tài chính ${ticker}`;
  // A viewer with fewer periods sees their window named in the switch, not "Tất cả".
  const viewer = useMemo(
    () => viewerRange(FINANCE_RANGE_OPTIONS, range, figures.notice, period),
    [range, figures.notice, period],
  );
  const shownRange = activeRange(viewer.options)?.key ?? range;
  const input = useMemo(
    (): MetricChartInput => ({
      metrics: [...toChartMetrics(selection.shown, index), ...formulas],
      series: { ...figures.series, ...formulaFigures.series },
      unit,
      isAutoAxis,
      range: shownRange,
      title,
      periodType: period,
    }),
    [
      selection.shown,
      index,
      figures.series,
      unit,
      isAutoAxis,
      shownRange,
      title,
      period,
      formulas,
      formulaFigures.series,
    ],
  );
  const nameOf = (key: string) => metricName(key, index, figures.series[key]);
  const onChartReady = useCallback((chart: Highcharts.Chart) => {
    chartRef.current = chart;
  }, []);
  const nothingYet =
    figures.loading && figures.failed.length === 0 && Object.values(figures.series).every((s) => !s);

  let chart;
  if (input.metrics.length === 0) {
    chart = <Empty description={EMPTY_SELECTION_TEXT} />;
  } else if (nothingYet) {
    chart = <Skeleton.Node active style={{ width: '100%', height: CHART_HEIGHT }} />;
  } else {
    chart = (
      <Spin spinning={figures.loading || formulaFigures.isLoading}>
        <MetricChart {...input} height={CHART_HEIGHT} onChartReady={onChartReady} />
      </Spin>
    );
  }

  return (
    <Flex vertical gap="middle">
      <SeriesSubscriptions ticker={ticker} period={period} keys={keys} />
      <MetricChips chips={chips} selected={selection.shown} onToggle={selection.toggle} />
      <LimitedNotice access={chartNotice(figures.notice, limitedNotice)} />
      {selection.refusal && (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: selection.dismissRefusal }}
          title={selection.refusal}
        />
      )}
      <FinancialChartToolbar
        input={input}
        getChart={() => (input.metrics.length > 0 ? chartRef.current : null)}
        fileName={`bieu-do-tai-chinh-${ticker}-${period}`}
        isAutoAxis={isAutoAxis}
        rangeOptions={viewer.options}
        onAutoAxisChange={setAutoAxis}
        onExpand={() => dispatch(setExpandChartInModal(true))}
        onClear={() => {
          selection.clear();
          setFormulas([]);
        }}
      />
      {chart}
      <SelectedMetricList
        metrics={selection.shown}
        nameOf={nameOf}
        failed={figures.failed}
        onRetry={figures.retry}
        onRemove={selection.remove}
      />
      <FormulaSeriesPanel
        formulas={formulas}
        chartMetrics={input.metrics}
        pageTicker={ticker}
        full={input.metrics.length >= max}
        notices={formulaFigures.errors}
        onChange={setFormulas}
      />
      <ExpandChartModal
        open={expanded && input.metrics.length > 0}
        title={title}
        onClose={() => dispatch(setExpandChartInModal(false))}
      >
        <MetricChart {...input} height="70vh" />
      </ExpandChartModal>
    </Flex>
  );
}
