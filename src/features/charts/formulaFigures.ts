import { shallowEqual } from 'react-redux';
import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/application/hooks';
import type { ChartMetric } from '@/common/contracts/charts';
import type { ChartSeriesData, MetricFrequency } from '@/common/contracts/financeChart';
import { isFormulaMetric, metricKey, parseMetricKey } from '@/common/contracts/metricKeys';
import type { SeriesEvaluateRequest, SeriesEvaluateResponse } from '@/common/contracts/seriesMath';
import type { FormulaError } from '@/common/seriesMath/types';
import { formulaErrorOf, seriesMathApi, useEvaluateFormulaQuery } from '@/features/seriesMath/seriesMathApi';

export { useEvaluateFormulaQuery };

/**
 * Figures of formula metrics (issue 33): each formula is evaluated by POST /api/series/evaluate and
 * its answer becomes a ChartSeriesData (points, pointNotes = the reasons of empty points, source
 * naming the inputs), so MetricChart, the data table, CSV/image export and tooltips draw it as any
 * stored metric.
 */

/** The body of POST /api/series/evaluate (an input without ticker reads `defaultTicker`). */
export type FormulaEvaluateArgs = SeriesEvaluateRequest;

/** The answer of POST /api/series/evaluate. */
export type FormulaEvaluation = SeriesEvaluateResponse;

const evaluate = seriesMathApi.endpoints.evaluateFormula;

/** The engine's refusal carried by a 400: its Vietnamese message and, for differing frequencies, the offer. */
export function formulaRefusal(error: unknown): (Partial<FormulaError> & { message: string }) | null {
  if (!error || typeof error !== 'object') return null;
  const engine = formulaErrorOf(error);
  if (engine) return engine;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' ? { message } : null;
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
    const subscriptions = args.map((arg) => dispatch(evaluate.initiate(arg)));
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [dispatch, args]);
  const selectors = useMemo(() => args.map((arg) => evaluate.select(arg)), [args]);
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
          dispatch(evaluate.initiate(arg, { forceRefetch: true })).unsubscribe();
        }
      },
    };
  }, [results, formulas, periodType, args, dispatch]);
}

function toArgs(metric: ChartMetric, defaultTicker: string | undefined): FormulaEvaluateArgs {
  const formula = metric.formula as NonNullable<ChartMetric['formula']>;
  return defaultTicker ? { formula, defaultTicker } : { formula };
}
