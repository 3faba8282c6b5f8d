import { useEffect, useMemo, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/application/hooks';
import type { ChartMetricInfo, FinanceChip } from '@/common/contracts/financeChart';
import {
  clearFinanceMetrics,
  selectFinanceChartMetric,
  toggleFinanceMetric,
} from '@/features/charts/chartSlice';
import { limitMessage } from '@/features/charts/editor/editorState';
import { defaultMetrics, metricIndex, toggleArgs } from './chartMetrics';

/**
 * The metrics on the financial chart (chart slice, financeChartMetric) for one ticker's chips, within
 * the plan's limit `max`. When the chips of a ticker arrive, metrics the ticker does not have are
 * dropped and, if nothing is left, the ticker's default pair is drawn (once per ticker and visit, so
 * "Xoá tất cả" leaves the chart empty).
 */
export function useChartSelection({
  ticker,
  chips,
  max,
}: {
  ticker: string;
  chips: readonly FinanceChip[];
  max: number;
}) {
  const dispatch = useAppDispatch();
  const selected = useAppSelector(selectFinanceChartMetric);
  const [refusal, setRefusal] = useState<string | null>(null);
  const prepared = useRef<string | null>(null);

  useEffect(() => {
    if (prepared.current === ticker) return;
    prepared.current = ticker;
    const index = metricIndex(chips);
    const missing = selected.filter((metric) => !index.has(metric.id));
    for (const metric of missing) dispatch(toggleFinanceMetric({ id: metric.id }));
    if (missing.length === selected.length) {
      for (const info of defaultMetrics(chips).slice(0, max))
        dispatch(toggleFinanceMetric(toggleArgs(info, max)));
    }
  }, [ticker, chips, selected, max, dispatch]);

  /** Adds the metric (refused with a message beyond the limit) or removes it. */
  const toggle = (info: ChartMetricInfo) => {
    const isOn = selected.some((metric) => metric.id === info.key);
    if (!isOn && selected.length >= max) {
      setRefusal(limitMessage(max));
      return;
    }
    setRefusal(null);
    dispatch(toggleFinanceMetric(toggleArgs(info, max)));
  };

  const remove = (key: string) => {
    setRefusal(null);
    if (selected.some((metric) => metric.id === key)) dispatch(toggleFinanceMetric({ id: key }));
  };

  const clear = () => {
    setRefusal(null);
    dispatch(clearFinanceMetrics());
  };

  // What is drawn: a plan lowered since the metrics were chosen keeps the first `max`.
  const shown = useMemo(() => selected.slice(0, max), [selected, max]);

  return {
    shown,
    refusal,
    dismissRefusal: () => {
      setRefusal(null);
    },
    toggle,
    remove,
    clear,
  };
}
