import { shallowEqual } from 'react-redux';
import { useEffect, useMemo } from 'react';
import { api } from '@/application/api';
import { useAppDispatch, useAppSelector } from '@/application/hooks';
import type { ChartMetric } from '@/common/contracts/charts';
import type { ChartSeriesData, MetricFrequency } from '@/common/contracts/financeChart';
import { isFormulaMetric, metricKey, parseMetricKey } from '@/common/contracts/metricKeys';
import type { FormulaError, FormulaSpec, SeriesFrequency, SeriesPoint } from '@/common/seriesMath/types';
import type { DescribedError } from '@/lib/httpErrors';

/**
 * Figures of formula metrics (issue 33): each formula is evaluated by POST /api/series/evaluate and
 * its answer becomes a ChartSeriesData (points, pointNotes = the reasons of empty points, source
 * naming the inputs), so MetricChart, the data table, CSV/image export and tooltips draw it as any
 * stored metric.
 */

/** The body of POST /api/series/evaluate (an input without ticker reads `defaultTicker`). */
export interface FormulaEvaluateArgs {
  formula: FormulaSpec;
  defaultTicker?: string;
}

/** The answer of POST /api/series/evaluate. */
export interface FormulaEvaluation {
  series: { frequency: SeriesFrequency; points: SeriesPoint[]; notes: (string | null)[] };
  inputs: { name: string; label: string; unit: string; source: string }[];
  frequency: SeriesFrequency;
  source: string;
  /** Plan limits and empty inputs (Vietnamese), when any. */
  notices?: string[];
}

const evaluateApi = api.injectEndpoints({
  endpoints: (build) => ({
    evaluateChartFormula: build.query<FormulaEvaluation, FormulaEvaluateArgs>({
      query: (data) => ({ url: '/series/evaluate', method: 'POST', data, silent: true }),
    }),
  }),
});

export const { useEvaluateChartFormulaQuery } = evaluateApi;

/**
 * The engine's refusal carried by a 400 (its Vietnamese message, and for differing frequencies the
 * one every input can be converted to): the route sends the FormulaError as `extra.formulaError`.
 */
export function formulaRefusal(error: unknown): (Partial<FormulaError> & { message: string }) | null {
  if (!error || typeof error !== 'object' || !('message' in error)) return null;
  const described = error as DescribedError;
  const extra = described.extra as { formulaError?: Partial<FormulaError> } | undefined;
  return { ...extra?.formulaError, message: described.message };
}

/**
 * A formula metric's figures as a chart series. Its frequency reads 'period' when it is the chart's
 * statement period (so the x-axis is labelled "Q3/2024"); `kind` is the first input's (the series
 * type has no 'formula' kind, nothing reads it for drawing).
 */
export function formulaChartSeries(
  metric: ChartMetric,
  answer: FormulaEvaluation,
  periodType?: 'quarter' | 'year',
): ChartSeriesData {
  const firstKey = metric.formula?.inputs[0]?.source.key ?? '';
  const inputs = answer.inputs.map((input) => `${input.name} = ${input.label}`).join('; ');
  const frequency: MetricFrequency =
    answer.series.frequency === periodType ? 'period' : answer.series.frequency;
  return {
    key: metricKey(metric),
    kind: parseMetricKey(firstKey)?.kind ?? 'macro',
    id: metric.id,
    name: metric.name ?? metric.formula?.expression ?? metric.id,
    unit: metric.unit ?? '',
    valueKind: 'other',
    frequency,
    points: answer.series.points,
    pointNotes: answer.series.notes,
    ...(answer.notices?.length ? { notice: answer.notices.join(' ') } : {}),
    source: `Công thức ${metric.formula?.expression ?? ''} (${inputs}). Nguồn: ${answer.source}`,
  };
}

export interface FormulaFigures {
  /** Figures keyed by metric key (`formula:<id>`), for the metrics answered so far. */
  series: Record<string, ChartSeriesData | undefined>;
  isLoading: boolean;
  /** Vietnamese messages of the formulas that could not be evaluated, with the metric's name. */
  errors: string[];
  refetch: () => void;
}

/** Evaluates every formula metric of a chart (none: nothing is asked). */
export function useFormulaFigures(
  metrics: readonly ChartMetric[],
  defaultTicker: string | undefined,
  periodType?: 'quarter' | 'year',
): FormulaFigures {
  const dispatch = useAppDispatch();
  const formulas = useMemo(
    () => metrics.filter((metric) => isFormulaMetric(metric) && metric.formula),
    [metrics],
  );
  const signature = JSON.stringify(formulas.map((metric) => [metric.formula, defaultTicker]));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the formulas' content
  const args = useMemo(() => formulas.map((metric) => toArgs(metric, defaultTicker)), [signature]);
  useEffect(() => {
    const subscriptions = args.map((arg) =>
      dispatch(evaluateApi.endpoints.evaluateChartFormula.initiate(arg)),
    );
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [dispatch, args]);
  const selectors = useMemo(
    () => args.map((arg) => evaluateApi.endpoints.evaluateChartFormula.select(arg)),
    [args],
  );
  const results = useAppSelector((state) => selectors.map((select) => select(state)), shallowEqual);
  return useMemo(() => {
    const series: Record<string, ChartSeriesData | undefined> = {};
    const errors: string[] = [];
    results.forEach((result, index) => {
      const metric = formulas[index];
      if (!metric) return;
      if (result.data) series[metricKey(metric)] = formulaChartSeries(metric, result.data, periodType);
      else if (result.isError) {
        const message = formulaRefusal(result.error)?.message ?? 'Không tính được công thức.';
        errors.push(`${metric.name ?? metric.id}: ${message}`);
      }
    });
    return {
      series,
      errors,
      isLoading: results.some((result) => result.isUninitialized || result.isLoading),
      refetch: () => {
        for (const arg of args) {
          // The effect's subscription keeps the answer; this one only asks again.
          dispatch(
            evaluateApi.endpoints.evaluateChartFormula.initiate(arg, { forceRefetch: true }),
          ).unsubscribe();
        }
      },
    };
  }, [results, formulas, periodType, args, dispatch]);
}

function toArgs(metric: ChartMetric, defaultTicker: string | undefined): FormulaEvaluateArgs {
  const formula = metric.formula as FormulaSpec;
  return defaultTicker ? { formula, defaultTicker } : { formula };
}
